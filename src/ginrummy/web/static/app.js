var nr=Object.defineProperty;var ar=(t,e,n)=>e in t?nr(t,e,{enumerable:!0,configurable:!0,writable:!0,value:n}):t[e]=n;var z=(t,e,n)=>ar(t,typeof e!="symbol"?e+"":e,n);var De,C,an,rr,ie,Xt,rn,on,ut,Re,be,sn,ft,mt,pt,or,ze={},Ne=[],ir=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,He=Array.isArray;function re(t,e){for(var n in e)t[n]=e[n];return t}function ht(t){t&&t.parentNode&&t.parentNode.removeChild(t)}function sr(t,e,n){var a,r,i,s={};for(i in e)i=="key"?a=e[i]:i=="ref"?r=e[i]:s[i]=e[i];if(arguments.length>2&&(s.children=arguments.length>3?De.call(arguments,2):n),typeof t=="function"&&t.defaultProps!=null)for(i in t.defaultProps)s[i]===void 0&&(s[i]=t.defaultProps[i]);return Pe(t,s,a,r,null)}function Pe(t,e,n,a,r){var i={type:t,props:e,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:r??++an,__i:-1,__u:0};return r==null&&C.vnode!=null&&C.vnode(i),i}function N(t){return t.children}function je(t,e){this.props=t,this.context=e}function me(t,e){if(e==null)return t.__?me(t.__,t.__i+1):null;for(var n;e<t.__k.length;e++)if((n=t.__k[e])!=null&&n.__e!=null)return n.__e;return typeof t.type=="function"?me(t):null}function lr(t){if(t.__P&&t.__d){var e=t.__v,n=e.__e,a=[],r=[],i=re({},e);i.__v=e.__v+1,C.vnode&&C.vnode(i),gt(t.__P,i,e,t.__n,t.__P.namespaceURI,32&e.__u?[n]:null,a,n??me(e),!!(32&e.__u),r),i.__v=e.__v,i.__.__k[i.__i]=i,mn(a,i,r),e.__e=e.__=null,i.__e!=n&&ln(i)}}function ln(t){if((t=t.__)!=null&&t.__c!=null)return t.__e=t.__c.base=null,t.__k.some(function(e){if(e!=null&&e.__e!=null)return t.__e=t.__c.base=e.__e}),ln(t)}function en(t){(!t.__d&&(t.__d=!0)&&ie.push(t)&&!Ie.__r++||Xt!=C.debounceRendering)&&((Xt=C.debounceRendering)||rn)(Ie)}function Ie(){try{for(var t,e=1;ie.length;)ie.length>e&&ie.sort(on),t=ie.shift(),e=ie.length,lr(t)}finally{ie.length=Ie.__r=0}}function dn(t,e,n,a,r,i,s,l,u,m,p){var g,c,f,k,v,b,w=a&&a.__k||Ne,_=e.length;for(u=dr(n,e,w,u,_),g=0;g<_;g++)(f=n.__k[g])!=null&&(c=f.__i!=-1&&w[f.__i]||ze,f.__i=g,b=gt(t,f,c,r,i,s,l,u,m,p),k=f.__e,f.ref&&c.ref!=f.ref&&(c.ref&&yt(c.ref,null,f),p.push(f.ref,f.__c||k,f)),v==null&&k!=null&&(v=k),4&f.__u?(u=cn(f,u,t),c.__e&&(c.__e=null)):typeof f.type=="function"&&b!==void 0?u=b:k&&(u=k.nextSibling),f.__u&=-7);return n.__e=v,u}function dr(t,e,n,a,r){var i,s,l,u,m,p=n.length,g=p,c=0;for(t.__k=new Array(r),i=0;i<r;i++)(s=e[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=t.__k[i]=Pe(null,s,null,null,null):He(s)?s=t.__k[i]=Pe(N,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=t.__k[i]=Pe(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):t.__k[i]=s,u=i+c,s.__=t,s.__b=t.__b+1,l=null,(m=s.__i=cr(s,n,u,g))!=-1&&(g--,(l=n[m])&&(l.__u|=2)),l==null||l.__v==null?(m==-1&&(r>p?c--:r<p&&c++),typeof s.type!="function"&&(s.__u|=4)):m!=u&&(m==u-1?c--:m==u+1?c++:(m>u?c--:c++,s.__u|=4))):t.__k[i]=null;if(g)for(i=0;i<p;i++)(l=n[i])!=null&&(2&l.__u)==0&&(l.__e==a&&(a=me(l)),fn(l,l));return a}function cn(t,e,n){var a,r;if(typeof t.type=="function"){for(a=t.__k,r=0;a&&r<a.length;r++)a[r]&&(a[r].__=t,e=cn(a[r],e,n));return e}t.__e!=e&&(e&&t.type&&!e.parentNode&&(e=me(t)),e=n.insertBefore(t.__e,e||null));do e=e&&e.nextSibling;while(e!=null&&e.nodeType==8);return e}function cr(t,e,n,a){var r,i,s,l=t.key,u=t.type,m=e[n],p=m!=null&&(2&m.__u)==0;if(m===null&&l==null||p&&l==m.key&&u==m.type)return n;if(a>(p?1:0)){for(r=n-1,i=n+1;r>=0||i<e.length;)if((m=e[s=r>=0?r--:i++])!=null&&(2&m.__u)==0&&l==m.key&&u==m.type)return s}return-1}function tn(t,e,n){e[0]=="-"?t.setProperty(e,n??""):t[e]=n==null?"":typeof n!="number"||ir.test(e)?n:n+"px"}function Le(t,e,n,a,r){var i,s;e:if(e=="style")if(typeof n=="string")t.style.cssText=n;else{if(typeof a=="string"&&(t.style.cssText=a=""),a)for(e in a)n&&e in n||tn(t.style,e,"");if(n)for(e in n)a&&n[e]==a[e]||tn(t.style,e,n[e])}else if(e[0]=="o"&&e[1]=="n")i=e!=(e=e.replace(sn,"$1")),s=e.toLowerCase(),e=s in t||e=="onFocusOut"||e=="onFocusIn"?s.slice(2):e.slice(2),t.l||(t.l={}),t.l[e+i]=n,n?a?n[be]=a[be]:(n[be]=ft,t.addEventListener(e,i?pt:mt,i)):t.removeEventListener(e,i?pt:mt,i);else{if(r=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{t[e]=n??"";break e}catch{}typeof n=="function"||(n==null||n===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&n==1?"":n))}}function nn(t){return function(e){if(this.l){var n=this.l[e.type+t];if(e[Re]==null)e[Re]=ft++;else if(e[Re]<n[be])return;return n(C.event?C.event(e):e)}}}function gt(t,e,n,a,r,i,s,l,u,m){var p,g,c,f,k,v,b,w,_,M,L,T,j,V,D,h,y=e.type;if(e.constructor!==void 0)return null;128&n.__u&&(u=!!(32&n.__u),i=[l=e.__e=n.__e]),(p=C.__b)&&p(e);e:if(typeof y=="function"){g=s.length;try{if(_=e.props,M=y.prototype&&y.prototype.render,L=(p=y.contextType)&&a[p.__c],T=p?L?L.props.value:p.__:a,n.__c?w=(c=e.__c=n.__c).__=c.__E:(M?e.__c=c=new y(_,T):(e.__c=c=new je(_,T),c.constructor=y,c.render=mr),L&&L.sub(c),c.state||(c.state={}),c.__n=a,f=c.__d=!0,c.__h=[],c._sb=[]),M&&c.__s==null&&(c.__s=c.state),M&&y.getDerivedStateFromProps!=null&&(c.__s==c.state&&(c.__s=re({},c.__s)),re(c.__s,y.getDerivedStateFromProps(_,c.__s))),k=c.props,v=c.state,c.__v=e,f)M&&y.getDerivedStateFromProps==null&&c.componentWillMount!=null&&c.componentWillMount(),M&&c.componentDidMount!=null&&c.__h.push(c.componentDidMount);else{if(M&&y.getDerivedStateFromProps==null&&_!==k&&c.componentWillReceiveProps!=null&&c.componentWillReceiveProps(_,T),e.__v==n.__v||!c.__e&&c.shouldComponentUpdate!=null&&c.shouldComponentUpdate(_,c.__s,T)===!1){e.__v!=n.__v&&(c.props=_,c.state=c.__s,c.__d=!1),e.__e=n.__e,e.__k=n.__k,e.__k.some(function(x){x&&(x.__=e)}),Ne.push.apply(c.__h,c._sb),c._sb=[],c.__h.length&&s.push(c),l=me(n);break e}c.componentWillUpdate!=null&&c.componentWillUpdate(_,c.__s,T),M&&c.componentDidUpdate!=null&&c.__h.push(function(){c.componentDidUpdate(k,v,b)})}if(c.context=T,c.props=_,c.__P=t,c.__e=!1,j=C.__r,V=0,M)c.state=c.__s,c.__d=!1,j&&j(e),p=c.render(c.props,c.state,c.context),Ne.push.apply(c.__h,c._sb),c._sb=[];else do c.__d=!1,j&&j(e),p=c.render(c.props,c.state,c.context),c.state=c.__s;while(c.__d&&++V<25);c.state=c.__s,c.getChildContext!=null&&(a=re(re({},a),c.getChildContext())),M&&!f&&c.getSnapshotBeforeUpdate!=null&&(b=c.getSnapshotBeforeUpdate(k,v)),D=p!=null&&p.type===N&&p.key==null?pn(p.props.children):p,l=dn(t,He(D)?D:[D],e,n,a,r,i,s,l,u,m),c.base=e.__e,e.__u&=-161,c.__h.length&&s.push(c),w&&(c.__E=c.__=null)}catch(x){if(s.length=g,e.__v=null,u||i!=null){if(x.then){for(e.__u|=u?160:128;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;i!=null&&(i[i.indexOf(l)]=null),e.__e=l}else if(i!=null)for(h=i.length;h--;)ht(i[h])}else e.__e=n.__e;e.__k==null&&(e.__k=n.__k||[]),x.then||un(e),C.__e(x,e,n)}}else i==null&&e.__v==n.__v?(e.__k=n.__k,e.__e=n.__e):l=e.__e=ur(n.__e,e,n,a,r,i,s,u,m);return(p=C.diffed)&&p(e),128&e.__u?void 0:l}function un(t){t&&(t.__c&&(t.__c.__e=!0),t.__k&&t.__k.some(un))}function mn(t,e,n){for(var a=0;a<n.length;a++)yt(n[a],n[++a],n[++a]);C.__c&&C.__c(e,t),t.some(function(r){try{t=r.__h,r.__h=[],t.some(function(i){i.call(r)})}catch(i){C.__e(i,r.__v)}})}function pn(t){return typeof t!="object"||t==null||t.__b>0?t:He(t)?t.map(pn):t.constructor!==void 0?null:re({},t)}function ur(t,e,n,a,r,i,s,l,u){var m,p,g,c,f,k,v,b=n.props||ze,w=e.props,_=e.type;if(_=="svg"?r="http://www.w3.org/2000/svg":_=="math"?r="http://www.w3.org/1998/Math/MathML":r||(r="http://www.w3.org/1999/xhtml"),i!=null){for(m=0;m<i.length;m++)if((f=i[m])&&"setAttribute"in f==!!_&&(_?f.localName==_:f.nodeType==3)){t=f,i[m]=null;break}}if(t==null){if(_==null)return document.createTextNode(w);t=document.createElementNS(r,_,w.is&&w),l&&(C.__m&&C.__m(e,i),l=!1),i=null}if(_==null)b===w||l&&t.data==w||(t.data=w);else{if(i=_=="textarea"&&w.defaultValue!=null?null:i&&De.call(t.childNodes),!l&&i!=null)for(b={},m=0;m<t.attributes.length;m++)b[(f=t.attributes[m]).name]=f.value;for(m in b)f=b[m],m=="dangerouslySetInnerHTML"?g=f:m=="children"||m in w||m=="value"&&"defaultValue"in w||m=="checked"&&"defaultChecked"in w||Le(t,m,null,f,r);for(m in w)f=w[m],m=="children"?c=f:m=="dangerouslySetInnerHTML"?p=f:m=="value"?k=f:m=="checked"?v=f:l&&typeof f!="function"||b[m]===f||Le(t,m,f,b[m],r);if(p)l||g&&(p.__html==g.__html||p.__html==t.innerHTML)||(t.innerHTML=p.__html),e.__k=[];else if(g&&(t.innerHTML=""),dn(e.type=="template"?t.content:t,He(c)?c:[c],e,n,a,_=="foreignObject"?"http://www.w3.org/1999/xhtml":r,i,s,i?i[0]:n.__k&&me(n,0),l,u),i!=null)for(m=i.length;m--;)ht(i[m]);l&&_!="textarea"||(m="value",_=="progress"&&k==null?t.removeAttribute("value"):k!=null&&(k!==t[m]||_=="progress"&&!k||_=="option"&&k!=b[m])&&Le(t,m,k,b[m],r),m="checked",v!=null&&v!=t[m]&&Le(t,m,v,b[m],r))}return t}function yt(t,e,n){try{if(typeof t=="function"){var a=typeof t.__u=="function";a&&t.__u(),a&&e==null||(t.__u=t(e))}else t.current=e}catch(r){C.__e(r,n)}}function fn(t,e,n){var a,r;if(C.unmount&&C.unmount(t),(a=t.ref)&&(a.current&&a.current!=t.__e||yt(a,null,e)),(a=t.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(i){C.__e(i,e)}a.base=a.__P=a.__n=null}if(a=t.__k)for(r=0;r<a.length;r++)a[r]&&fn(a[r],e,n||typeof t.type!="function");n||ht(t.__e),t.__c=t.__=t.__e=void 0}function mr(t,e,n){return this.constructor(t,n)}function hn(t,e,n){var a,r,i,s;e==document&&(e=document.documentElement),C.__&&C.__(t,e),r=(a=typeof n=="function")?null:n&&n.__k||e.__k,i=[],s=[],gt(e,t=(!a&&n||e).__k=sr(N,null,[t]),r||ze,ze,e.namespaceURI,!a&&n?[n]:r?null:e.firstChild?De.call(e.childNodes):null,i,!a&&n?n:r?r.__e:e.firstChild,a,s),mn(i,t,s),t.props.children=null}De=Ne.slice,C={__e:function(t,e,n,a){for(var r,i,s;e=e.__;)if((r=e.__c)&&!r.__)try{if((i=r.constructor)&&i.getDerivedStateFromError!=null&&(r.setState(i.getDerivedStateFromError(t)),s=r.__d),r.componentDidCatch!=null&&(r.componentDidCatch(t,a||{}),s=r.__d),s)return r.__E=r}catch(l){t=l}throw t}},an=0,rr=function(t){return t!=null&&t.constructor===void 0},je.prototype.setState=function(t,e){var n;n=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=re({},this.state),typeof t=="function"&&(t=t(re({},n),this.props)),t&&re(n,t),t!=null&&this.__v&&(e&&this._sb.push(e),en(this))},je.prototype.forceUpdate=function(t){this.__v&&(this.__e=!0,t&&this.__h.push(t),en(this))},je.prototype.render=N,ie=[],rn=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,on=function(t,e){return t.__v.__b-e.__v.__b},Ie.__r=0,ut=Math.random().toString(8),Re="__d"+ut,be="__a"+ut,sn=/(PointerCapture)$|Capture$/i,ft=0,mt=nn(!1),pt=nn(!0),or=0;var fe,R,bt,gn,Fe=0,xn=[],P=C,yn=P.__b,bn=P.__r,kn=P.diffed,wn=P.__c,_n=P.unmount,vn=P.__;function Be(t,e){P.__h&&P.__h(R,t,Fe||e),Fe=0;var n=R.__H||(R.__H={__:[],__h:[]});return t>=n.__.length&&n.__.push({}),n.__[t]}function $(t){return Fe=1,pr(Sn,t)}function pr(t,e,n){var a=Be(fe++,2);if(a.t=t,!a.__c&&(a.__=[n?n(e):Sn(void 0,e),function(l){var u=a.__N?a.__N[0]:a.__[0],m=a.t(u,l);u!==m&&(a.__N=[m,a.__[1]],a.__c.setState({}))}],a.__c=R,!R.__f)){var r=function(l,u,m){if(!a.__c.__H)return!0;var p=!1,g=a.__c.props!==l;if(a.__c.__H.__.some(function(f){if(f.__N){p=!0;var k=f.__[0];f.__=f.__N,f.__N=void 0,k!==f.__[0]&&(g=!0)}}),i){var c=i.call(this,l,u,m);return p?c||g:c}return!p||g};R.__f=!0;var i=R.shouldComponentUpdate,s=R.componentWillUpdate;R.componentWillUpdate=function(l,u,m){if(this.__e){var p=i;i=void 0,r(l,u,m),i=p}s&&s.call(this,l,u,m)},R.shouldComponentUpdate=r}return a.__N||a.__}function A(t,e){var n=Be(fe++,3);!P.__s&&wt(n.__H,e)&&(n.__=t,n.u=e,R.__H.__h.push(n))}function ke(t,e){var n=Be(fe++,4);!P.__s&&wt(n.__H,e)&&(n.__=t,n.u=e,R.__h.push(n))}function H(t){return Fe=5,we(function(){return{current:t}},[])}function we(t,e){var n=Be(fe++,7);return wt(n.__H,e)&&(n.__=t(),n.__H=e,n.__h=t),n.__}function fr(){for(var t;t=xn.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(Oe),e.__h.some(kt),e.__h=[]}catch(n){e.__h=[],P.__e(n,t.__v)}}}P.__b=function(t){R=null,yn&&yn(t)},P.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),vn&&vn(t,e)},P.__r=function(t){bn&&bn(t),fe=0;var e=(R=t.__c).__H;e&&(bt===R?(e.__h=[],R.__h=[],e.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})):(e.__h.some(Oe),e.__h.some(kt),e.__h=[],fe=0)),bt=R},P.diffed=function(t){kn&&kn(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&(xn.push(e)!==1&&gn===P.requestAnimationFrame||((gn=P.requestAnimationFrame)||hr)(fr)),e.__H.__.some(function(n){n.u&&(n.__H=n.u,n.u=void 0)})),bt=R=null},P.__c=function(t,e){e.some(function(n){try{n.__h.some(Oe),n.__h=n.__h.filter(function(a){return!a.__||kt(a)})}catch(a){e.some(function(r){r.__h&&(r.__h=[])}),e=[],P.__e(a,n.__v)}}),wn&&wn(t,e)},P.unmount=function(t){_n&&_n(t);var e,n=t.__c;n&&n.__H&&(n.__H.__.some(function(a){try{Oe(a)}catch(r){e=r}}),n.__H=void 0,e&&P.__e(e,n.__v))};var $n=typeof requestAnimationFrame=="function";function hr(t){var e,n=function(){clearTimeout(a),$n&&cancelAnimationFrame(e),setTimeout(t)},a=setTimeout(n,35);$n&&(e=requestAnimationFrame(n))}function Oe(t){var e=R,n=t.__c;typeof n=="function"&&(t.__c=void 0,n()),R=e}function kt(t){var e=R;t.__c=t.__(),R=e}function wt(t,e){return!t||t.length!==e.length||e.some(function(n,a){return n!==t[a]})}function Sn(t,e){return typeof e=="function"?e(t):e}var U=class extends Error{constructor(n,a,r,i=null,s=null){super(a);z(this,"code",n);z(this,"status",r);z(this,"field",i);z(this,"retryAfter",s)}};async function Q(t,e,n,a){let r={accept:"application/json"};n!==void 0&&(r["content-type"]="application/json"),a&&(r.authorization=`Bearer ${a}`);let i;try{i=await fetch(e,{method:t,headers:r,body:n===void 0?null:JSON.stringify(n)})}catch{throw new U("offline","the server cannot be reached",0)}let s=await i.text(),l=null;try{l=s?JSON.parse(s):null}catch{l=null}if(!i.ok){let u=l??{},m=i.headers.get("retry-after");throw new U(u.code??"internal",u.message??`HTTP ${i.status}`,i.status,u.field??null,m===null?null:Number(m))}return l}var X=class{constructor(e){this.value=e}valueOf(){return this.value}},E=class extends X{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},F=class extends X{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},ee=class t extends X{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof X)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof X&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Cn=100,gr="\u2068",yr="\u2069";function br(t,e,n){if(n===e||n instanceof F&&e instanceof F&&n.value===e.value)return!0;if(e instanceof F&&typeof n=="string"){let a=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===a)return!0}return!1}function Tn(t,e,n){return e[n]?he(t,e[n].value):(t.reportError(new RangeError("No default")),new E)}function _t(t,e){let n=[],a=Object.create(null);for(let r of e)r.type==="narg"?a[r.name]=_e(t,r.value):n.push(_e(t,r));return{positional:n,named:a}}function _e(t,e){switch(e.type){case"str":return e.value;case"num":return new F(e.value,{minimumFractionDigits:e.precision});case"var":return kr(t,e);case"mesg":return wr(t,e);case"term":return _r(t,e);case"func":return vr(t,e);case"select":return $r(t,e);default:return new E}}function kr(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new E(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new E(`$${e}`);if(n instanceof X)return n;switch(typeof n){case"string":return n;case"number":return new F(n);case"object":if(ee.supportsValue(n))return new ee(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new E(`$${e}`)}}function wr(t,{name:e,attr:n}){let a=t.bundle._messages.get(e);if(!a)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new E(e);if(n){let r=a.attributes[n];return r?he(t,r):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new E(`${e}.${n}`))}return a.value?he(t,a.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new E(e))}function _r(t,{name:e,attr:n,args:a}){let r=`-${e}`,i=t.bundle._terms.get(r);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${r}`)),new E(r);if(n){let l=i.attributes[n];if(l){t.params=_t(t,a).named;let u=he(t,l);return t.params=null,u}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new E(`${r}.${n}`)}t.params=_t(t,a).named;let s=he(t,i.value);return t.params=null,s}function vr(t,{name:e,args:n}){let a=t.bundle._functions[e];if(!a)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new E(`${e}()`);if(typeof a!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new E(`${e}()`);try{let r=_t(t,n);return a(r.positional,r.named)}catch(r){return t.reportError(r),new E(`${e}()`)}}function $r(t,{selector:e,variants:n,star:a}){let r=_e(t,e);if(r instanceof E)return Tn(t,n,a);for(let i of n){let s=_e(t,i.key);if(br(t,r,s))return he(t,i.value)}return Tn(t,n,a)}function vt(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new E;t.dirty.add(e);let n=[],a=t.bundle._useIsolating&&e.length>1;for(let r of e){if(typeof r=="string"){n.push(t.bundle._transform(r));continue}if(t.placeables++,t.placeables>Cn)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${Cn}`);a&&n.push(gr),n.push(_e(t,r).toString(t)),a&&n.push(yr)}return t.dirty.delete(e),n.join("")}function he(t,e){return typeof e=="string"?t.bundle._transform(e):vt(t,e)}var Ke=class{constructor(e,n,a){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=a}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let a=this.bundle._intls.get(e);a||(a={},this.bundle._intls.set(e,a));let r=JSON.stringify(n);return a[r]||(a[r]=new e(this.bundle.locales,n)),a[r]}};function $t(t,e){let n=Object.create(null);for(let[a,r]of Object.entries(t))e.includes(a)&&(n[a]=r.valueOf());return n}var En=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function An(t,e){let n=t[0];if(n instanceof E)return new E(`NUMBER(${n.valueOf()})`);if(n instanceof F)return new F(n.valueOf(),{...n.opts,...$t(e,En)});if(n instanceof ee)return new F(n.toNumber(),{...$t(e,En)});throw new TypeError("Invalid argument to NUMBER")}var xr=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Mn(t,e){let n=t[0];if(n instanceof E)return new E(`DATETIME(${n.valueOf()})`);if(n instanceof ee||n instanceof F)return new ee(n,$t(e,xr));throw new TypeError("Invalid argument to DATETIME")}var Ln=new Map;function Rn(t){let e=Array.isArray(t)?t.join(" "):t,n=Ln.get(e);return n===void 0&&(n=new Map,Ln.set(e,n)),n}var ve=class{constructor(e,{functions:n,useIsolating:a=!0,transform:r=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:An,DATETIME:Mn,...n},this._useIsolating=a,this._transform=r,this._intls=Rn(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let a=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){a.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){a.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return a}formatPattern(e,n=null,a=null){if(typeof e=="string")return this._transform(e);let r=new Ke(this,a,n);try{return vt(r,e).toString(r)}catch(i){if(r.errors&&i instanceof Error)return r.errors.push(i),new E().toString(r);throw i}}};var xt=/^(-?[a-zA-Z][\w-]*) *= */gm,Pn=/\.([a-zA-Z][\w-]*) *= */y,Sr=/\*?\[/y,St=/(-?[0-9]+(?:\.([0-9]+))?)/y,Cr=/([a-zA-Z][\w-]*)/y,jn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Tr=/^[A-Z][A-Z0-9_-]*$/,Ue=/([^{}\n\r]+)/y,Er=/([^\\"\n\r]*)/y,zn=/\\([\\"])/y,Nn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ar=/^\n+/,In=/ +$/,Mr=/ *\r?\n/g,Lr=/( *)$/,Rr=/{\s*/y,Dn=/\s*}/y,Pr=/\[\s*/y,jr=/\s*] */y,zr=/\s*\(\s*/y,Nr=/\s*->\s*/y,Ir=/\s*:\s*/y,Dr=/\s*,?\s*/y,Hr=/\s+/y,$e=class{constructor(e){this.body=[],xt.lastIndex=0;let n=0;for(;;){let h=xt.exec(e);if(h===null)break;n=xt.lastIndex;try{this.body.push(u(h[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function a(h){return h.lastIndex=n,h.test(e)}function r(h,y){if(e[n]===h)return n++,!0;if(y)throw new y(`Expected ${h}`);return!1}function i(h,y){if(a(h))return n=h.lastIndex,!0;if(y)throw new y(`Expected ${h.toString()}`);return!1}function s(h){h.lastIndex=n;let y=h.exec(e);if(y===null)throw new SyntaxError(`Expected ${h.toString()}`);return n=h.lastIndex,y}function l(h){return s(h)[1]}function u(h){let y=p(),x=m();if(y===null&&Object.keys(x).length===0)throw new SyntaxError("Expected message value or attributes");return{id:h,value:y,attributes:x}}function m(){let h=Object.create(null);for(;a(Pn);){let y=l(Pn),x=p();if(x===null)throw new SyntaxError("Expected attribute value");h[y]=x}return h}function p(){let h;if(a(Ue)&&(h=l(Ue)),e[n]==="{"||e[n]==="}")return g(h?[h]:[],1/0);let y=j();return y?h?g([h,y],y.length):(y.value=V(y.value,Ar),g([y],y.length)):h?V(h,In):null}function g(h=[],y){for(;;){if(a(Ue)){h.push(l(Ue));continue}if(e[n]==="{"){h.push(c());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let O=j();if(O){h.push(O),y=Math.min(y,O.length);continue}break}let x=h.length-1,W=h[x];typeof W=="string"&&(h[x]=V(W,In));let J=[];for(let O of h)O instanceof Ge&&(O=O.value.slice(0,O.value.length-y)),O&&J.push(O);return J}function c(){i(Rr,SyntaxError);let h=f();if(i(Dn))return h;if(i(Nr)){let y=b();return i(Dn,SyntaxError),{type:"select",selector:h,...y}}throw new SyntaxError("Unclosed placeable")}function f(){if(e[n]==="{")return c();if(a(jn)){let[,h,y,x=null]=s(jn);if(h==="$")return{type:"var",name:y};if(i(zr)){let W=k();if(h==="-")return{type:"term",name:y,attr:x,args:W};if(Tr.test(y))return{type:"func",name:y,args:W};throw new SyntaxError("Function names must be all upper-case")}return h==="-"?{type:"term",name:y,attr:x,args:[]}:{type:"mesg",name:y,attr:x}}return _()}function k(){let h=[];for(;;){switch(e[n]){case")":return n++,h;case void 0:throw new SyntaxError("Unclosed argument list")}h.push(v()),i(Dr)}}function v(){let h=f();return h.type!=="mesg"?h:i(Ir)?{type:"narg",name:h.name,value:_()}:h}function b(){let h=[],y=0,x;for(;a(Sr);){r("*")&&(x=y);let W=w(),J=p();if(J===null)throw new SyntaxError("Expected variant value");h[y++]={key:W,value:J}}if(y===0)return null;if(x===void 0)throw new SyntaxError("Expected default variant");return{variants:h,star:x}}function w(){i(Pr,SyntaxError);let h;return a(St)?h=M():h={type:"str",value:l(Cr)},i(jr,SyntaxError),h}function _(){if(a(St))return M();if(e[n]==='"')return L();throw new SyntaxError("Invalid expression")}function M(){let[,h,y=""]=s(St),x=y.length;return{type:"num",value:parseFloat(h),precision:x}}function L(){r('"',SyntaxError);let h="";for(;;){if(h+=l(Er),e[n]==="\\"){h+=T();continue}if(r('"'))return{type:"str",value:h};throw new SyntaxError("Unclosed string literal")}}function T(){if(a(zn))return l(zn);if(a(Nn)){let[,h,y]=s(Nn),x=parseInt(h||y,16);return x<=55295||57344<=x?String.fromCodePoint(x):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function j(){let h=n;switch(i(Hr),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return D(e.slice(h,n))}return e[n-1]===" "?D(e.slice(h,n)):!1}function V(h,y){return h.replace(y,"")}function D(h){let y=h.replace(Mr,`
`),x=Lr.exec(h)[1].length;return new Ge(y,x)}}},Ge=class{constructor(e,n){this.value=e,this.length=n}};var Or="([a-z]{2,3}|\\*)",Fr="(?:-([a-z]{4}|\\*))",Br="(?:-([a-z]{2}|\\*))",Kr="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Ur=new RegExp(`^${Or}${Fr}?${Br}?${Kr}?$`,"i"),se=class{constructor(e){let n=Ur.exec(e.replace(/_/g,"-"));if(!n){this.isWellFormed=!1;return}let[,a,r,i,s]=n;a&&(this.language=a.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(e){return this.language===e.language&&this.script===e.script&&this.region===e.region&&this.variant===e.variant}matches(e,n=!1,a=!1){return(this.language===e.language||n&&this.language===void 0||a&&e.language===void 0)&&(this.script===e.script||n&&this.script===void 0||a&&e.script===void 0)&&(this.region===e.region||n&&this.region===void 0||a&&e.region===void 0)&&(this.variant===e.variant||n&&this.variant===void 0||a&&e.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(e=>e!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let e=qr(this.toString().toLowerCase());return e?(this.language=e.language,this.script=e.script,this.region=e.region,this.variant=e.variant,!0):!1}},Hn={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},Gr=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function qr(t){if(Object.prototype.hasOwnProperty.call(Hn,t))return new se(Hn[t]);let e=new se(t);return e.language&&Gr.includes(e.language)?(e.region=e.language.toUpperCase(),e):null}function Ct(t,e,n){let a=new Set,r=new Map;for(let i of e)new se(i).isWellFormed&&r.set(i,new se(i));e:for(let i of t){let s=i.toLowerCase(),l=new se(s);if(l.language!==void 0){for(let u of r.keys())if(s===u.toLowerCase()){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}for(let[u,m]of r.entries())if(m.matches(l,!0,!1)){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}if(l.addLikelySubtags()){for(let[u,m]of r.entries())if(m.matches(l,!0,!1)){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}l.clearVariants();for(let[u,m]of r.entries())if(m.matches(l,!0,!0)){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}if(l.clearRegion(),l.addLikelySubtags()){for(let[u,m]of r.entries())if(m.matches(l,!0,!1)){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}l.clearRegion();for(let[u,m]of r.entries())if(m.matches(l,!0,!0)){if(a.add(u),r.delete(u),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}}return Array.from(a)}function Tt(t,e,{strategy:n="filtering",defaultLocale:a}={}){let r=Ct(Array.from(t??[]).map(String),Array.from(e??[]).map(String),n);if(n==="lookup"){if(a===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(a)}else a&&!r.includes(a)&&r.push(a);return r}var On=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# Names are used without an article (its gender is unknown): "\u03A3\u03B5\u03B9\u03C1\u03AC: { $name }".

-game = \u03A4\u03B6\u03B9\u03BD \u03A1\u03AC\u03BC\u03B9
app-title = { -game }
language-name = \u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC

## Systems and levels
system-standard = \u03A4\u03B6\u03B9\u03BD
system-oklahoma = \u039F\u03BA\u03BB\u03B1\u03C7\u03CC\u03BC\u03B1 \u03A4\u03B6\u03B9\u03BD
system-hollywood = \u03A7\u03CC\u03BB\u03B9\u03B3\u03BF\u03C5\u03BD\u03C4 \u03A4\u03B6\u03B9\u03BD
system-oklahoma-hollywood = \u039F\u03BA\u03BB\u03B1\u03C7\u03CC\u03BC\u03B1 \u03A7\u03CC\u03BB\u03B9\u03B3\u03BF\u03C5\u03BD\u03C4 \u03A4\u03B6\u03B9\u03BD
system-three-player = \u03A4\u03B6\u03B9\u03BD \u03B3\u03B9\u03B1 \u03C4\u03C1\u03B5\u03B9\u03C2
system-eaai = \u03A4\u03B6\u03B9\u03BD (\u03BA\u03B1\u03BD\u03CC\u03BD\u03B5\u03C2 \u03AD\u03C1\u03B5\u03C5\u03BD\u03B1\u03C2)
level-easy = \u0395\u03CD\u03BA\u03BF\u03BB\u03BF
level-medium = \u039C\u03AD\u03C4\u03C1\u03B9\u03BF
level-hard = \u0394\u03CD\u03C3\u03BA\u03BF\u03BB\u03BF
level-expert = \u0388\u03BC\u03C0\u03B5\u03B9\u03C1\u03BF

## Cards
# A card is named rank first, the suit unchanged, as Greek players say it: "\u03BD\u03C4\u03AC\u03BC\u03B1 \u03BA\u03BF\u03CD\u03C0\u03B1".
rank-A = \u03AC\u03C3\u03C3\u03BF\u03C2
rank-2 = \u03B4\u03C5\u03AC\u03C1\u03B9
rank-3 = \u03C4\u03C1\u03B9\u03AC\u03C1\u03B9
rank-4 = \u03C4\u03B5\u03C3\u03C3\u03AC\u03C1\u03B9
rank-5 = \u03C0\u03B5\u03BD\u03C4\u03AC\u03C1\u03B9
rank-6 = \u03B5\u03BE\u03AC\u03C1\u03B9
rank-7 = \u03B5\u03C6\u03C4\u03AC\u03C1\u03B9
rank-8 = \u03BF\u03C7\u03C4\u03AC\u03C1\u03B9
rank-9 = \u03B5\u03BD\u03BD\u03B9\u03AC\u03C1\u03B9
rank-T = \u03B4\u03B5\u03BA\u03AC\u03C1\u03B9
rank-J = \u03B2\u03B1\u03BB\u03AD\u03C2
rank-Q = \u03BD\u03C4\u03AC\u03BC\u03B1
rank-K = \u03C1\u03AE\u03B3\u03B1\u03C2
suit-s = \u03BC\u03C0\u03B1\u03C3\u03C4\u03BF\u03CD\u03BD\u03B9
suit-h = \u03BA\u03BF\u03CD\u03C0\u03B1
suit-d = \u03BA\u03B1\u03C1\u03CC
suit-c = \u03C3\u03C0\u03B1\u03B8\u03AF
card-name = { $rank } { $suit }
card-back = \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF
card-stock = \u03A4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1, { $count ->
    [one] \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF
   *[other] { $count } \u03C6\u03CD\u03BB\u03BB\u03B1
  }
card-pile-empty = \u03A0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1, \u03BA\u03B1\u03BD\u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF
card-pile = \u03A0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1, \u03C0\u03AC\u03BD\u03C9 \u03C6\u03CD\u03BB\u03BB\u03BF: { $card }

## Home
home-tagline = \u03A4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03BC\u03B5 \u03C4\u03B1 \u03C7\u03B1\u03C1\u03C4\u03B9\u03AC, \u03BC\u03B5 \u03B1\u03BA\u03C1\u03B9\u03B2\u03B5\u03AF\u03C2 \u03BA\u03B1\u03BD\u03CC\u03BD\u03B5\u03C2, \u03C3\u03C4\u03B7 \u03B3\u03BB\u03CE\u03C3\u03C3\u03B1 \u03C3\u03BF\u03C5.
name-prompt = \u03A0\u03CE\u03C2 \u03BD\u03B1 \u03C3\u03B5 \u03BB\u03AD\u03BD\u03B5 \u03BF\u03B9 \u03AC\u03BB\u03BB\u03BF\u03B9 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2;
name-label = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03AC \u03C3\u03BF\u03C5
name-save = \u03A3\u03C5\u03BD\u03AD\u03C7\u03B5\u03B9\u03B1
name-change = \u0391\u03BB\u03BB\u03B1\u03B3\u03AE \u03BF\u03BD\u03CC\u03BC\u03B1\u03C4\u03BF\u03C2
play-computer = \u03A0\u03B1\u03AF\u03BE\u03B5 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE
play-computer-start = \u039E\u03B5\u03BA\u03AF\u03BD\u03B1
system-label = \u03A0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9
level-label = \u0395\u03C0\u03AF\u03C0\u03B5\u03B4\u03BF
private-table = \u03A0\u03B1\u03AF\u03BE\u03B5 \u03BC\u03B5 \u03C6\u03AF\u03BB\u03BF
private-create = \u0386\u03BD\u03BF\u03B9\u03BE\u03B5 \u03B9\u03B4\u03B9\u03C9\u03C4\u03B9\u03BA\u03CC \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9
private-share = \u03A3\u03C4\u03B5\u03AF\u03BB\u03B5 \u03B1\u03C5\u03C4\u03CC\u03BD \u03C4\u03BF\u03BD \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03BC\u03BF \u03C3\u03C4\u03BF\u03BD \u03C6\u03AF\u03BB\u03BF \u03C3\u03BF\u03C5:
private-copy = \u0391\u03BD\u03C4\u03B9\u03B3\u03C1\u03B1\u03C6\u03AE \u03C3\u03C5\u03BD\u03B4\u03AD\u03C3\u03BC\u03BF\u03C5
private-copied = \u0391\u03BD\u03C4\u03B9\u03B3\u03C1\u03AC\u03C6\u03B7\u03BA\u03B5
quick-match = \u0393\u03C1\u03AE\u03B3\u03BF\u03C1\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9
quick-match-start = \u0392\u03C1\u03B5\u03C2 \u03B1\u03BD\u03C4\u03AF\u03C0\u03B1\u03BB\u03BF
quick-match-waiting = \u0391\u03BD\u03B1\u03B6\u03AE\u03C4\u03B7\u03C3\u03B7 \u03B1\u03BD\u03C4\u03B9\u03C0\u03AC\u03BB\u03BF\u03C5\u2026
quick-match-offer = \u0394\u03B5\u03BD \u03AE\u03C1\u03B8\u03B5 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03B1\u03BA\u03CC\u03BC\u03B1. \u03A0\u03B1\u03AF\u03BE\u03B5 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03AE \u03C0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03B5 \u03BB\u03AF\u03B3\u03BF \u03B1\u03BA\u03CC\u03BC\u03B1.
quick-match-computer = \u03A0\u03B1\u03AF\u03BE\u03B5 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE
quick-match-keep = \u03A3\u03C5\u03BD\u03AD\u03C7\u03B9\u03C3\u03B5 \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9\u03C2
quick-match-cancel = \u03A3\u03C4\u03B1\u03BC\u03AC\u03C4\u03B1 \u03C4\u03B7\u03BD \u03B1\u03BD\u03B1\u03B6\u03AE\u03C4\u03B7\u03C3\u03B7
open-tables = \u0391\u03BD\u03BF\u03B9\u03C7\u03C4\u03AC \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9\u03B1
open-tables-none = \u0394\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03BF\u03C5\u03BD \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03AC \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9\u03B1 \u03B1\u03C5\u03C4\u03AE \u03C4\u03B7 \u03C3\u03C4\u03B9\u03B3\u03BC\u03AE.
open-tables-join = \u039A\u03AC\u03C4\u03C3\u03B5
open-tables-watch = \u03A0\u03B1\u03C1\u03B1\u03BA\u03BF\u03BB\u03BF\u03CD\u03B8\u03B7\u03C3\u03B5
open-tables-refresh = \u0391\u03BD\u03B1\u03BD\u03AD\u03C9\u03C3\u03B7
leaderboard = \u039A\u03B1\u03C4\u03AC\u03C4\u03B1\u03BE\u03B7
leaderboard-none = \u039A\u03B1\u03BD\u03B5\u03AF\u03C2 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03B1\u03BA\u03CC\u03BC\u03B1 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9.
leaderboard-rating = \u0392\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1
leaderboard-matches = \u0391\u03B3\u03CE\u03BD\u03B5\u03C2
leaderboard-name = \u03A0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2
your-rating = \u0397 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03C3\u03BF\u03C5: { NUMBER($rating, maximumFractionDigits: 1) }
settings = \u03A1\u03C5\u03B8\u03BC\u03AF\u03C3\u03B5\u03B9\u03C2
settings-language = \u0393\u03BB\u03CE\u03C3\u03C3\u03B1
settings-language-auto = \u0397 \u03B3\u03BB\u03CE\u03C3\u03C3\u03B1 \u03C4\u03BF\u03C5 \u03C0\u03C1\u03BF\u03B3\u03C1\u03AC\u03BC\u03BC\u03B1\u03C4\u03BF\u03C2 \u03C0\u03B5\u03C1\u03B9\u03AE\u03B3\u03B7\u03C3\u03B7\u03C2
settings-speed = \u03A4\u03B1\u03C7\u03CD\u03C4\u03B7\u03C4\u03B1 \u03BA\u03B9\u03BD\u03AE\u03C3\u03B5\u03C9\u03BD
speed-off = \u03A7\u03C9\u03C1\u03AF\u03C2
speed-slow = \u0391\u03C1\u03B3\u03AE
speed-normal = \u039A\u03B1\u03BD\u03BF\u03BD\u03B9\u03BA\u03AE
speed-fast = \u0393\u03C1\u03AE\u03B3\u03BF\u03C1\u03B7
settings-four-colour = \u03A4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03C4\u03B5\u03C3\u03C3\u03AC\u03C1\u03C9\u03BD \u03C7\u03C1\u03C9\u03BC\u03AC\u03C4\u03C9\u03BD
fair-link = \u03A4\u03AF\u03BC\u03B9\u03BF \u03B1\u03BD\u03B1\u03BA\u03AC\u03C4\u03B5\u03BC\u03B1: \u03C0\u03CE\u03C2 \u03BD\u03B1 \u03C4\u03BF \u03B5\u03BB\u03AD\u03B3\u03BE\u03B5\u03B9\u03C2
back-home = \u0391\u03C1\u03C7\u03B9\u03BA\u03AE

## The table
table-title = \u03A4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 { $code }
table-waiting = \u0391\u03BD\u03B1\u03BC\u03BF\u03BD\u03AE \u03B3\u03B9\u03B1 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u2026
table-closed = \u03A4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03AD\u03BA\u03BB\u03B5\u03B9\u03C3\u03B5: \u03B4\u03B5\u03BD \u03AE\u03C1\u03B8\u03B5 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C0\u03B1\u03AF\u03BE\u03B5\u03B9.
table-share = \u039A\u03AC\u03BB\u03B5\u03C3\u03B5 \u03AD\u03BD\u03B1\u03BD \u03C6\u03AF\u03BB\u03BF \u03BC\u03B5 \u03B1\u03C5\u03C4\u03CC\u03BD \u03C4\u03BF\u03BD \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03BC\u03BF:
seat-empty = \u03AC\u03B4\u03B5\u03B9\u03B1 \u03B8\u03AD\u03C3\u03B7
seat-computer = \u03A5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE\u03C2 ({ $level })
seat-away = \u03BB\u03B5\u03AF\u03C0\u03B5\u03B9
seat-offline = \u03B1\u03C0\u03BF\u03C3\u03C5\u03BD\u03B4\u03AD\u03B8\u03B7\u03BA\u03B5
seat-you = \u03B5\u03C3\u03CD
seat-dealer = \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9
seat-to-act = \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9
seat-ready = \u03AD\u03C4\u03BF\u03B9\u03BC\u03BF\u03C2
seat-sit = \u039A\u03AC\u03C4\u03C3\u03B5 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03AE \u03C4\u03B7 \u03B8\u03AD\u03C3\u03B7
role-box = \u03A3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF
role-captain = \u0391\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2
role-out = \u03A3\u03CD\u03BC\u03B2\u03BF\u03C5\u03BB\u03BF\u03C2 (\u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5)
you-are-box = \u0395\u03AF\u03C3\u03B1\u03B9 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF: \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9\u03C2 \u03BC\u03CC\u03BD\u03BF\u03C2 \u03C3\u03BF\u03C5 \u03B5\u03BD\u03B1\u03BD\u03C4\u03AF\u03BF\u03BD \u03C4\u03BF\u03C5 \u03B1\u03C1\u03C7\u03B7\u03B3\u03BF\u03CD.
you-are-captain = \u0395\u03AF\u03C3\u03B1\u03B9 \u03BF \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2: \u03BF \u03C3\u03CD\u03BC\u03B2\u03BF\u03C5\u03BB\u03CC\u03C2 \u03C3\u03BF\u03C5 \u03C0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03B9, \u03B5\u03C3\u03CD \u03B1\u03C0\u03BF\u03C6\u03B1\u03C3\u03AF\u03B6\u03B5\u03B9\u03C2.
you-are-out = \u0395\u03AF\u03C3\u03B1\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5: \u03B2\u03BB\u03AD\u03C0\u03B5\u03B9\u03C2 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03B1\u03C1\u03C7\u03B7\u03B3\u03BF\u03CD \u03BA\u03B1\u03B9 \u03C4\u03BF\u03BD \u03C3\u03C5\u03BC\u03B2\u03BF\u03C5\u03BB\u03B5\u03CD\u03B5\u03B9\u03C2.
spectating = \u03A0\u03B1\u03C1\u03B1\u03BA\u03BF\u03BB\u03BF\u03C5\u03B8\u03B5\u03AF\u03C2.
hand-number = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC { $number }
stock = \u03A4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
pile = \u03A0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1
knock-limit = \u03A7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BC\u03B5 { $limit } \u03AE \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03BF\u03C5\u03C2 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2
knock-limit-gin = \u039C\u03CC\u03BD\u03BF \u03C4\u03B6\u03B9\u03BD (\u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03AC\u03C3\u03C3\u03BF\u03C2)
spades-double = \u039C\u03C0\u03B1\u03C3\u03C4\u03BF\u03CD\u03BD\u03B9: \u03B1\u03C5\u03C4\u03AE \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 \u03B4\u03B9\u03C0\u03BB\u03AC
opponent-cards = { $name }: { $count ->
    [one] \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF
   *[other] { $count } \u03C6\u03CD\u03BB\u03BB\u03B1
  }
opponent-known = \u0393\u03BD\u03C9\u03C3\u03C4\u03AC \u03C6\u03CD\u03BB\u03BB\u03B1 ({ $name }):
your-deadwood = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1: { $deadwood }
your-deadwood-after = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood } \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1
sort-label = \u03A4\u03B1\u03BE\u03B9\u03BD\u03CC\u03BC\u03B7\u03C3\u03B7
sort-melds = \u03A3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF
sort-rank = \u0391\u03BE\u03AF\u03B1
sort-suit = \u03A7\u03C1\u03CE\u03BC\u03B1
sort-own = \u0397 \u03C3\u03B5\u03B9\u03C1\u03AC \u03BC\u03BF\u03C5
hand-label = \u03A4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5
hand-label-captain = \u03A4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03B1\u03C1\u03C7\u03B7\u03B3\u03BF\u03CD
meld-label = \u03A3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC\u03C2: { $cards }
deadwood-label = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF
turn-yours = \u03A3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5
turn-theirs = \u03A3\u03B5\u03B9\u03C1\u03AC: { $name }
turn-clock = { $seconds ->
    [one] \u03B1\u03C0\u03BF\u03BC\u03AD\u03BD\u03B5\u03B9 \u03AD\u03BD\u03B1 \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03BF
   *[other] \u03B1\u03C0\u03BF\u03BC\u03AD\u03BD\u03BF\u03C5\u03BD { $seconds } \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03B1
  }

## Actions
action-draw-stock = \u03A4\u03C1\u03AC\u03B2\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
action-draw-discard = \u03A0\u03AC\u03C1\u03B5 { $card }
action-take-pile = \u03A0\u03AC\u03C1\u03B5 \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1
action-pass = \u03A0\u03AC\u03C3\u03BF
action-take-upcard = \u03A0\u03AC\u03C1\u03B5 \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF { $card }
action-discard = \u03A0\u03AD\u03C4\u03B1 { $card }
action-knock = \u03A7\u03C4\u03CD\u03C0\u03B1
action-knock-with = \u03A7\u03C4\u03CD\u03C0\u03B1, \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC { $card }
action-gin = \u03A4\u03B6\u03B9\u03BD!
action-gin-with = \u039A\u03AC\u03BD\u03B5 \u03C4\u03B6\u03B9\u03BD, \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 { $card }
action-big-gin = \u039C\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD!
action-choose-card = \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B3\u03B9\u03B1 \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1
action-cancel = \u0386\u03BA\u03C5\u03C1\u03BF
action-confirm = \u0395\u03C0\u03B9\u03B2\u03B5\u03B2\u03B1\u03AF\u03C9\u03C3\u03B7
confirm-gin = \u039D\u03B1 \u03BA\u03AC\u03BD\u03B5\u03B9\u03C2 \u03C4\u03B6\u03B9\u03BD \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 { $card }; \u039A\u03B1\u03B9 \u03C4\u03B1 \u03B4\u03AD\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2.
confirm-big-gin = \u039D\u03B1 \u03B4\u03B7\u03BB\u03CE\u03C3\u03B5\u03B9\u03C2 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD; \u039A\u03B1\u03B9 \u03C4\u03B1 \u03AD\u03BD\u03C4\u03B5\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2.
confirm-knock = \u039D\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC { $card }, \u03BC\u03B5 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood };
arrange-title = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5
arrange-option = { $melds ->
    [one] \u03AD\u03BD\u03B1\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC\u03C2
   *[other] { $melds } \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF
  }, \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }
arrange-best = \u03C4\u03B1 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1
arrange-submit = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03BC\u03B1
layoff-title = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5 \u03BA\u03B1\u03B9 \u03BA\u03CC\u03BB\u03BB\u03B7\u03C3\u03B5 \u03C6\u03CD\u03BB\u03BB\u03B1
layoff-option = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood } \u03BC\u03B5 { $layoffs ->
    [0] \u03BA\u03B1\u03BD\u03AD\u03BD\u03B1 \u03BA\u03CC\u03BB\u03BB\u03B7\u03BC\u03B1
    [one] \u03AD\u03BD\u03B1 \u03BA\u03CC\u03BB\u03BB\u03B7\u03BC\u03B1
   *[other] { $layoffs } \u03BA\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03B1
  }
layoff-on = { $card } \u03C3\u03C4\u03BF\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC { $meld }
layoff-submit = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03BC\u03B1
hint = \u0392\u03BF\u03AE\u03B8\u03B5\u03B9\u03B1
hints-title = \u039F \u03AD\u03BC\u03C0\u03B5\u03B9\u03C1\u03BF\u03C2 \u03C0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03B9
why-least-deadwood = \u03C4\u03B1 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1, \u03C4\u03B1 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03B1
why-blind-draw = \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $expected } \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03C4\u03C1\u03AC\u03B2\u03B7\u03B3\u03BC\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
why-pass = \u03C0\u03AC\u03C3\u03BF: \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $expected } \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03C4\u03C1\u03AC\u03B2\u03B7\u03B3\u03BC\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
why-take = \u03C0\u03AC\u03C1\u03B5 \u03C4\u03BF { $card }: \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood } \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1
why-joins-meld = \u03BC\u03C0\u03B1\u03AF\u03BD\u03B5\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC
why-can-knock = \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2
why-better-by-playouts = \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C3\u03CD\u03BC\u03C6\u03C9\u03BD\u03B1 \u03BC\u03B5 \u03C0\u03C1\u03BF\u03C3\u03BF\u03BC\u03BF\u03B9\u03CE\u03C3\u03B5\u03B9\u03C2
why-big-gin = \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03AD\u03BD\u03C4\u03B5\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2: \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD
why-discard = \u03C0\u03AD\u03C4\u03B1 \u03C4\u03BF { $card }: \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }, \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03B1 { $expected }
why-take-next = \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C0\u03AC\u03C1\u03B5\u03B9\u03C2 \u03C4\u03BF { $card } \u03B1\u03BD \u03C0\u03B5\u03C4\u03B1\u03C7\u03C4\u03B5\u03AF \u03BC\u03B5\u03C4\u03AC ({ $chance })
why-opponent-uses = { $chance } \u03C0\u03B9\u03B8\u03B1\u03BD\u03CC\u03C4\u03B7\u03C4\u03B1 \u03BD\u03B1 \u03C4\u03BF \u03C7\u03C1\u03B7\u03C3\u03B9\u03BC\u03BF\u03C0\u03BF\u03B9\u03AE\u03C3\u03B5\u03B9 \u03BF \u03B1\u03BD\u03C4\u03AF\u03C0\u03B1\u03BB\u03BF\u03C2
why-play-on-best = \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03B1 \u03BD\u03B1 \u03C3\u03C5\u03BD\u03B5\u03C7\u03AF\u03C3\u03B5\u03B9\u03C2, \u03C3\u03CD\u03BC\u03C6\u03C9\u03BD\u03B1 \u03BC\u03B5 \u03C0\u03C1\u03BF\u03C3\u03BF\u03BC\u03BF\u03B9\u03CE\u03C3\u03B5\u03B9\u03C2
why-best-by-playouts = \u03C4\u03BF \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C3\u03CD\u03BC\u03C6\u03C9\u03BD\u03B1 \u03BC\u03B5 \u03C0\u03C1\u03BF\u03C3\u03BF\u03BC\u03BF\u03B9\u03CE\u03C3\u03B5\u03B9\u03C2
why-gin = \u03C4\u03B6\u03B9\u03BD
why-knock = \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BC\u03B5 { $deadwood }
why-knock-or-play-on = \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BC\u03B5 { $deadwood }: \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 { $points } \u03AD\u03BD\u03B1\u03BD\u03C4\u03B9 { $wait_points } \u03B1\u03BD \u03C3\u03C5\u03BD\u03B5\u03C7\u03AF\u03C3\u03B5\u03B9\u03C2, \u03BA\u03AF\u03BD\u03B4\u03C5\u03BD\u03BF\u03C2 \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2 { $undercut }
why-match-chance = { $knock } \u03AD\u03BD\u03B1\u03BD\u03C4\u03B9 { $wait } \u03C0\u03B9\u03B8\u03B1\u03BD\u03CC\u03C4\u03B7\u03C4\u03B1 \u03BD\u03B1 \u03BA\u03B5\u03C1\u03B4\u03AF\u03C3\u03B5\u03B9\u03C2 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1
why-knock-expected = \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BC\u03B5 { $deadwood }: \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 { $points }, \u03BA\u03AF\u03BD\u03B4\u03C5\u03BD\u03BF\u03C2 \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2 { $undercut }
why-wait = \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03B1 \u03BD\u03B1 \u03C3\u03C5\u03BD\u03B5\u03C7\u03AF\u03C3\u03B5\u03B9\u03C2
undo = \u0391\u03BD\u03B1\u03AF\u03C1\u03B5\u03C3\u03B7
ready = \u0395\u03C0\u03CC\u03BC\u03B5\u03BD\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
ready-waiting = \u0391\u03BD\u03B1\u03BC\u03BF\u03BD\u03AE \u03B3\u03B9\u03B1 \u03C4\u03BF\u03C5\u03C2 \u03AC\u03BB\u03BB\u03BF\u03C5\u03C2\u2026
leave = \u03A6\u03CD\u03B3\u03B5 \u03B1\u03C0\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9
advise = \u03A0\u03C1\u03CC\u03C4\u03B5\u03B9\u03BD\u03B5 \u03B1\u03C5\u03C4\u03CC
advice-from = \u039F \u03C3\u03CD\u03BC\u03B2\u03BF\u03C5\u03BB\u03CC\u03C2 \u03C3\u03BF\u03C5 \u03C0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03B9: { $action }
advice-sent = \u03A0\u03C1\u03CC\u03C4\u03B5\u03B9\u03BD\u03B5\u03C2: { $action }
advice-none = \u039A\u03B1\u03BC\u03AF\u03B1 \u03C0\u03C1\u03CC\u03C4\u03B1\u03C3\u03B7 \u03B1\u03BA\u03CC\u03BC\u03B1.
advice-withdraw = \u03A0\u03AC\u03C1\u03B5 \u03C0\u03AF\u03C3\u03C9 \u03C4\u03B7\u03BD \u03C0\u03C1\u03CC\u03C4\u03B1\u03C3\u03B7

## Events
event-draw-stock = { $name } \u03C4\u03C1\u03AC\u03B2\u03B7\u03BE\u03B5 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
event-draw-stock-card = { $name } \u03C4\u03C1\u03AC\u03B2\u03B7\u03BE\u03B5 { $card } \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1
event-draw-discard = { $name } \u03C0\u03AE\u03C1\u03B5 { $card }
event-pass = { $name } \u03B5\u03AF\u03C0\u03B5 \u03C0\u03AC\u03C3\u03BF
event-discard = { $name } \u03C0\u03AD\u03C4\u03B1\u03BE\u03B5 { $card }
event-knock = { $name } \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5
event-big-gin = { $name } \u03B4\u03AE\u03BB\u03C9\u03C3\u03B5 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD
event-arrange = { $name } \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2
event-lay-off = { $name } \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03BA\u03B1\u03B9 \u03BA\u03CC\u03BB\u03BB\u03B7\u03C3\u03B5 \u03C6\u03CD\u03BB\u03BB\u03B1
event-undo = { $name } \u03C0\u03AE\u03C1\u03B5 \u03C0\u03AF\u03C3\u03C9 \u03BC\u03B9\u03B1 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7
event-advice = { $name } \u03C0\u03C1\u03CC\u03C4\u03B5\u03B9\u03BD\u03B5: { $action }
event-advice-none = { $name } \u03AC\u03C6\u03B7\u03C3\u03B5 \u03C4\u03B7\u03BD \u03B1\u03C0\u03CC\u03C6\u03B1\u03C3\u03B7 \u03C3\u03C4\u03BF\u03BD \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC
event-deal = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC { $hand }\xB7 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9: { $name }
event-ready = { $name } \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03C4\u03B7\u03BD \u03B5\u03C0\u03CC\u03BC\u03B5\u03BD\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
event-joined = { $name } \u03BA\u03AC\u03B8\u03B9\u03C3\u03B5 \u03C3\u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9
event-by-timeout = (\u03C4\u03AD\u03BB\u03BF\u03C2 \u03C7\u03C1\u03CC\u03BD\u03BF\u03C5: \u03AD\u03C0\u03B1\u03B9\u03BE\u03B5 \u03BF \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE\u03C2)
event-by-away = (\u03B1\u03C0\u03CE\u03BD: \u03AD\u03C0\u03B1\u03B9\u03BE\u03B5 \u03BF \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE\u03C2)
last-action = \u03A4\u03B5\u03BB\u03B5\u03C5\u03C4\u03B1\u03AF\u03B1 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7: { $action }
log-title = \u03A4\u03B9 \u03AD\u03B3\u03B9\u03BD\u03B5

## The end of a hand
end-title = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC { $hand }
outcome-gin = { $name } \u03AD\u03BA\u03B1\u03BD\u03B5 \u03C4\u03B6\u03B9\u03BD
outcome-big_gin = { $name } \u03AD\u03BA\u03B1\u03BD\u03B5 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD
outcome-knock = { $name } \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5 \u03BA\u03B1\u03B9 \u03BA\u03AD\u03C1\u03B4\u03B9\u03C3\u03B5
outcome-undercut = \u0391\u03BD\u03C4\u03B9\u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1! \u039A\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9: { $name }
outcome-draw = \u0386\u03BA\u03C5\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC: \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03B4\u03B5\u03BD \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2
draw-stock = \u0388\u03BC\u03B5\u03B9\u03BD\u03B1\u03BD \u03BC\u03CC\u03BD\u03BF \u03B4\u03CD\u03BF \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
draw-max_turns = \u03A3\u03C5\u03BC\u03C0\u03BB\u03B7\u03C1\u03CE\u03B8\u03B7\u03BA\u03B5 \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03BA\u03B9\u03BD\u03AE\u03C3\u03B5\u03C9\u03BD.
end-knocker = \u03A7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5: { $name }
end-defender = \u0391\u03BC\u03CD\u03BD\u03B8\u03B7\u03BA\u03B5: { $name }
end-melds = \u03A3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF
end-deadwood = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1: { $deadwood }
end-layoffs = \u039A\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03B1
end-score-difference = \u0394\u03B9\u03B1\u03C6\u03BF\u03C1\u03AC \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03C9\u03BD
end-score-bonus = \u039C\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2
end-score-multiplier = \u0394\u03B9\u03C0\u03BB\u03CC \u03BC\u03C0\u03B1\u03C3\u03C4\u03BF\u03CD\u03BD\u03B9
end-score-points = { $name } \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 { $points }
end-games = \u0393\u03C1\u03AC\u03C6\u03C4\u03B7\u03BA\u03B5 \u03C3\u03C4\u03B9\u03C2 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B5\u03C2: { $games }
end-verified = \u0397 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03B5\u03C0\u03B1\u03BB\u03B7\u03B8\u03B5\u03CD\u03C4\u03B7\u03BA\u03B5
end-verify-failed = \u0397 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03B4\u03B5\u03BD \u03C4\u03B1\u03B9\u03C1\u03B9\u03AC\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03C4\u03B7 \u03B4\u03AD\u03C3\u03BC\u03B5\u03C5\u03C3\u03AE \u03C4\u03B7\u03C2!
end-verify-unavailable = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03C1\u03CC\u03B3\u03C1\u03B1\u03BC\u03BC\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AE\u03B3\u03B7\u03C3\u03B7\u03C2 \u03B5\u03BB\u03AD\u03B3\u03C7\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BC\u03CC\u03BD\u03BF \u03BC\u03AD\u03C3\u03C9 HTTPS \u03AE \u03C3\u03C4\u03BF\u03BD \u03AF\u03B4\u03B9\u03BF \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03C4\u03BF\u03C5 \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE: \u03B5\u03BB\u03AD\u03B3\u03BE\u03C4\u03B5 \u03B1\u03C5\u03C4\u03AE\u03BD \u03BC\u03B5 \u03C4\u03BF ginrummy verify.
end-verify-how = \u03A4\u03B9 \u03B1\u03C0\u03BF\u03B4\u03B5\u03B9\u03BA\u03BD\u03CD\u03B5\u03B9 \u03B1\u03C5\u03C4\u03CC
match-over = \u039F \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5
match-winner = \u039D\u03B9\u03BA\u03B7\u03C4\u03AE\u03C2 \u03C4\u03BF\u03C5 \u03B1\u03B3\u03CE\u03BD\u03B1: { $name }
match-draw = \u039F \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03AD\u03BB\u03B7\u03BE\u03B5 \u03B9\u03C3\u03CC\u03C0\u03B1\u03BB\u03BF\u03C2
match-totals = \u03A4\u03B5\u03BB\u03B9\u03BA\u03CC \u03C3\u03BA\u03BF\u03C1
match-replay = \u039E\u03B1\u03BD\u03B1\u03B4\u03AD\u03C2 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1
match-record = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF \u03B1\u03C1\u03C7\u03B5\u03AF\u03BF \u03C4\u03BF\u03C5 \u03B1\u03B3\u03CE\u03BD\u03B1
match-again = \u03A0\u03B1\u03AF\u03BE\u03B5 \u03BE\u03B1\u03BD\u03AC

## The score sheet
score-title = \u03A3\u03BA\u03BF\u03C1
score-game = \u03A0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 { $number }
score-target = \u03C3\u03C4\u03BF\u03C5\u03C2 { $target }
score-hands-won = { $count ->
    [one] \u03BC\u03AF\u03B1 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BA\u03B5\u03C1\u03B4\u03B9\u03C3\u03BC\u03AD\u03BD\u03B7
   *[other] { $count } \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AD\u03C2 \u03BA\u03B5\u03C1\u03B4\u03B9\u03C3\u03BC\u03AD\u03BD\u03B5\u03C2
  }
score-finished = \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5

## Fairness
fair-title = \u03A4\u03AF\u03BC\u03B9\u03BF \u03B1\u03BD\u03B1\u03BA\u03AC\u03C4\u03B5\u03BC\u03B1
fair-commitment = \u03A0\u03C1\u03B9\u03BD \u03B1\u03C0\u03CC \u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03C3\u03BC\u03B5\u03CD\u03C4\u03B7\u03BA\u03B5 \u03B3\u03B9\u03B1 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1: { $hash }
fair-body-1 = \u03A0\u03C1\u03B9\u03BD \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03C4\u03B5\u03AF \u03BA\u03AC\u03B8\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03AF\u03C7\u03BD\u03B5\u03B9 \u03BC\u03B9\u03B1 \u03B4\u03AD\u03C3\u03BC\u03B5\u03C5\u03C3\u03B7: \u03C4\u03BF SHA-256 \u03C4\u03B7\u03C2 \u03B1\u03BD\u03B1\u03BA\u03B1\u03C4\u03B5\u03BC\u03AD\u03BD\u03B7\u03C2 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1\u03C2 \u03BC\u03B1\u03B6\u03AF \u03BC\u03B5 \u03AD\u03BD\u03B1 \u03BC\u03C5\u03C3\u03C4\u03B9\u03BA\u03CC \u03B1\u03BB\u03AC\u03C4\u03B9. \u0394\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03B1\u03BB\u03BB\u03AC\u03BE\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BC\u03B5\u03C4\u03AC \u03C7\u03C9\u03C1\u03AF\u03C2 \u03BD\u03B1 \u03B1\u03BB\u03BB\u03AC\u03BE\u03B5\u03B9 \u03BA\u03B1\u03B9 \u03C4\u03BF hash.
fair-body-2 = \u038C\u03C4\u03B1\u03BD \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9 \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B1\u03C0\u03BF\u03BA\u03B1\u03BB\u03CD\u03C0\u03C4\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BA\u03B1\u03B9 \u03C4\u03BF \u03B1\u03BB\u03AC\u03C4\u03B9. \u039F \u03C0\u03B5\u03C1\u03B9\u03B7\u03B3\u03B7\u03C4\u03AE\u03C2 \u03C3\u03BF\u03C5 \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03AF\u03B6\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF\u03C2 \u03C4\u03BF\u03C5 \u03C4\u03BF hash \u03BA\u03B1\u03B9 \u03C4\u03BF \u03C3\u03C5\u03B3\u03BA\u03C1\u03AF\u03BD\u03B5\u03B9: \xAB\u0397 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03B5\u03C0\u03B1\u03BB\u03B7\u03B8\u03B5\u03CD\u03C4\u03B7\u03BA\u03B5\xBB \u03C3\u03B7\u03BC\u03B1\u03AF\u03BD\u03B5\u03B9 \u03CC\u03C4\u03B9 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03BC\u03BF\u03B9\u03C1\u03AC\u03C3\u03C4\u03B7\u03BA\u03B1\u03BD \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03C7\u03B5 \u03BF\u03C1\u03B9\u03C3\u03C4\u03B5\u03AF \u03C0\u03C1\u03B9\u03BD \u03B1\u03C1\u03C7\u03AF\u03C3\u03B5\u03B9 \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03AC\u03C1\u03B1 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2, \u03BF\u03CD\u03C4\u03B5 \u03BA\u03B1\u03BD \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2, \u03B4\u03B5\u03BD \u03C4\u03B1\u03BA\u03C4\u03BF\u03C0\u03BF\u03AF\u03B7\u03C3\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03B1\u03C6\u03BF\u03CD \u03B5\u03AF\u03B4\u03B5 \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9.
fair-body-3 = \u0393\u03B9\u03B1 \u03BD\u03B1 \u03B5\u03BB\u03AD\u03B3\u03BE\u03B5\u03B9\u03C2 \u03BC\u03CC\u03BD\u03BF\u03C2 \u03C3\u03BF\u03C5 \u03AD\u03BD\u03B1\u03BD \u03BF\u03BB\u03CC\u03BA\u03BB\u03B7\u03C1\u03BF \u03B1\u03B3\u03CE\u03BD\u03B1, \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF \u03B1\u03C1\u03C7\u03B5\u03AF\u03BF \u03C4\u03BF\u03C5 \u03BA\u03B1\u03B9 \u03C4\u03C1\u03AD\u03BE\u03B5:
fair-body-4 = \u03A4\u03BF \u03AF\u03B4\u03B9\u03BF \u03C4\u03BF \u03B1\u03BD\u03B1\u03BA\u03AC\u03C4\u03B5\u03BC\u03B1 \u03C0\u03C1\u03BF\u03AD\u03C1\u03C7\u03B5\u03C4\u03B1\u03B9 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03B1\u03C3\u03C6\u03B1\u03BB\u03AE \u03B3\u03B5\u03BD\u03BD\u03AE\u03C4\u03C1\u03B9\u03B1 \u03C4\u03C5\u03C7\u03B1\u03AF\u03C9\u03BD \u03B1\u03C1\u03B9\u03B8\u03BC\u03CE\u03BD \u03C4\u03BF\u03C5 \u03BB\u03B5\u03B9\u03C4\u03BF\u03C5\u03C1\u03B3\u03B9\u03BA\u03BF\u03CD \u03C3\u03C5\u03C3\u03C4\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2.

## Replay
replay-title = \u0395\u03C0\u03B1\u03BD\u03AC\u03BB\u03B7\u03C8\u03B7
replay-hand = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC { $number }
replay-step = \u0392\u03AE\u03BC\u03B1 { $step } \u03B1\u03C0\u03CC { $steps }
replay-first = \u0391\u03C1\u03C7\u03AE
replay-prev = \u03A0\u03AF\u03C3\u03C9
replay-next = \u039C\u03C0\u03C1\u03BF\u03C3\u03C4\u03AC
replay-last = \u03A4\u03AD\u03BB\u03BF\u03C2
replay-loading = \u03A6\u03CC\u03C1\u03C4\u03C9\u03C3\u03B7 \u03C4\u03BF\u03C5 \u03B1\u03C1\u03C7\u03B5\u03AF\u03BF\u03C5\u2026
replay-not-finished = \u0391\u03C5\u03C4\u03CC\u03C2 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9 \u03B1\u03BA\u03CC\u03BC\u03B1.

## Chat
chat = \u03A3\u03C5\u03BD\u03BF\u03BC\u03B9\u03BB\u03AF\u03B1
chat-placeholder = \u0393\u03C1\u03AC\u03C8\u03B5 \u03BA\u03AC\u03C4\u03B9
chat-send = \u0391\u03C0\u03BF\u03C3\u03C4\u03BF\u03BB\u03AE
chat-preset-hello = \u0393\u03B5\u03B9\u03B1!
chat-preset-good-luck = \u039A\u03B1\u03BB\u03AE \u03C4\u03CD\u03C7\u03B7!
chat-preset-nice = \u03A9\u03C1\u03B1\u03AF\u03B1 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7!
chat-preset-thanks = \u0395\u03C5\u03C7\u03B1\u03C1\u03B9\u03C3\u03C4\u03CE!
chat-preset-good-game = \u039A\u03B1\u03BB\u03CC \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9!
chat-preset-rematch = \u0386\u03BB\u03BB\u03B7 \u03BC\u03AF\u03B1;

## Connection
link-reconnecting = \u0397 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7 \u03C7\u03AC\u03B8\u03B7\u03BA\u03B5. \u0395\u03C0\u03B1\u03BD\u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7\u2026
link-closed = \u0391\u03C0\u03BF\u03C3\u03C5\u03BD\u03B4\u03AD\u03B8\u03B7\u03BA\u03B5\u03C2 \u03B1\u03C0\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9.
link-offline = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03C1\u03BF\u03C3\u03B2\u03AC\u03C3\u03B9\u03BC\u03BF\u03C2.
loading = \u03A6\u03CC\u03C1\u03C4\u03C9\u03C3\u03B7\u2026

## Rules panel
rules = \u039A\u03B1\u03BD\u03CC\u03BD\u03B5\u03C2
rules-target = \u0397 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 \u03C0\u03B1\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9 \u03C3\u03C4\u03BF\u03C5\u03C2 { $target } \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2.
rules-knock-limit = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2 \u03BC\u03B5 { $limit } \u03AE \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03BF\u03C5\u03C2 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1.
rules-knock-from-upcard = \u03A4\u03BF \u03C0\u03C1\u03CE\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03BF\u03C1\u03AF\u03B6\u03B5\u03B9 \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 (\u03AC\u03C3\u03C3\u03BF\u03C2: \u03BC\u03CC\u03BD\u03BF \u03C4\u03B6\u03B9\u03BD).
rules-spades-double = \u0391\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03BC\u03C0\u03B1\u03C3\u03C4\u03BF\u03CD\u03BD\u03B9 \u03B4\u03B9\u03C0\u03BB\u03B1\u03C3\u03B9\u03AC\u03B6\u03B5\u03B9 \u03C4\u03BF\u03C5\u03C2 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2 \u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2.
rules-gin-bonus = \u03A4\u03BF \u03C4\u03B6\u03B9\u03BD \u03B4\u03AF\u03BD\u03B5\u03B9 \u03BC\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2 { $bonus }.
rules-undercut-bonus = \u03A4\u03BF \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03B4\u03AF\u03BD\u03B5\u03B9 \u03BC\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2 { $bonus }.
rules-big-gin = \u03A4\u03BF \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD (\u03BA\u03B1\u03B9 \u03C4\u03B1 \u03AD\u03BD\u03C4\u03B5\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2) \u03B4\u03AF\u03BD\u03B5\u03B9 { $bonus }.
rules-no-big-gin = \u03A7\u03C9\u03C1\u03AF\u03C2 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD.
rules-hollywood = \u03A7\u03CC\u03BB\u03B9\u03B3\u03BF\u03C5\u03BD\u03C4: \u03C4\u03C1\u03B5\u03B9\u03C2 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B5\u03C2 \u03B3\u03C1\u03AC\u03C6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03C4\u03B1\u03C5\u03C4\u03CC\u03C7\u03C1\u03BF\u03BD\u03B1.
rules-three-player = \u03A4\u03C1\u03B5\u03B9\u03C2 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2: \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9 \u03B5\u03BD\u03B1\u03BD\u03C4\u03AF\u03BF\u03BD \u03C4\u03BF\u03C5 \u03B1\u03C1\u03C7\u03B7\u03B3\u03BF\u03CD, \u03C4\u03BF\u03BD \u03BF\u03C0\u03BF\u03AF\u03BF \u03C3\u03C5\u03BC\u03B2\u03BF\u03C5\u03BB\u03B5\u03CD\u03B5\u03B9 \u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5.
rules-line-bonus = \u039A\u03AC\u03B8\u03B5 \u03BA\u03B5\u03C1\u03B4\u03B9\u03C3\u03BC\u03AD\u03BD\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C0\u03C1\u03BF\u03C3\u03B8\u03AD\u03C4\u03B5\u03B9 { $bonus } \u03C3\u03C4\u03BF \u03C4\u03AD\u03BB\u03BF\u03C2.
rules-game-bonus = \u0397 \u03BD\u03AF\u03BA\u03B7 \u03C3\u03C4\u03B7\u03BD \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 \u03C0\u03C1\u03BF\u03C3\u03B8\u03AD\u03C4\u03B5\u03B9 { $bonus }.
rules-shutout = \u0391\u03BD \u03BF \u03C7\u03B1\u03BC\u03AD\u03BD\u03BF\u03C2 \u03BC\u03B5\u03AF\u03BD\u03B5\u03B9 \u03C3\u03C4\u03BF \u03BC\u03B7\u03B4\u03AD\u03BD, \u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03C4\u03BF\u03C5 \u03BD\u03B9\u03BA\u03B7\u03C4\u03AE \u03B4\u03B9\u03C0\u03BB\u03B1\u03C3\u03B9\u03AC\u03B6\u03BF\u03BD\u03C4\u03B1\u03B9.
rules-discard-upcard = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C0\u03B5\u03C4\u03AC\u03BE\u03B5\u03B9\u03C2 \u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03C0\u03BF\u03C5 \u03BC\u03CC\u03BB\u03B9\u03C2 \u03C0\u03AE\u03C1\u03B5\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1.
rules-no-discard-upcard = \u0394\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C0\u03B5\u03C4\u03AC\u03BE\u03B5\u03B9\u03C2 \u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03C0\u03BF\u03C5 \u03BC\u03CC\u03BB\u03B9\u03C2 \u03C0\u03AE\u03C1\u03B5\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1.

## The server's refusals, by their code
error-bad_message = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03C4\u03BF \u03BA\u03B1\u03C4\u03AC\u03BB\u03B1\u03B2\u03B5 \u03B1\u03C5\u03C4\u03CC.
error-too_large = \u0389\u03C4\u03B1\u03BD \u03C0\u03BF\u03BB\u03CD \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF.
error-not_authenticated = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03AC \u03C3\u03BF\u03C5 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B3\u03BD\u03C9\u03C3\u03C4\u03CC \u03B5\u03B4\u03CE. \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03BE\u03B1\u03BD\u03AC \u03CC\u03BD\u03BF\u03BC\u03B1.
error-unknown_table = \u0394\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03C4\u03AD\u03C4\u03BF\u03B9\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9.
error-no_seat = \u0394\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9\u03C2 \u03B8\u03AD\u03C3\u03B7 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9.
error-not_your_turn = \u0394\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B7 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5.
error-illegal = \u039F\u03B9 \u03BA\u03B1\u03BD\u03CC\u03BD\u03B5\u03C2 \u03B4\u03B5\u03BD \u03B5\u03C0\u03B9\u03C4\u03C1\u03AD\u03C0\u03BF\u03C5\u03BD \u03B1\u03C5\u03C4\u03AE \u03C4\u03B7\u03BD \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7.
error-not_allowed = \u0391\u03C5\u03C4\u03CC \u03B4\u03B5\u03BD \u03B5\u03C0\u03B9\u03C4\u03C1\u03AD\u03C0\u03B5\u03C4\u03B1\u03B9 \u03B5\u03B4\u03CE.
error-throttled = \u03A0\u03BF\u03BB\u03CD \u03B3\u03C1\u03AE\u03B3\u03BF\u03C1\u03B1: \u03C0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03B5 \u03BB\u03AF\u03B3\u03BF \u03BA\u03B1\u03B9 \u03BE\u03B1\u03BD\u03B1\u03B4\u03BF\u03BA\u03AF\u03BC\u03B1\u03C3\u03B5.
error-conflict = \u03A4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03AC\u03BB\u03BB\u03B1\u03BE\u03B5\xB7 \u03BA\u03BF\u03AF\u03C4\u03B1 \u03BE\u03B1\u03BD\u03AC \u03BA\u03B1\u03B9 \u03B1\u03C0\u03BF\u03C6\u03AC\u03C3\u03B9\u03C3\u03B5.
error-internal = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B1\u03C0\u03AD\u03C4\u03C5\u03C7\u03B5\xB7 \u03C4\u03AF\u03C0\u03BF\u03C4\u03B1 \u03B4\u03B5\u03BD \u03AC\u03BB\u03BB\u03B1\u03BE\u03B5.
error-not_found = \u0394\u03B5\u03BD \u03B2\u03C1\u03AD\u03B8\u03B7\u03BA\u03B5.
error-offline = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03C1\u03BF\u03C3\u03B2\u03AC\u03C3\u03B9\u03BC\u03BF\u03C2.
error-name-taken = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF (\u03AE \u03BC\u03BF\u03B9\u03AC\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03AD\u03BD\u03B1 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF). \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03AC\u03BB\u03BB\u03BF.
error-detail = \u039B\u03B5\u03C0\u03C4\u03BF\u03BC\u03AD\u03C1\u03B5\u03B9\u03B5\u03C2: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = \u039C\u03AD\u03B3\u03B5\u03B8\u03BF\u03C2 \u03C6\u03CD\u03BB\u03BB\u03C9\u03BD
card-size-small = \u039C\u03B9\u03BA\u03C1\u03AC
card-size-medium = \u039C\u03B5\u03C3\u03B1\u03AF\u03B1
card-size-large = \u039C\u03B5\u03B3\u03AC\u03BB\u03B1
settings-high-contrast = \u03A6\u03CD\u03BB\u03BB\u03B1 \u03C5\u03C8\u03B7\u03BB\u03AE\u03C2 \u03B1\u03BD\u03C4\u03AF\u03B8\u03B5\u03C3\u03B7\u03C2
`;var Fn=`# The browser game's words in English: the reference catalog.  Every other catalog
# has the same ids with the same variables (tests/test_web_catalogs.py checks it).
# docs/glossary.md lists the game's words in each language.

-game = Gin Rummy
app-title = { -game }
language-name = English

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = Three-player Gin
system-eaai = Gin (research rules)
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert

## Cards
rank-A = ace
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-T = ten
rank-J = jack
rank-Q = queen
rank-K = king
suit-s = spades
suit-h = hearts
suit-d = diamonds
suit-c = clubs
card-name = { $rank } of { $suit }
card-back = face-down card
card-stock = Stock, { $count ->
    [one] one card
   *[other] { $count } cards
  }
card-pile-empty = Discard pile, empty
card-pile = Discard pile, top card { $card }

## Home
home-tagline = The card game, played exactly, in your language.
name-prompt = What should other players call you?
name-label = Your name
name-save = Continue
name-change = Change name
play-computer = Play the computer
play-computer-start = Start
system-label = Game
level-label = Level
private-table = Play a friend
private-create = Create a private table
private-share = Send this link to your friend:
private-copy = Copy link
private-copied = Copied
quick-match = Quick match
quick-match-start = Find an opponent
quick-match-waiting = Looking for an opponent\u2026
quick-match-offer = Nobody came yet. Play the computer instead, or keep waiting.
quick-match-computer = Play the computer
quick-match-keep = Keep waiting
quick-match-cancel = Stop looking
open-tables = Open tables
open-tables-none = No open tables right now.
open-tables-join = Join
open-tables-watch = Watch
open-tables-refresh = Refresh
leaderboard = Leaderboard
leaderboard-none = Nobody is rated in this game yet.
leaderboard-rating = Rating
leaderboard-matches = Matches
leaderboard-name = Player
your-rating = Your rating: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Settings
settings-language = Language
settings-language-auto = The browser's language
settings-speed = Animation speed
speed-off = Off
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
settings-four-colour = Four-colour deck
fair-link = Fair shuffles: how to check
back-home = Home

## The table
table-title = Table { $code }
table-waiting = Waiting for a player to join\u2026
table-closed = This table was closed: nobody came to play.
table-share = Invite a friend with this link:
seat-empty = empty seat
seat-computer = Computer ({ $level })
seat-away = away
seat-offline = disconnected
seat-you = you
seat-dealer = dealer
seat-to-act = to play
seat-ready = ready
seat-sit = Take this seat
role-box = In the box
role-captain = Captain
role-out = Advisor (sitting out)
you-are-box = You are in the box: you play alone against the captain.
you-are-captain = You are the captain: your advisor suggests, you decide.
you-are-out = You are sitting out: you see the captain's hand and advise.
spectating = You are watching.
hand-number = Hand { $number }
stock = Stock
pile = Discard pile
knock-limit = Knock at { $limit } or less
knock-limit-gin = Gin only (ace upcard)
spades-double = Spades: this hand counts double
opponent-cards = { $name } holds { $count ->
    [one] one card
   *[other] { $count } cards
  }
opponent-known = Known in { $name }'s hand:
your-deadwood = Deadwood: { $deadwood }
your-deadwood-after = Deadwood { $deadwood } after your best discard
sort-label = Sort
sort-melds = Melds
sort-rank = Rank
sort-suit = Suit
sort-own = My order
hand-label = Your hand
hand-label-captain = The captain's hand
meld-label = Meld: { $cards }
deadwood-label = Deadwood card
turn-yours = Your turn
turn-theirs = { $name } to play
turn-clock = { $seconds ->
    [one] one second left
   *[other] { $seconds } seconds left
  }

## Actions
action-draw-stock = Draw from the stock
action-draw-discard = Take { $card }
action-take-pile = Take the top discard
action-pass = Pass
action-take-upcard = Take the upcard { $card }
action-discard = Discard { $card }
action-knock = Knock
action-knock-with = Knock, discarding { $card } face down
action-gin = Gin!
action-gin-with = Go gin, discarding { $card }
action-big-gin = Big gin!
action-choose-card = Choose a card to discard
action-cancel = Cancel
action-confirm = Confirm
confirm-gin = Go gin by discarding { $card }? All ten cards of your hand are in melds.
confirm-big-gin = Declare big gin? All eleven cards of your hand are in melds.
confirm-knock = Knock by discarding { $card } face down, with { $deadwood } deadwood?
arrange-title = Lay down your melds
arrange-option = { $melds ->
    [one] one meld
   *[other] { $melds } melds
  }, { $deadwood } deadwood
arrange-best = least deadwood
arrange-submit = Lay down
layoff-title = Lay down your melds and lay off
layoff-option = { $deadwood } deadwood after { $layoffs ->
    [0] no layoffs
    [one] one layoff
   *[other] { $layoffs } layoffs
  }
layoff-on = { $card } on { $meld }
layoff-submit = Lay down
hint = Hint
hints-title = The expert suggests
# Why the expert suggests an action: the parts of a hint's reason (docs/protocol.md,
# hints). $card is a card (Q\u2665), $chance, $undercut, $knock and $wait percentages,
# $points and $wait_points signed points, $expected and $deadwood numbers.
why-least-deadwood = least deadwood, fewest lay-offs
why-blind-draw = expected deadwood { $expected } after a blind draw
why-pass = pass: expected deadwood { $expected } after a blind draw
why-take = take { $card }: deadwood { $deadwood } after the best discard
why-joins-meld = joins a meld
why-can-knock = can knock
why-better-by-playouts = better by play-outs
why-big-gin = all eleven cards meld: big gin
why-discard = discard { $card }: deadwood { $deadwood }, expected { $expected }
why-take-next = can take { $card } if it is thrown next ({ $chance })
why-opponent-uses = { $chance } that the opponent can use it
why-play-on-best = best to play on, by play-outs
why-best-by-playouts = best by play-outs
why-gin = gin
why-knock = knock with { $deadwood }
why-knock-or-play-on = knock with { $deadwood }: expected { $points } points against { $wait_points } for playing on, { $undercut } undercut risk
why-match-chance = { $knock } against { $wait } to win the match
why-knock-expected = knock with { $deadwood }: expected { $points } points, { $undercut } undercut risk
why-wait = better to play on
undo = Undo
ready = Next hand
ready-waiting = Waiting for the others\u2026
leave = Leave the table
advise = Suggest this
advice-from = Your advisor suggests: { $action }
advice-sent = You suggested: { $action }
advice-none = No suggestion yet.
advice-withdraw = Take back the suggestion

## Events
event-draw-stock = { $name } drew from the stock
event-draw-stock-card = { $name } drew { $card } from the stock
event-draw-discard = { $name } took { $card }
event-pass = { $name } passed
event-discard = { $name } discarded { $card }
event-knock = { $name } knocked
event-big-gin = { $name } declared big gin
event-arrange = { $name } laid down melds
event-lay-off = { $name } laid down and laid off
event-undo = { $name } took back a move
event-advice = { $name } suggested: { $action }
event-advice-none = { $name } left the decision to the captain
event-deal = Hand { $hand } dealt; { $name } deals
event-ready = { $name } is ready
event-joined = { $name } sat down
event-by-timeout = (time ran out: the computer played)
event-by-away = (away: the computer played)
last-action = Last: { $action }
log-title = What happened

## The end of a hand
end-title = Hand { $hand }
outcome-gin = { $name } went gin
outcome-big_gin = { $name } went big gin
outcome-knock = { $name } knocked and won
outcome-undercut = Undercut! { $name } wins
outcome-draw = A drawn hand: nobody scores
draw-stock = Only two cards were left in the stock.
draw-max_turns = The turn limit was reached.
end-knocker = { $name } knocked
end-defender = { $name } defended
end-melds = Melds
end-deadwood = Deadwood: { $deadwood }
end-layoffs = Laid off
end-score-difference = Deadwood difference
end-score-bonus = Bonus
end-score-multiplier = Spade double
end-score-points = { $name } scores { $points }
end-games = Entered in { $games }
end-verified = Deck verified
end-verify-failed = The deck does not match its commitment!
end-verify-unavailable = This browser checks a deck only over HTTPS or on the server's own machine: check this one with ginrummy verify.
end-verify-how = What this proves
match-over = The match is over
match-winner = { $name } wins the match
match-draw = The match is drawn
match-totals = Final totals
match-replay = Replay the match
match-record = Download the game record
match-again = Play again

## The score sheet
score-title = Score
score-game = Game { $number }
score-target = to { $target }
score-hands-won = { $count ->
    [one] one hand won
   *[other] { $count } hands won
  }
score-finished = finished

## Fairness
fair-title = Fair shuffles
fair-commitment = Before the deal the server committed to the deck: { $hash }
fair-body-1 = Before each hand is dealt, the server shows a commitment: the SHA-256 hash of the shuffled deck and a secret salt. It cannot change the deck afterwards without the hash changing.
fair-body-2 = When the hand ends, the server reveals the deck and the salt. Your browser hashes them itself and compares: "Deck verified" means the cards were dealt from the deck fixed before the hand began, so nobody, not even the server, arranged the cards after seeing the play.
fair-body-3 = To check a whole match yourself, download its game record and run:
fair-body-4 = The shuffle itself comes from the operating system's secure random generator.

## Replay
replay-title = Replay
replay-hand = Hand { $number }
replay-step = Step { $step } of { $steps }
replay-first = First
replay-prev = Back
replay-next = Forward
replay-last = Last
replay-loading = Loading the record\u2026
replay-not-finished = This match is not finished yet.

## Chat
chat = Chat
chat-placeholder = Say something
chat-send = Send
chat-preset-hello = Hello!
chat-preset-good-luck = Good luck!
chat-preset-nice = Nice play!
chat-preset-thanks = Thanks!
chat-preset-good-game = Good game!
chat-preset-rematch = Another one?

## Connection
link-reconnecting = Connection lost. Reconnecting\u2026
link-closed = Disconnected from the table.
link-offline = The server cannot be reached.
loading = Loading\u2026

## Rules panel
rules = Rules
rules-target = A game is played to { $target } points.
rules-knock-limit = You may knock with { $limit } deadwood or less.
rules-knock-from-upcard = The first upcard sets the knock limit (an ace: gin only).
rules-spades-double = A spade upcard doubles the hand's score.
rules-gin-bonus = Gin scores a bonus of { $bonus }.
rules-undercut-bonus = An undercut scores a bonus of { $bonus }.
rules-big-gin = Big gin (all eleven cards in melds) scores { $bonus }.
rules-no-big-gin = No big gin.
rules-hollywood = Hollywood: three games are scored at once.
rules-three-player = Three players: one in the box plays the captain, who is advised by the player sitting out.
rules-line-bonus = Each hand won adds { $bonus } at the end.
rules-game-bonus = Winning the game adds { $bonus }.
rules-shutout = A shutout doubles the winner's score.
rules-discard-upcard = You may discard the card you just took from the pile.
rules-no-discard-upcard = You may not discard the card you just took from the pile.

## The server's refusals, by their code
error-bad_message = The server did not understand that.
error-too_large = That was too long.
error-not_authenticated = Your name is not known here. Choose a name again.
error-unknown_table = There is no such table.
error-no_seat = You have no seat at this table.
error-not_your_turn = It is not your turn.
error-illegal = The rules do not allow that move.
error-not_allowed = That is not allowed here.
error-throttled = Too fast: wait a moment and try again.
error-conflict = The table changed; look again and decide.
error-internal = The server failed; nothing changed.
error-not_found = Not found.
error-offline = The server cannot be reached.
error-name-taken = That name is taken (or looks like one that is). Choose another.
error-detail = Details: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Card size
card-size-small = Small
card-size-medium = Medium
card-size-large = Large
settings-high-contrast = High-contrast cards
`;var Bn=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# A case ending or article cannot be attached to a variable: { $name } and { $card }
# stand bare, mostly after "\u055D" ("\u0540\u0565\u0580\u0569\u0568\u055D { $name }") or as the subject of a verb.
# Plurals: "one" is 0 and 1 in Armenian (CLDR), so both variants show the number.

-game = \u054B\u056B\u0576 \u057C\u0561\u0574\u056B
app-title = { -game }
language-name = \u0540\u0561\u0575\u0565\u0580\u0565\u0576

## Systems and levels
system-standard = \u054B\u056B\u0576
system-oklahoma = \u0555\u056F\u056C\u0561\u0570\u0578\u0574\u0561 \u057B\u056B\u0576
system-hollywood = \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564 \u057B\u056B\u0576
system-oklahoma-hollywood = \u0555\u056F\u056C\u0561\u0570\u0578\u0574\u0561 \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564 \u057B\u056B\u0576
system-three-player = \u054B\u056B\u0576 \u0565\u0580\u0565\u0584\u0578\u057E
system-eaai = \u054B\u056B\u0576 (\u0570\u0565\u057F\u0561\u0566\u0578\u057F\u0561\u056F\u0561\u0576 \u056F\u0561\u0576\u0578\u0576\u0576\u0565\u0580)
level-easy = \u0540\u0565\u0577\u057F
level-medium = \u0544\u056B\u057B\u056B\u0576
level-hard = \u0532\u0561\u0580\u0564
level-expert = \u054E\u0561\u0580\u057A\u0565\u057F

## Cards
# A card is named suit (genitive) then rank, as Armenian players say it:
# "\u057D\u0580\u057F\u056B \u0564\u0561\u0574\u0561", "\u0572\u0561\u057C\u056B \u057F\u0578\u0582\u0566"; so suit-* are the genitive forms.
rank-A = \u057F\u0578\u0582\u0566
rank-2 = \u0565\u0580\u056F\u0578\u0582
rank-3 = \u0565\u0580\u0565\u0584
rank-4 = \u0579\u0578\u0580\u057D
rank-5 = \u0570\u056B\u0576\u0563
rank-6 = \u057E\u0565\u0581
rank-7 = \u0575\u0578\u0569
rank-8 = \u0578\u0582\u0569
rank-9 = \u056B\u0576\u0568
rank-T = \u057F\u0561\u057D\u0568
rank-J = \u057E\u0561\u056C\u0565\u057F
rank-Q = \u0564\u0561\u0574\u0561
rank-K = \u0569\u0561\u0563\u0561\u057E\u0578\u0580
suit-s = \u0572\u0561\u057C\u056B
suit-h = \u057D\u0580\u057F\u056B
suit-d = \u0584\u0575\u0561\u0583\u056B
suit-c = \u056D\u0561\u0579\u056B
card-name = { $suit } { $rank }
card-back = \u0583\u0561\u056F \u0584\u0561\u0580\u057F
card-stock = \u053F\u0561\u057A\u0578\u0582\u056F, { $count ->
    [one] { $count } \u0584\u0561\u0580\u057F
   *[other] { $count } \u0584\u0561\u0580\u057F
  }
card-pile-empty = \u0546\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580, \u0564\u0561\u057F\u0561\u0580\u056F
card-pile = \u0546\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580, \u057E\u0565\u0580\u0587\u0578\u0582\u0574\u055D { $card }

## Home
home-tagline = \u0539\u0572\u0569\u0561\u056D\u0561\u0572\u0568\u055D \u0573\u0577\u0563\u0580\u056B\u057F \u056F\u0561\u0576\u0578\u0576\u0576\u0565\u0580\u0578\u057E, \u0584\u0578 \u056C\u0565\u0566\u057E\u0578\u057E\u0589
name-prompt = \u053B\u0576\u0579\u057A\u0565\u055E\u057D \u0584\u0565\u0566 \u0561\u0576\u057E\u0561\u0576\u0565\u0576 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0576\u0565\u0580\u0568\u0589
name-label = \u0554\u0578 \u0561\u0576\u0578\u0582\u0576\u0568
name-save = \u0547\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C
name-change = \u0553\u0578\u056D\u0565\u056C \u0561\u0576\u0578\u0582\u0576\u0568
play-computer = \u053D\u0561\u0572\u0561\u056C \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574
play-computer-start = \u054D\u056F\u057D\u0565\u056C
system-label = \u053D\u0561\u0572
level-label = \u0544\u0561\u056F\u0561\u0580\u0564\u0561\u056F
private-table = \u053D\u0561\u0572\u0561\u056C \u0568\u0576\u056F\u0565\u0580\u0578\u057B \u0570\u0565\u057F
private-create = \u054D\u057F\u0565\u0572\u056E\u0565\u056C \u0583\u0561\u056F \u057D\u0565\u0572\u0561\u0576
private-share = \u0548\u0582\u0572\u0561\u0580\u056F\u056B\u0580 \u0561\u0575\u057D \u0570\u0572\u0578\u0582\u0574\u0568 \u0568\u0576\u056F\u0565\u0580\u0578\u057B\u0564\u055D
private-copy = \u054A\u0561\u057F\u0573\u0565\u0576\u0565\u056C \u0570\u0572\u0578\u0582\u0574\u0568
private-copied = \u054A\u0561\u057F\u0573\u0565\u0576\u057E\u0561\u056E \u0567
quick-match = \u0531\u0580\u0561\u0563 \u056D\u0561\u0572
quick-match-start = \u0533\u057F\u0576\u0565\u056C \u0574\u0580\u0581\u0561\u056F\u056B\u0581
quick-match-waiting = \u0544\u0580\u0581\u0561\u056F\u056B\u0581 \u0565\u0576\u0584 \u0583\u0576\u057F\u0580\u0578\u0582\u0574\u2026
quick-match-offer = \u0534\u0565\u057C \u0578\u0579 \u0578\u0584 \u0579\u056B \u0565\u056F\u0565\u056C\u0589 \u053D\u0561\u0572\u0561 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574 \u056F\u0561\u0574 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u056B\u0580 \u057D\u057A\u0561\u057D\u0565\u056C\u0589
quick-match-computer = \u053D\u0561\u0572\u0561\u056C \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574
quick-match-keep = \u0547\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C \u057D\u057A\u0561\u057D\u0565\u056C
quick-match-cancel = \u0534\u0561\u0564\u0561\u0580\u0565\u0581\u0576\u0565\u056C \u0578\u0580\u0578\u0576\u0578\u0582\u0574\u0568
open-tables = \u0532\u0561\u0581 \u057D\u0565\u0572\u0561\u0576\u0576\u0565\u0580
open-tables-none = \u0540\u056B\u0574\u0561 \u0562\u0561\u0581 \u057D\u0565\u0572\u0561\u0576\u0576\u0565\u0580 \u0579\u056F\u0561\u0576\u0589
open-tables-join = \u0546\u057D\u057F\u0565\u056C
open-tables-watch = \u0534\u056B\u057F\u0565\u056C
open-tables-refresh = \u0539\u0561\u0580\u0574\u0561\u0581\u0576\u0565\u056C
leaderboard = \u0531\u057C\u0561\u057B\u0561\u057F\u0561\u0580\u0576\u0565\u0580
leaderboard-none = \u0531\u0575\u057D \u056D\u0561\u0572\u0578\u0582\u0574 \u0564\u0565\u057C \u0578\u0579 \u0578\u0584 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577 \u0579\u0578\u0582\u0576\u056B\u0589
leaderboard-rating = \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577
leaderboard-matches = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580
leaderboard-name = \u053D\u0561\u0572\u0561\u0581\u0578\u0572
your-rating = \u0554\u0578 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0568\u055D { NUMBER($rating, maximumFractionDigits: 1) }
settings = \u053F\u0561\u0580\u0563\u0561\u057E\u0578\u0580\u0578\u0582\u0574\u0576\u0565\u0580
settings-language = \u053C\u0565\u0566\u0578\u0582
settings-language-auto = \u0534\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u056B \u056C\u0565\u0566\u0578\u0582\u0576
settings-speed = \u0531\u0576\u056B\u0574\u0561\u0581\u056B\u0561\u0575\u056B \u0561\u0580\u0561\u0563\u0578\u0582\u0569\u0575\u0578\u0582\u0576
speed-off = \u0531\u0576\u057B\u0561\u057F\u057E\u0561\u056E
speed-slow = \u0534\u0561\u0576\u0564\u0561\u0572
speed-normal = \u054D\u0578\u057E\u0578\u0580\u0561\u056F\u0561\u0576
speed-fast = \u0531\u0580\u0561\u0563
settings-four-colour = \u0549\u0578\u0580\u057D \u0563\u0578\u0582\u0575\u0576\u056B \u056F\u0561\u057A\u0578\u0582\u056F
fair-link = \u0531\u0566\u0576\u056B\u057E \u056D\u0561\u057C\u0576\u0578\u0582\u0574. \u056B\u0576\u0579\u057A\u0565\u057D \u057D\u057F\u0578\u0582\u0563\u0565\u056C
back-home = \u0533\u056C\u056D\u0561\u057E\u0578\u0580

## The table
table-title = \u054D\u0565\u0572\u0561\u0576 { $code }
table-waiting = \u054D\u057A\u0561\u057D\u0578\u0582\u0574 \u0565\u0576\u0584, \u0578\u0580 \u056D\u0561\u0572\u0561\u0581\u0578\u0572 \u0576\u057D\u057F\u056B\u2026
table-closed = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u0568 \u0583\u0561\u056F\u057E\u0565\u0581. \u0578\u0579 \u0578\u0584 \u0579\u0565\u056F\u0561\u057E \u056D\u0561\u0572\u0561\u056C\u0578\u0582\u0589
table-share = \u0540\u0580\u0561\u057E\u056B\u0580\u056B\u0580 \u0568\u0576\u056F\u0565\u0580\u0578\u057B\u0564 \u0561\u0575\u057D \u0570\u0572\u0578\u0582\u0574\u0578\u057E\u055D
seat-empty = \u0561\u0566\u0561\u057F \u057F\u0565\u0572
seat-computer = \u0540\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579 ({ $level })
seat-away = \u0562\u0561\u0581\u0561\u056F\u0561
seat-offline = \u056F\u0561\u057A\u0568 \u056D\u0566\u057E\u0561\u056E \u0567
seat-you = \u0564\u0578\u0582
seat-dealer = \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567
seat-to-act = \u056D\u0561\u0572\u0578\u0582\u0574 \u0567
seat-ready = \u057A\u0561\u057F\u0580\u0561\u057D\u057F \u0567
seat-sit = \u0546\u057D\u057F\u0565\u056C \u0561\u0575\u057D\u057F\u0565\u0572
role-box = \u054F\u0578\u0582\u0583\u0578\u0582\u0574
role-captain = \u0531\u057E\u0561\u0563
role-out = \u053D\u0578\u0580\u0570\u0580\u0564\u0561\u057F\u0578\u0582 (\u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D)
you-are-box = \u0534\u0578\u0582 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0565\u057D. \u0574\u0565\u0576\u0561\u056F \u0565\u057D \u056D\u0561\u0572\u0578\u0582\u0574 \u0561\u057E\u0561\u0563\u056B \u0564\u0565\u0574\u0589
you-are-captain = \u0534\u0578\u0582 \u0561\u057E\u0561\u0563\u0576 \u0565\u057D. \u056D\u0578\u0580\u0570\u0580\u0564\u0561\u057F\u0578\u0582\u0564 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0578\u0582\u0574 \u0567, \u0564\u0578\u0582 \u0565\u057D \u0578\u0580\u0578\u0577\u0578\u0582\u0574\u0589
you-are-out = \u0534\u0578\u0582 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0565\u057D. \u057F\u0565\u057D\u0576\u0578\u0582\u0574 \u0565\u057D \u0561\u057E\u0561\u0563\u056B \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0587 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u057F\u0561\u056C\u056B\u057D\u0589
spectating = \u0534\u0578\u0582 \u0564\u056B\u057F\u0578\u0582\u0574 \u0565\u057D\u0589
hand-number = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $number }
stock = \u053F\u0561\u057A\u0578\u0582\u056F
pile = \u0546\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580
knock-limit = \u0539\u0561\u056F\u0565\u056C\u055D { $limit } \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u056B \u0584\u056B\u0579 \u0574\u056B\u0561\u057E\u0578\u0580\u0578\u057E
knock-limit-gin = \u0544\u056B\u0561\u0575\u0576 \u057B\u056B\u0576 (\u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u057F\u0578\u0582\u0566 \u0567)
spades-double = \u0542\u0561\u057C. \u0561\u0575\u057D \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u0567 \u056F\u0580\u056F\u0576\u0561\u056F\u056B
opponent-cards = { $name }\u055D { $count ->
    [one] { $count } \u0584\u0561\u0580\u057F
   *[other] { $count } \u0584\u0561\u0580\u057F
  }
opponent-known = \u0540\u0561\u0575\u057F\u0576\u056B \u0584\u0561\u0580\u057F\u0565\u0580 ({ $name })\u055D
your-deadwood = \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $deadwood }
your-deadwood-after = \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580 \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576 \u0576\u0565\u057F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578\u055D { $deadwood }
sort-label = \u0534\u0561\u057D\u0561\u057E\u0578\u0580\u0565\u056C
sort-melds = \u053F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580
sort-rank = \u0531\u0580\u056A\u0565\u0584
sort-suit = \u0544\u0561\u057D\u057F
sort-own = \u053B\u0574 \u0570\u0565\u0580\u0569\u0561\u056F\u0561\u0576\u0578\u0582\u0569\u0575\u0561\u0574\u0562
hand-label = \u0554\u0578 \u0584\u0561\u0580\u057F\u0565\u0580\u0568
hand-label-captain = \u0531\u057E\u0561\u0563\u056B \u0584\u0561\u0580\u057F\u0565\u0580\u0568
meld-label = \u053F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u055D { $cards }
deadwood-label = \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F
turn-yours = \u0554\u0578 \u0570\u0565\u0580\u0569\u0576 \u0567
turn-theirs = \u0540\u0565\u0580\u0569\u0568\u055D { $name }
turn-clock = { $seconds ->
    [one] \u0574\u0576\u0561\u0581 { $seconds } \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576
   *[other] \u0574\u0576\u0561\u0581 { $seconds } \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576
  }

## Actions
action-draw-stock = \u0554\u0561\u0577\u0565\u056C \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581
action-draw-discard = \u054E\u0565\u0580\u0581\u0576\u0565\u056C { $card }
action-take-pile = \u054E\u0565\u0580\u0581\u0576\u0565\u056C \u057E\u0565\u0580\u057B\u056B\u0576 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0568
action-pass = \u054A\u0561\u057D
action-take-upcard = \u054E\u0565\u0580\u0581\u0576\u0565\u056C \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568\u055D { $card }
action-discard = \u0546\u0565\u057F\u0565\u056C { $card }
action-knock = \u0539\u0561\u056F\u0565\u056C
action-knock-with = \u0539\u0561\u056F\u0565\u056C\u055D \u0583\u0561\u056F \u0576\u0565\u057F\u0565\u056C\u0578\u057E { $card }
action-gin = \u054B\u056B\u0576!
action-gin-with = \u054B\u056B\u0576\u055D \u0576\u0565\u057F\u0565\u056C\u0578\u057E { $card }
action-big-gin = \u0544\u0565\u056E \u057B\u056B\u0576!
action-choose-card = \u0538\u0576\u057F\u0580\u056B\u0580 \u0576\u0565\u057F\u0565\u056C\u0578\u0582 \u0584\u0561\u0580\u057F\u0568
action-cancel = \u0549\u0565\u0572\u0561\u0580\u056F\u0565\u056C
action-confirm = \u0540\u0561\u057D\u057F\u0561\u057F\u0565\u056C
confirm-gin = \u054B\u056B\u0576 \u0561\u0576\u0565\u055E\u056C\u055D \u0576\u0565\u057F\u0565\u056C\u0578\u057E { $card }\u0589 \u0554\u0578 \u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0568 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u0565\u0576\u0589
confirm-big-gin = \u0540\u0561\u0575\u057F\u0561\u0580\u0561\u0580\u0565\u055E\u056C \u0574\u0565\u056E \u057B\u056B\u0576\u0589 \u0554\u0578 \u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0576\u0574\u0565\u056F \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u0565\u0576\u0589
confirm-knock = \u0539\u0561\u056F\u0565\u055E\u056C\u055D \u0583\u0561\u056F \u0576\u0565\u057F\u0565\u056C\u0578\u057E { $card }, \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $deadwood }\u0589
arrange-title = \u0532\u0561\u0581\u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0564
arrange-option = { $melds ->
    [one] { $melds } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561
   *[other] { $melds } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561
  }, \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }
arrange-best = \u0561\u0574\u0565\u0576\u0561\u0584\u056B\u0579 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0568
arrange-submit = \u0532\u0561\u0581\u0565\u056C
layoff-title = \u0532\u0561\u0581\u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0564 \u0587 \u056F\u0581\u056B\u0580 \u0584\u0561\u0580\u057F\u0565\u0580
layoff-option = \u0531\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }, { $layoffs ->
    [0] \u0561\u057C\u0561\u0576\u0581 \u056F\u0581\u0565\u056C\u0578\u0582
    [one] \u056F\u0581\u057E\u0561\u056E\u055D { $layoffs } \u0584\u0561\u0580\u057F
   *[other] \u056F\u0581\u057E\u0561\u056E\u055D { $layoffs } \u0584\u0561\u0580\u057F
  }
layoff-on = { $card }\u055D { $meld } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B\u0576
layoff-submit = \u0532\u0561\u0581\u0565\u056C
hint = \u0540\u0578\u0582\u0577\u0578\u0582\u0574
hints-title = \u054E\u0561\u0580\u057A\u0565\u057F\u0576 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0578\u0582\u0574 \u0567
why-least-deadwood = \u0561\u0574\u0565\u0576\u0561\u0584\u056B\u0579 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0568, \u0561\u0574\u0565\u0576\u0561\u0584\u056B\u0579 \u056F\u0581\u0578\u0582\u0574\u0576\u0565\u0580\u0568
why-blind-draw = \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0568 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0584\u0561\u0577\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578\u055D { $expected }
why-pass = \u057A\u0561\u057D\u2024 \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0568 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0584\u0561\u0577\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578\u055D { $expected }
why-take = \u057E\u0565\u0580\u0581\u0576\u0565\u056C { $card }\u2024 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood } \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576 \u0576\u0565\u057F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578
why-joins-meld = \u0574\u057F\u0576\u0578\u0582\u0574 \u0567 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B \u0574\u0565\u057B
why-can-knock = \u056F\u0561\u0580\u0565\u056C\u056B \u0567 \u0569\u0561\u056F\u0565\u056C
why-better-by-playouts = \u0561\u057E\u0565\u056C\u056B \u056C\u0561\u057E \u0567 \u0568\u057D\u057F \u057D\u056B\u0574\u0578\u0582\u056C\u0575\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B
why-big-gin = \u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0576\u0574\u0565\u056F \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u0565\u0576\u055D \u0574\u0565\u056E \u057B\u056B\u0576
why-discard = \u0576\u0565\u057F\u0565\u056C { $card }\u2024 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }, \u057D\u057A\u0561\u057D\u057E\u0578\u0572\u055D { $expected }
why-take-next = \u056F\u0561\u0580\u0565\u056C\u056B \u0567 \u057E\u0565\u0580\u0581\u0576\u0565\u056C { $card }, \u0565\u0569\u0565 \u0570\u0561\u057B\u0578\u0580\u0564\u056B\u057E \u0576\u0565\u057F\u057E\u056B ({ $chance })
why-opponent-uses = { $chance } \u0570\u0561\u057E\u0561\u0576\u0561\u056F\u0561\u0576\u0578\u0582\u0569\u0575\u0578\u0582\u0576, \u0578\u0580 \u0574\u0580\u0581\u0561\u056F\u0581\u056B\u0576 \u057A\u0565\u057F\u0584 \u0567
why-play-on-best = \u0568\u057D\u057F \u057D\u056B\u0574\u0578\u0582\u056C\u0575\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B\u055D \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576\u0568 \u056D\u0561\u0572\u0568 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0576 \u0567
why-best-by-playouts = \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576\u0576 \u0568\u057D\u057F \u057D\u056B\u0574\u0578\u0582\u056C\u0575\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B
why-gin = \u057B\u056B\u0576
why-knock = \u0569\u0561\u056F\u0565\u056C { $deadwood } \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E
why-knock-or-play-on = \u0569\u0561\u056F\u0565\u056C { $deadwood } \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E\u2024 \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $points }, \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0578\u0582 \u0564\u0565\u057A\u0584\u0578\u0582\u0574\u055D { $wait_points }, \u0570\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u056B \u057C\u056B\u057D\u056F\u055D { $undercut }
why-match-chance = \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0570\u0561\u0572\u0569\u0565\u056C\u0578\u0582 \u0570\u0561\u057E\u0561\u0576\u0561\u056F\u0561\u0576\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u055D { $knock }, \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0578\u0582 \u0564\u0565\u057A\u0584\u0578\u0582\u0574\u055D { $wait }
why-knock-expected = \u0569\u0561\u056F\u0565\u056C { $deadwood } \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E\u2024 \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $points }, \u0570\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u056B \u057C\u056B\u057D\u056F\u055D { $undercut }
why-wait = \u0561\u057E\u0565\u056C\u056B \u056C\u0561\u057E \u0567 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C
undo = \u0540\u0565\u057F\u0561\u0580\u056F\u0565\u056C
ready = \u0540\u0561\u057B\u0578\u0580\u0564 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574
ready-waiting = \u054D\u057A\u0561\u057D\u0578\u0582\u0574 \u0565\u0576\u0584 \u0574\u0575\u0578\u0582\u057D\u0576\u0565\u0580\u056B\u0576\u2026
leave = \u053C\u0584\u0565\u056C \u057D\u0565\u0572\u0561\u0576\u0568
advise = \u0531\u057C\u0561\u057B\u0561\u0580\u056F\u0565\u056C \u057D\u0561
advice-from = \u053D\u0578\u0580\u0570\u0580\u0564\u0561\u057F\u0578\u0582\u0564 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0578\u0582\u0574 \u0567\u055D { $action }
advice-sent = \u0534\u0578\u0582 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0565\u0581\u056B\u0580\u055D { $action }
advice-none = \u0534\u0565\u057C \u0561\u057C\u0561\u057B\u0561\u0580\u056F \u0579\u056F\u0561\u0589
advice-withdraw = \u0540\u0565\u057F \u057E\u0565\u0580\u0581\u0576\u0565\u056C \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0568

## Events
event-draw-stock = { $name } \u0584\u0561\u0577\u0565\u0581 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581
event-draw-stock-card = { $name } \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0584\u0561\u0577\u0565\u0581 { $card }
event-draw-discard = { $name } \u057E\u0565\u0580\u0581\u0580\u0565\u0581 { $card }
event-pass = { $name } \u057A\u0561\u057D \u0561\u057D\u0561\u0581
event-discard = { $name } \u0576\u0565\u057F\u0565\u0581 { $card }
event-knock = { $name } \u0569\u0561\u056F\u0565\u0581
event-big-gin = { $name } \u0570\u0561\u0575\u057F\u0561\u0580\u0561\u0580\u0565\u0581 \u0574\u0565\u056E \u057B\u056B\u0576
event-arrange = { $name } \u0562\u0561\u0581\u0565\u0581 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568
event-lay-off = { $name } \u0562\u0561\u0581\u0565\u0581 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568 \u0587 \u056F\u0581\u0565\u0581 \u0584\u0561\u0580\u057F\u0565\u0580
event-undo = { $name } \u0570\u0565\u057F \u057E\u0565\u0580\u0581\u0580\u0565\u0581 \u0584\u0561\u0575\u056C\u0568
event-advice = { $name } \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0565\u0581\u055D { $action }
event-advice-none = { $name } \u0578\u0580\u0578\u0577\u0578\u0582\u0574\u0568 \u0569\u0578\u0572\u0565\u0581 \u0561\u057E\u0561\u0563\u056B\u0576
event-deal = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $hand }, \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567\u055D { $name }
event-ready = { $name } \u057A\u0561\u057F\u0580\u0561\u057D\u057F \u0567
event-joined = { $name } \u0576\u057D\u057F\u0565\u0581 \u057D\u0565\u0572\u0561\u0576\u056B \u0577\u0578\u0582\u0580\u057B
event-by-timeout = (\u056A\u0561\u0574\u0561\u0576\u0561\u056F\u0568 \u057D\u057A\u0561\u057C\u057E\u0565\u0581. \u056D\u0561\u0572\u0561\u0581 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579\u0568)
event-by-away = (\u0562\u0561\u0581\u0561\u056F\u0561 \u0567. \u056D\u0561\u0572\u0561\u0581 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579\u0568)
last-action = \u054E\u0565\u0580\u057B\u056B\u0576 \u0584\u0561\u0575\u056C\u0568\u055D { $action }
log-title = \u053B\u0576\u0579 \u0565\u0572\u0561\u057E

## The end of a hand
end-title = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $hand }
outcome-gin = { $name } \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
outcome-big_gin = { $name } \u0574\u0565\u056E \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
outcome-knock = { $name } \u0569\u0561\u056F\u0565\u0581 \u0587 \u0570\u0561\u0572\u0569\u0565\u0581
outcome-undercut = \u0540\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E! \u0540\u0561\u0572\u0569\u0578\u0582\u0574 \u0567\u055D { $name }
outcome-draw = \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574. \u0578\u0579 \u0578\u0584 \u0574\u056B\u0561\u057E\u0578\u0580 \u0579\u056B \u057D\u057F\u0561\u0576\u0578\u0582\u0574
draw-stock = \u053F\u0561\u057A\u0578\u0582\u056F\u0578\u0582\u0574 \u0574\u0576\u0561\u0581 \u0568\u0576\u0564\u0561\u0574\u0565\u0576\u0568 \u0565\u0580\u056F\u0578\u0582 \u0584\u0561\u0580\u057F\u0589
draw-max_turns = \u0554\u0561\u0575\u056C\u0565\u0580\u056B \u057D\u0561\u0570\u0574\u0561\u0576\u0568 \u056C\u0580\u0561\u0581\u0561\u057E\u0589
end-knocker = \u0539\u0561\u056F\u0565\u0581\u055D { $name }
end-defender = \u054A\u0561\u0577\u057F\u057A\u0561\u0576\u057E\u0565\u0581\u055D { $name }
end-melds = \u053F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580
end-deadwood = \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $deadwood }
end-layoffs = \u053F\u0581\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580
end-score-difference = \u0531\u057E\u0565\u056C\u0578\u0580\u0564\u056B \u057F\u0561\u0580\u0562\u0565\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576
end-score-bonus = \u0532\u0578\u0576\u0578\u0582\u057D
end-score-multiplier = \u0542\u0561\u057C\u056B \u056F\u0580\u056F\u0576\u0561\u057A\u0561\u057F\u056F\u0578\u0582\u0574
end-score-points = { $name } \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 { $points } \u0574\u056B\u0561\u057E\u0578\u0580
end-games = \u0533\u0580\u0561\u0576\u0581\u057E\u0565\u0581 \u057A\u0561\u0580\u057F\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574\u055D { $games }
end-verified = \u053F\u0561\u057A\u0578\u0582\u056F\u0568 \u057D\u057F\u0578\u0582\u0563\u057E\u0561\u056E \u0567
end-verify-failed = \u053F\u0561\u057A\u0578\u0582\u056F\u0568 \u0579\u056B \u0570\u0561\u0574\u0561\u057A\u0561\u057F\u0561\u057D\u056D\u0561\u0576\u0578\u0582\u0574 \u056B\u0580 \u057A\u0561\u0580\u057F\u0561\u057E\u0578\u0580\u0578\u0582\u0569\u0575\u0561\u0576\u0568\u0589
end-verify-unavailable = \u0531\u0575\u057D \u0564\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u0568 \u056F\u0561\u057A\u0578\u0582\u056F\u0568 \u057D\u057F\u0578\u0582\u0563\u0578\u0582\u0574 \u0567 \u0574\u056B\u0561\u0575\u0576 HTTPS-\u0578\u057E \u056F\u0561\u0574 \u057D\u0565\u0580\u057E\u0565\u0580\u056B \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u0578\u0582\u0574\u0589 \u054D\u057F\u0578\u0582\u0563\u0565\u0584 \u0561\u0575\u057D \u0574\u0565\u056F\u0568 ginrummy verify-\u0578\u057E\u0589
end-verify-how = \u053B\u055E\u0576\u0579 \u0567 \u057D\u0561 \u0561\u057A\u0561\u0581\u0578\u0582\u0581\u0578\u0582\u0574
match-over = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u0581
match-winner = \u0540\u0561\u0576\u0564\u056B\u057A\u0574\u0561\u0576 \u0570\u0561\u0572\u0569\u0578\u0572\u055D { $name }
match-draw = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u0581 \u0578\u0579-\u0578\u0584\u056B
match-totals = \u054E\u0565\u0580\u057B\u0576\u0561\u056F\u0561\u0576 \u0570\u0561\u0577\u056B\u057E
match-replay = \u054E\u0565\u0580\u0561\u0564\u056B\u057F\u0565\u056C \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568
match-record = \u0546\u0565\u0580\u0562\u0565\u057C\u0576\u0565\u056C \u056D\u0561\u0572\u056B \u0563\u0580\u0561\u057C\u0578\u0582\u0574\u0568
match-again = \u053D\u0561\u0572\u0561\u056C \u0576\u0578\u0580\u056B\u0581

## The score sheet
score-title = \u0540\u0561\u0577\u056B\u057E
score-game = \u054A\u0561\u0580\u057F\u056B\u0561 { $number }
score-target = \u0574\u056B\u0576\u0579\u0587 { $target }
score-hands-won = { $count ->
    [one] \u0570\u0561\u0572\u0569\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u055D { $count }
   *[other] \u0570\u0561\u0572\u0569\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u055D { $count }
  }
score-finished = \u0561\u057E\u0561\u0580\u057F\u057E\u0561\u056E

## Fairness
fair-title = \u0531\u0566\u0576\u056B\u057E \u056D\u0561\u057C\u0576\u0578\u0582\u0574
fair-commitment = \u0532\u0561\u056A\u0561\u0576\u0565\u056C\u0578\u0582\u0581 \u0561\u057C\u0561\u057B \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u057A\u0561\u0580\u057F\u0561\u057E\u0578\u0580\u057E\u0565\u0581 \u056F\u0561\u057A\u0578\u0582\u056F\u056B \u0570\u0561\u0574\u0561\u0580\u055D { $hash }
fair-body-1 = \u0531\u0574\u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0561\u057C\u0561\u057B \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0581\u0578\u0582\u0575\u0581 \u0567 \u057F\u0561\u056C\u056B\u057D \u057A\u0561\u0580\u057F\u0561\u057E\u0578\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u055D \u056D\u0561\u057C\u0576\u057E\u0561\u056E \u056F\u0561\u057A\u0578\u0582\u056F\u056B \u0587 \u0563\u0561\u0572\u057F\u0576\u056B \xAB\u0561\u0572\u056B\xBB SHA-256 \u0570\u0565\u0577\u0568\u0589 \u0534\u0580\u0561\u0576\u056B\u0581 \u0570\u0565\u057F\u0578 \u0576\u0561 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u0583\u0578\u056D\u0565\u056C \u056F\u0561\u057A\u0578\u0582\u056F\u0568\u055D \u0561\u057C\u0561\u0576\u0581 \u0570\u0565\u0577\u0568 \u0583\u0578\u056D\u0565\u056C\u0578\u0582\u0589
fair-body-2 = \u0535\u0580\u0562 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0578\u0582\u0574 \u0567, \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0562\u0561\u0581\u0561\u0570\u0561\u0575\u057F\u0578\u0582\u0574 \u0567 \u056F\u0561\u057A\u0578\u0582\u056F\u0568 \u0587 \u0561\u0572\u0568\u0589 \u0554\u0578 \u0564\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u0568 \u056B\u0576\u0584\u0576 \u0567 \u0570\u0561\u0577\u057E\u0578\u0582\u0574 \u0564\u0580\u0561\u0576\u0581 \u0570\u0565\u0577\u0568 \u0587 \u0570\u0561\u0574\u0565\u0574\u0561\u057F\u0578\u0582\u0574. \xAB\u053F\u0561\u057A\u0578\u0582\u056F\u0568 \u057D\u057F\u0578\u0582\u0563\u057E\u0561\u056E \u0567\xBB \u0576\u0577\u0561\u0576\u0561\u056F\u0578\u0582\u0574 \u0567, \u0578\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0562\u0561\u056A\u0561\u0576\u057E\u0565\u056C \u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0561\u057C\u0561\u057B \u0561\u0574\u0580\u0561\u0563\u0580\u057E\u0561\u056E \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581, \u0578\u0582\u0580\u0565\u0574\u0576 \u0578\u0579 \u0578\u0584, \u0576\u0578\u0582\u0575\u0576\u056B\u057D\u056F \u057D\u0565\u0580\u057E\u0565\u0580\u0568, \u056D\u0561\u0572\u0568 \u057F\u0565\u057D\u0576\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0579\u056B \u0564\u0561\u057D\u0561\u057E\u0578\u0580\u0565\u056C\u0589
fair-body-3 = \u0531\u0574\u0562\u0578\u0572\u057B \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576 \u056B\u0576\u0584\u0564 \u057D\u057F\u0578\u0582\u0563\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580 \u0576\u0565\u0580\u0562\u0565\u057C\u0576\u056B\u0580 \u0564\u0580\u0561 \u056D\u0561\u0572\u056B \u0563\u0580\u0561\u057C\u0578\u0582\u0574\u0568 \u0587 \u0563\u0578\u0580\u056E\u0561\u0580\u056F\u056B\u0580\u055D
fair-body-4 = \u053D\u0561\u057C\u0576\u0578\u0582\u0574\u0576 \u056B\u0576\u0584\u0576\u056B\u0576 \u0563\u0561\u056C\u056B\u057D \u0567 \u0585\u057A\u0565\u0580\u0561\u0581\u056B\u0578\u0576 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B \u0561\u0576\u057E\u057F\u0561\u0576\u0563 \u057A\u0561\u057F\u0561\u0570\u0561\u056F\u0561\u0576 \u0569\u057E\u0565\u0580\u056B \u0563\u0565\u0576\u0565\u0580\u0561\u057F\u0578\u0580\u056B\u0581\u0589

## Replay
replay-title = \u054E\u0565\u0580\u0561\u0564\u056B\u057F\u0578\u0582\u0574
replay-hand = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $number }
replay-step = \u0554\u0561\u0575\u056C { $step } / { $steps }
replay-first = \u054D\u056F\u056B\u0566\u0562
replay-prev = \u0540\u0565\u057F
replay-next = \u0531\u057C\u0561\u057B
replay-last = \u054E\u0565\u0580\u057B
replay-loading = \u0533\u0580\u0561\u057C\u0578\u0582\u0574\u0568 \u0562\u0565\u057C\u0576\u057E\u0578\u0582\u0574 \u0567\u2026
replay-not-finished = \u0531\u0575\u057D \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0564\u0565\u057C \u0579\u056B \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u056C\u0589

## Chat
chat = \u0536\u0580\u0578\u0582\u0575\u0581
chat-placeholder = \u0533\u0580\u056B\u0580 \u056B\u0576\u0579-\u0578\u0580 \u0562\u0561\u0576
chat-send = \u0548\u0582\u0572\u0561\u0580\u056F\u0565\u056C
chat-preset-hello = \u0532\u0561\u0580\u0587!
chat-preset-good-luck = \u0540\u0561\u057B\u0578\u0572\u0578\u0582\u0569\u0575\u0578\u0582\u0576!
chat-preset-nice = \u053C\u0561\u057E \u0584\u0561\u0575\u056C \u0567\u0580!
chat-preset-thanks = \u0547\u0576\u0578\u0580\u0570\u0561\u056F\u0561\u056C\u0578\u0582\u0569\u0575\u0578\u0582\u0576!
chat-preset-good-game = \u053C\u0561\u057E \u056D\u0561\u0572 \u0567\u0580!
chat-preset-rematch = \u0535\u057E\u057D \u0574\u0565\u055E\u056F

## Connection
link-reconnecting = \u053F\u0561\u057A\u0568 \u056F\u0578\u0580\u0561\u057E\u0589 \u054E\u0565\u0580\u0561\u0574\u056B\u0561\u0576\u0578\u0582\u0574 \u0565\u0576\u0584\u2026
link-closed = \u053F\u0561\u057A\u0568 \u057D\u0565\u0572\u0561\u0576\u056B \u0570\u0565\u057F \u056D\u0566\u057E\u0565\u0581\u0589
link-offline = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0570\u0561\u057D\u0561\u0576\u0565\u056C\u056B \u0579\u0567\u0589
loading = \u0532\u0565\u057C\u0576\u057E\u0578\u0582\u0574 \u0567\u2026

## Rules panel
rules = \u053F\u0561\u0576\u0578\u0576\u0576\u0565\u0580
rules-target = \u054A\u0561\u0580\u057F\u056B\u0561\u0576 \u056D\u0561\u0572\u0578\u0582\u0574 \u0565\u0576 \u0574\u056B\u0576\u0579\u0587 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u0589
rules-knock-limit = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u0569\u0561\u056F\u0565\u056C, \u0565\u0569\u0565 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 { $limit } \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u056B \u0584\u056B\u0579 \u0565\u0576\u0589
rules-knock-from-upcard = \u0531\u057C\u0561\u057B\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u0578\u0580\u0578\u0577\u0578\u0582\u0574 \u0567 \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568 (\u057F\u0578\u0582\u0566\u055D \u0574\u056B\u0561\u0575\u0576 \u057B\u056B\u0576)\u0589
rules-spades-double = \u0542\u0561\u057C \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u056F\u0580\u056F\u0576\u0561\u057A\u0561\u057F\u056F\u0578\u0582\u0574 \u0567 \u056D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568\u0589
rules-gin-bonus = \u054B\u056B\u0576\u0568 \u057F\u0561\u056C\u056B\u057D \u0567 { $bonus } \u0574\u056B\u0561\u057E\u0578\u0580 \u0562\u0578\u0576\u0578\u0582\u057D\u0589
rules-undercut-bonus = \u0540\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u0568 \u057F\u0561\u056C\u056B\u057D \u0567 { $bonus } \u0574\u056B\u0561\u057E\u0578\u0580 \u0562\u0578\u0576\u0578\u0582\u057D\u0589
rules-big-gin = \u0544\u0565\u056E \u057B\u056B\u0576\u0568 (\u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0576\u0574\u0565\u056F \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574) \u057F\u0561\u056C\u056B\u057D \u0567 { $bonus }\u0589
rules-no-big-gin = \u0544\u0565\u056E \u057B\u056B\u0576 \u0579\u056F\u0561\u0589
rules-hollywood = \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564. \u0565\u0580\u0565\u0584 \u057A\u0561\u0580\u057F\u056B\u0561 \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u0567 \u0574\u056B\u0561\u056A\u0561\u0574\u0561\u0576\u0561\u056F\u0589
rules-three-player = \u0535\u0580\u0565\u0584 \u056D\u0561\u0572\u0561\u0581\u0578\u0572. \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568 \u056D\u0561\u0572\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u056B \u0564\u0565\u0574, \u0578\u0580\u056B\u0576 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u0567 \u057F\u0561\u056C\u056B\u057D \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0574\u0576\u0561\u0581\u0561\u056E \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589
rules-line-bonus = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u0570\u0561\u0572\u0569\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 \u057E\u0565\u0580\u057B\u0578\u0582\u0574 \u0561\u057E\u0565\u056C\u0561\u0581\u0576\u0578\u0582\u0574 \u0567 { $bonus }\u0589
rules-game-bonus = \u054A\u0561\u0580\u057F\u056B\u0561\u0575\u056B \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u0561\u057E\u0565\u056C\u0561\u0581\u0576\u0578\u0582\u0574 \u0567 { $bonus }\u0589
rules-shutout = \u0535\u0569\u0565 \u057A\u0561\u0580\u057F\u057E\u0578\u0572\u0568 \u0574\u0576\u0578\u0582\u0574 \u0567 \u0566\u0580\u0578\u0575\u056B \u057E\u0580\u0561, \u0570\u0561\u0572\u0569\u0578\u0572\u056B \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u056F\u0580\u056F\u0576\u0561\u057A\u0561\u057F\u056F\u057E\u0578\u0582\u0574 \u0565\u0576\u0589
rules-discard-upcard = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u0576\u0565\u057F\u0565\u056C \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0581 \u0576\u0578\u0580 \u057E\u0565\u0580\u0581\u0580\u0561\u056E \u0584\u0561\u0580\u057F\u0568\u0589
rules-no-discard-upcard = \u0549\u0565\u057D \u056F\u0561\u0580\u0578\u0572 \u0576\u0565\u057F\u0565\u056C \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0581 \u0576\u0578\u0580 \u057E\u0565\u0580\u0581\u0580\u0561\u056E \u0584\u0561\u0580\u057F\u0568\u0589

## The server's refusals, by their code
error-bad_message = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0564\u0561 \u0579\u0570\u0561\u057D\u056F\u0561\u0581\u0561\u057E\u0589
error-too_large = \u0534\u0561 \u0579\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0565\u0580\u056F\u0561\u0580 \u0567\u0580\u0589
error-not_authenticated = \u0554\u0578 \u0561\u0576\u0578\u0582\u0576\u0576 \u0561\u0575\u057D\u057F\u0565\u0572 \u0570\u0561\u0575\u057F\u0576\u056B \u0579\u0567\u0589 \u053F\u0580\u056F\u056B\u0576 \u0568\u0576\u057F\u0580\u056B\u0580 \u0561\u0576\u0578\u0582\u0576\u0589
error-unknown_table = \u0531\u0575\u0564\u057A\u056B\u057D\u056B \u057D\u0565\u0572\u0561\u0576 \u0579\u056F\u0561\u0589
error-no_seat = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u056B \u0577\u0578\u0582\u0580\u057B \u057F\u0565\u0572 \u0579\u0578\u0582\u0576\u0565\u057D\u0589
error-not_your_turn = \u0554\u0578 \u0570\u0565\u0580\u0569\u0568 \u0579\u0567\u0589
error-illegal = \u053F\u0561\u0576\u0578\u0576\u0576\u0565\u0580\u0568 \u0569\u0578\u0582\u0575\u056C \u0579\u0565\u0576 \u057F\u0561\u056C\u056B\u057D \u0561\u0575\u0564 \u0584\u0561\u0575\u056C\u0568\u0589
error-not_allowed = \u0531\u0575\u057D\u057F\u0565\u0572 \u0564\u0561 \u0569\u0578\u0582\u0575\u056C\u0561\u057F\u0580\u057E\u0561\u056E \u0579\u0567\u0589
error-throttled = \u0549\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0561\u0580\u0561\u0563 \u0567. \u0574\u056B \u057A\u0561\u0570 \u057D\u057A\u0561\u057D\u056B\u0580 \u0587 \u0576\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580\u0589
error-conflict = \u054D\u0565\u0572\u0561\u0576\u0568 \u0583\u0578\u056D\u057E\u0565\u056C \u0567. \u0576\u0578\u0580\u056B\u0581 \u0576\u0561\u0575\u056B\u0580 \u0587 \u0578\u0580\u0578\u0577\u056B\u0580\u0589
error-internal = \u054D\u0565\u0580\u057E\u0565\u0580\u056B \u057D\u056D\u0561\u056C. \u0578\u0579\u056B\u0576\u0579 \u0579\u056B \u0583\u0578\u056D\u057E\u0565\u056C\u0589
error-not_found = \u0549\u056B \u0563\u057F\u0576\u057E\u0565\u056C\u0589
error-offline = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0570\u0561\u057D\u0561\u0576\u0565\u056C\u056B \u0579\u0567\u0589
error-name-taken = \u0531\u0575\u0564 \u0561\u0576\u0578\u0582\u0576\u0568 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0567 (\u056F\u0561\u0574 \u0576\u0574\u0561\u0576 \u0567 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0561\u0576\u057E\u0561\u0576)\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 \u0578\u0582\u0580\u056B\u0577\u0568\u0589
error-detail = \u0544\u0561\u0576\u0580\u0561\u0574\u0561\u057D\u0576\u0565\u0580\u055D { $message }

## The phone layout: card sizes (Settings)
settings-card-size = \u0554\u0561\u0580\u057F\u0565\u0580\u056B \u0579\u0561\u0583\u0568
card-size-small = \u0553\u0578\u0584\u0580
card-size-medium = \u0544\u056B\u057B\u056B\u0576
card-size-large = \u0544\u0565\u056E
settings-high-contrast = \u0532\u0561\u0580\u0571\u0580 \u056F\u0578\u0576\u057F\u0580\u0561\u057D\u057F\u0578\u057E \u0584\u0561\u0580\u057F\u0565\u0580
`;var Kn=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# A variable cannot be declined: { $name } and { $card } stand in the nominative,
# mostly after a colon ("Eil\u0117: { $name }"), or as the subject of a past-tense verb.
# Plurals: one (1, 21, 31\u2026), few (2\u20139, 22\u201329\u2026), many (fractions), other (0, 10\u201320, 30\u2026).

-game = Gin Rummy
app-title = { -game }
language-name = Lietuvi\u0173

## Systems and levels
system-standard = D\u017Einas
system-oklahoma = Oklahomos d\u017Einas
system-hollywood = Holivudo d\u017Einas
system-oklahoma-hollywood = Oklahomos Holivudo d\u017Einas
system-three-player = D\u017Einas trims
system-eaai = D\u017Einas (tyrim\u0173 taisykl\u0117s)
level-easy = Lengvas
level-medium = Vidutinis
level-hard = Sunkus
level-expert = Ekspertas

## Cards
# A card is named suit (genitive plural) then rank, as Lithuanian players say it:
# "\u0161ird\u017Ei\u0173 dama", "vyn\u0173 t\u016Bzas"; so suit-* are the genitive plural forms.
rank-A = t\u016Bzas
rank-2 = dviak\u0117
rank-3 = triak\u0117
rank-4 = keturak\u0117
rank-5 = penkak\u0117
rank-6 = \u0161e\u0161tak\u0117
rank-7 = septynak\u0117
rank-8 = a\u0161tuonak\u0117
rank-9 = devynak\u0117
rank-T = de\u0161imtak\u0117
rank-J = valetas
rank-Q = dama
rank-K = karalius
suit-s = vyn\u0173
suit-h = \u0161ird\u017Ei\u0173
suit-d = b\u016Bgn\u0173
suit-c = kry\u017Ei\u0173
card-name = { $suit } { $rank }
card-back = u\u017Eversta korta
card-stock = Kalad\u0117, { $count ->
    [one] { $count } korta
    [few] { $count } kortos
    [many] { $count } kortos
   *[other] { $count } kort\u0173
  }
card-pile-empty = I\u0161mestos kortos, tu\u0161\u010Dia
card-pile = I\u0161mestos kortos, vir\u0161uje: { $card }

## Home
home-tagline = Kort\u0173 \u017Eaidimas pagal tikslias taisykles, tavo kalba.
name-prompt = Kaip tave tur\u0117t\u0173 vadinti kiti \u017Eaid\u0117jai?
name-label = Tavo vardas
name-save = Toliau
name-change = Keisti vard\u0105
play-computer = \u017Daisti su kompiuteriu
play-computer-start = Prad\u0117ti
system-label = \u017Daidimas
level-label = Lygis
private-table = \u017Daisti su draugu
private-create = Sukurti privat\u0173 stal\u0105
private-share = Nusi\u0173sk \u0161i\u0105 nuorod\u0105 draugui:
private-copy = Kopijuoti nuorod\u0105
private-copied = Nukopijuota
quick-match = Greitas ma\u010Das
quick-match-start = Rasti var\u017Eov\u0105
quick-match-waiting = Ie\u0161koma var\u017Eovo\u2026
quick-match-offer = Kol kas niekas neat\u0117jo. \u017Daisk su kompiuteriu arba palauk dar.
quick-match-computer = \u017Daisti su kompiuteriu
quick-match-keep = Laukti toliau
quick-match-cancel = Nebeie\u0161koti
open-tables = Atviri stalai
open-tables-none = \u0160iuo metu atvir\u0173 stal\u0173 n\u0117ra.
open-tables-join = Pris\u0117sti
open-tables-watch = Steb\u0117ti
open-tables-refresh = Atnaujinti
leaderboard = Lyderi\u0173 lentel\u0117
leaderboard-none = \u0160iame \u017Eaidime dar niekas neturi reitingo.
leaderboard-rating = Reitingas
leaderboard-matches = Ma\u010Dai
leaderboard-name = \u017Daid\u0117jas
your-rating = Tavo reitingas: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Nustatymai
settings-language = Kalba
settings-language-auto = Nar\u0161ykl\u0117s kalba
settings-speed = Animacijos greitis
speed-off = I\u0161jungta
speed-slow = L\u0117ta
speed-normal = \u012Eprasta
speed-fast = Greita
settings-four-colour = Keturi\u0173 spalv\u0173 kalad\u0117
fair-link = S\u0105\u017Einingas mai\u0161ymas: kaip patikrinti
back-home = Prad\u017Eia

## The table
table-title = Stalas { $code }
table-waiting = Laukiama, kol pris\u0117s \u017Eaid\u0117jas\u2026
table-closed = \u0160is stalas u\u017Edarytas: niekas neat\u0117jo \u017Eaisti.
table-share = Pakviesk draug\u0105 \u0161ia nuoroda:
seat-empty = laisva vieta
seat-computer = Kompiuteris ({ $level })
seat-away = pasi\u0161alin\u0119s
seat-offline = atsijung\u0119s
seat-you = tu
seat-dealer = dalija
seat-to-act = eina
seat-ready = pasiruo\u0161\u0119s
seat-sit = S\u0117stis \u010Dia
role-box = D\u0117\u017E\u0117je
role-captain = Kapitonas
role-out = Patar\u0117jas (ne\u017Eaid\u017Eia)
you-are-box = Tu esi d\u0117\u017E\u0117je: \u017Eaidi vienas prie\u0161 kapiton\u0105.
you-are-captain = Tu esi kapitonas: patar\u0117jas si\u016Blo, tu sprendi.
you-are-out = \u0160\u012F kart\u0105 ne\u017Eaidi: matai kapitono kortas ir patari.
spectating = Tu stebi.
hand-number = Dalijimas { $number }
stock = Kalad\u0117
pile = I\u0161mestos kortos
knock-limit = Belsti galima, kai nesuderint\u0173 ta\u0161k\u0173 { $limit } ar ma\u017Eiau
knock-limit-gin = Tik d\u017Einas (atversta korta \u2013 t\u016Bzas)
spades-double = Vynai: \u0161is dalijimas skai\u010Diuojamas dvigubai
opponent-cards = { $name }: { $count ->
    [one] { $count } korta
    [few] { $count } kortos
    [many] { $count } kortos
   *[other] { $count } kort\u0173
  }
opponent-known = \u017Dinomos kortos ({ $name }):
your-deadwood = Nesuderint\u0173 ta\u0161kai: { $deadwood }
your-deadwood-after = Nesuderint\u0173 ta\u0161kai po geriausio i\u0161metimo: { $deadwood }
sort-label = Rikiuoti
sort-melds = Kombinacijos
sort-rank = Vert\u0117
sort-suit = Spalva
sort-own = Mano tvarka
hand-label = Tavo kortos
hand-label-captain = Kapitono kortos
meld-label = Kombinacija: { $cards }
deadwood-label = Nesuderinta korta
turn-yours = Tavo \u0117jimas
turn-theirs = \u0116jimas: { $name }
turn-clock = { $seconds ->
    [one] liko { $seconds } sekund\u0117
    [few] liko { $seconds } sekund\u0117s
    [many] liko { $seconds } sekund\u0117s
   *[other] liko { $seconds } sekund\u017Ei\u0173
  }

## Actions
action-draw-stock = Traukti i\u0161 kalad\u0117s
action-draw-discard = Paimti: { $card }
action-take-pile = Paimti vir\u0161utin\u0119 i\u0161mest\u0105 kort\u0105
action-pass = Praleisti
action-take-upcard = Paimti atverst\u0105 kort\u0105: { $card }
action-discard = I\u0161mesti: { $card }
action-knock = Belsti
action-knock-with = Belsti, u\u017Everst\u0105 i\u0161metant: { $card }
action-gin = D\u017Einas!
action-gin-with = D\u017Einas, i\u0161metant: { $card }
action-big-gin = Didysis d\u017Einas!
action-choose-card = Pasirink, kuri\u0105 kort\u0105 i\u0161mesti
action-cancel = At\u0161aukti
action-confirm = Patvirtinti
confirm-gin = Skelbti d\u017Ein\u0105, i\u0161metant { $card }? Visos de\u0161imt tavo kort\u0173 sudaro kombinacijas.
confirm-big-gin = Skelbti did\u012Fj\u012F d\u017Ein\u0105? Visos vienuolika tavo kort\u0173 sudaro kombinacijas.
confirm-knock = Belsti, u\u017Everst\u0105 i\u0161metant { $card }? Nesuderint\u0173 ta\u0161kai: { $deadwood }.
arrange-title = I\u0161d\u0117k savo kombinacijas
arrange-option = { $melds ->
    [one] { $melds } kombinacija
    [few] { $melds } kombinacijos
    [many] { $melds } kombinacijos
   *[other] { $melds } kombinacij\u0173
  }, nesuderint\u0173 ta\u0161kai: { $deadwood }
arrange-best = ma\u017Eiausiai nesuderint\u0173
arrange-submit = I\u0161d\u0117ti
layoff-title = I\u0161d\u0117k savo kombinacijas ir prid\u0117k kort\u0173
layoff-option = Nesuderint\u0173 ta\u0161kai: { $deadwood }, { $layoffs ->
    [0] nieko neprid\u0117jus
    [one] prid\u0117jus { $layoffs } kort\u0105
    [few] prid\u0117jus { $layoffs } kortas
    [many] prid\u0117jus { $layoffs } kortos
   *[other] prid\u0117jus { $layoffs } kort\u0173
  }
layoff-on = { $card } prie kombinacijos { $meld }
layoff-submit = I\u0161d\u0117ti
hint = Patarimas
hints-title = Eksperto pasi\u016Blymai
why-least-deadwood = ma\u017Eiausiai nesuderint\u0173, ma\u017Eiausiai prid\u0117jim\u0173
why-blind-draw = tik\u0117tini nesuderint\u0173 ta\u0161kai { $expected } traukus i\u0161 kalad\u0117s
why-pass = praleisti: tik\u0117tini nesuderint\u0173 ta\u0161kai { $expected } traukus i\u0161 kalad\u0117s
why-take = imti { $card }: nesuderint\u0173 ta\u0161kai { $deadwood } po geriausio i\u0161metimo
why-joins-meld = \u012Feina \u012F kombinacij\u0105
why-can-knock = galima belsti
why-better-by-playouts = geriau pagal simuliacijas
why-big-gin = visos vienuolika kort\u0173 kombinacijose: didysis d\u017Einas
why-discard = i\u0161mesti { $card }: nesuderint\u0173 ta\u0161kai { $deadwood }, tik\u0117tini { $expected }
why-take-next = galima paimti { $card }, jei ji bus i\u0161mesta v\u0117liau ({ $chance })
why-opponent-uses = { $chance } tikimyb\u0117, kad ji reikalinga prie\u0161ininkui
why-play-on-best = pagal simuliacijas geriausia \u017Eaisti toliau
why-best-by-playouts = geriausia pagal simuliacijas
why-gin = d\u017Einas
why-knock = belsti su { $deadwood }
why-knock-or-play-on = belsti su { $deadwood }: tik\u0117tini ta\u0161kai { $points }, \u017Eaid\u017Eiant toliau { $wait_points }, pakirtimo rizika { $undercut }
why-match-chance = { $knock } prie\u0161 { $wait } laim\u0117ti ma\u010D\u0105
why-knock-expected = belsti su { $deadwood }: tik\u0117tini ta\u0161kai { $points }, pakirtimo rizika { $undercut }
why-wait = geriau \u017Eaisti toliau
undo = At\u0161aukti \u0117jim\u0105
ready = Kitas dalijimas
ready-waiting = Laukiama kit\u0173\u2026
leave = Palikti stal\u0105
advise = Pasi\u016Blyti tai
advice-from = Patar\u0117jas si\u016Blo: { $action }
advice-sent = Tu pasi\u016Blei: { $action }
advice-none = Pasi\u016Blym\u0173 dar n\u0117ra.
advice-withdraw = Atsiimti pasi\u016Blym\u0105

## Events
event-draw-stock = { $name } i\u0161trauk\u0117 kort\u0105 i\u0161 kalad\u0117s
event-draw-stock-card = { $name } i\u0161trauk\u0117 i\u0161 kalad\u0117s: { $card }
event-draw-discard = { $name } pa\u0117m\u0117: { $card }
event-pass = { $name } praleido
event-discard = { $name } i\u0161met\u0117: { $card }
event-knock = { $name } pabeld\u0117
event-big-gin = { $name } paskelb\u0117 did\u012Fj\u012F d\u017Ein\u0105
event-arrange = { $name } i\u0161d\u0117jo kombinacijas
event-lay-off = { $name } i\u0161d\u0117jo kombinacijas ir prid\u0117jo kort\u0173
event-undo = { $name } at\u0161auk\u0117 \u0117jim\u0105
event-advice = { $name } pasi\u016Bl\u0117: { $action }
event-advice-none = { $name } paliko sprendim\u0105 kapitonui
event-deal = Dalijimas { $hand }; dalija: { $name }
event-ready = { $name } pasiruo\u0161\u0119s
event-joined = { $name } pris\u0117do prie stalo
event-by-timeout = (baig\u0117si laikas: \u0117jo kompiuteris)
event-by-away = (pasi\u0161alin\u0119s: \u0117jo kompiuteris)
last-action = Paskutinis \u0117jimas: { $action }
log-title = Kas \u012Fvyko

## The end of a hand
end-title = Dalijimas { $hand }
outcome-gin = { $name } padar\u0117 d\u017Ein\u0105
outcome-big_gin = { $name } padar\u0117 did\u012Fj\u012F d\u017Ein\u0105
outcome-knock = { $name } pabeld\u0117 ir laim\u0117jo
outcome-undercut = Pakirtimas! Laimi { $name }
outcome-draw = Lygiosios: ta\u0161k\u0173 negauna niekas
draw-stock = Kalad\u0117je liko tik dvi kortos.
draw-max_turns = Pasiektas \u0117jim\u0173 limitas.
end-knocker = Pabeld\u0117: { $name }
end-defender = Gyn\u0117si: { $name }
end-melds = Kombinacijos
end-deadwood = Nesuderint\u0173 ta\u0161kai: { $deadwood }
end-layoffs = Prid\u0117tos kortos
end-score-difference = Nesuderint\u0173 ta\u0161k\u0173 skirtumas
end-score-bonus = Premija
end-score-multiplier = Vyn\u0173 dvigubinimas
end-score-points = { $name } gauna ta\u0161k\u0173: { $points }
end-games = \u012Era\u0161yta \u012F partijas: { $games }
end-verified = Kalad\u0117 patikrinta
end-verify-failed = Kalad\u0117 neatitinka \u012Fsipareigojimo!
end-verify-unavailable = \u0160i nar\u0161ykl\u0117 kalad\u0119 tikrina tik per HTTPS arba pa\u010Diame serverio kompiuteryje: \u0161i\u0105 patikrinkite su ginrummy verify.
end-verify-how = K\u0105 tai \u012Frodo
match-over = Ma\u010Das baigtas
match-winner = Ma\u010D\u0105 laim\u0117jo: { $name }
match-draw = Ma\u010Das baig\u0117si lygiosiomis
match-totals = Galutiniai rezultatai
match-replay = Per\u017Ei\u016Br\u0117ti ma\u010D\u0105
match-record = Atsisi\u0173sti \u017Eaidimo \u012Fra\u0161\u0105
match-again = \u017Daisti dar kart\u0105

## The score sheet
score-title = Rezultatai
score-game = Partija { $number }
score-target = iki { $target }
score-hands-won = { $count ->
    [one] laim\u0117tas { $count } dalijimas
    [few] laim\u0117ti { $count } dalijimai
    [many] laim\u0117ta { $count } dalijimo
   *[other] laim\u0117ta { $count } dalijim\u0173
  }
score-finished = baigta

## Fairness
fair-title = S\u0105\u017Einingas mai\u0161ymas
fair-commitment = Prie\u0161 dalijim\u0105 serveris \u012Fsipareigojo d\u0117l kalad\u0117s: { $hash }
fair-body-1 = Prie\u0161 kiekvien\u0105 dalijim\u0105 serveris parodo \u012Fsipareigojim\u0105: sumai\u0161ytos kalad\u0117s ir slaptos \u201Edruskos\u201C SHA-256 mai\u0161os reik\u0161m\u0119. V\u0117liau jis nebegali pakeisti kalad\u0117s, nepakeit\u0119s ir mai\u0161os reik\u0161m\u0117s.
fair-body-2 = Dalijimui pasibaigus, serveris atskleid\u017Eia kalad\u0119 ir drusk\u0105. Tavo nar\u0161ykl\u0117 pati apskai\u010Diuoja mai\u0161os reik\u0161m\u0119 ir palygina: \u201EKalad\u0117 patikrinta\u201C rei\u0161kia, kad kortos i\u0161dalytos i\u0161 kalad\u0117s, nustatytos dar prie\u0161 dalijim\u0105, taigi niekas, net serveris, nesud\u0117liojo kort\u0173 pamat\u0119s \u017Eaidim\u0105.
fair-body-3 = Nor\u0117damas pats patikrinti vis\u0105 ma\u010D\u0105, atsisi\u0173sk jo \u017Eaidimo \u012Fra\u0161\u0105 ir paleisk:
fair-body-4 = Pats mai\u0161ymas gaunamas i\u0161 operacin\u0117s sistemos saugaus atsitiktini\u0173 skai\u010Di\u0173 generatoriaus.

## Replay
replay-title = Per\u017Ei\u016Bra
replay-hand = Dalijimas { $number }
replay-step = \u017Dingsnis { $step } i\u0161 { $steps }
replay-first = Pirmas
replay-prev = Atgal
replay-next = Pirmyn
replay-last = Paskutinis
replay-loading = \u012Ekeliamas \u012Fra\u0161as\u2026
replay-not-finished = \u0160is ma\u010Das dar nebaigtas.

## Chat
chat = Pokalbis
chat-placeholder = Para\u0161yk k\u0105 nors
chat-send = Si\u0173sti
chat-preset-hello = Labas!
chat-preset-good-luck = S\u0117km\u0117s!
chat-preset-nice = Geras \u0117jimas!
chat-preset-thanks = A\u010Di\u016B!
chat-preset-good-game = Geras \u017Eaidimas!
chat-preset-rematch = Dar vien\u0105?

## Connection
link-reconnecting = Ry\u0161ys nutr\u016Bko. Jungiamasi i\u0161 naujo\u2026
link-closed = Atsijungta nuo stalo.
link-offline = Nepavyksta pasiekti serverio.
loading = \u012Ekeliama\u2026

## Rules panel
rules = Taisykl\u0117s
rules-target = Partija \u017Eaid\u017Eiama iki { $target } ta\u0161k\u0173.
rules-knock-limit = Belsti galima, kai nesuderint\u0173 ta\u0161kai nevir\u0161ija { $limit }.
rules-knock-from-upcard = Pirmoji atversta korta nustato beldimo rib\u0105 (t\u016Bzas \u2013 tik d\u017Einas).
rules-spades-double = Jei atversta korta \u2013 vynai, dalijimo ta\u0161kai dvigubinami.
rules-gin-bonus = U\u017E d\u017Ein\u0105 skiriama { $bonus } ta\u0161k\u0173 premija.
rules-undercut-bonus = U\u017E pakirtim\u0105 skiriama { $bonus } ta\u0161k\u0173 premija.
rules-big-gin = U\u017E did\u012Fj\u012F d\u017Ein\u0105 (visos vienuolika kort\u0173 kombinacijose) skiriama { $bonus }.
rules-no-big-gin = Did\u017Eiojo d\u017Eino n\u0117ra.
rules-hollywood = Holivudas: vienu metu skai\u010Diuojamos trys partijos.
rules-three-player = Trys \u017Eaid\u0117jai: esantis d\u0117\u017E\u0117je \u017Eaid\u017Eia prie\u0161 kapiton\u0105, kuriam pataria ne\u017Eaid\u017Eiantis \u017Eaid\u0117jas.
rules-line-bonus = Kiekvienas laim\u0117tas dalijimas pabaigoje prideda { $bonus }.
rules-game-bonus = Partijos laim\u0117jimas prideda { $bonus }.
rules-shutout = Jei pralaim\u0117j\u0119s neturi n\u0117 vieno ta\u0161ko, laim\u0117tojo ta\u0161kai dvigubinami.
rules-discard-upcard = Gali i\u0161mesti kort\u0105, kuri\u0105 k\u0105 tik pa\u0117mei i\u0161 i\u0161mest\u0173 kort\u0173.
rules-no-discard-upcard = Negali i\u0161mesti kortos, kuri\u0105 k\u0105 tik pa\u0117mei i\u0161 i\u0161mest\u0173 kort\u0173.

## The server's refusals, by their code
error-bad_message = Serveris to nesuprato.
error-too_large = Tai buvo per ilga.
error-not_authenticated = Tavo vardas \u010Dia ne\u017Einomas. Pasirink vard\u0105 i\u0161 naujo.
error-unknown_table = Tokio stalo n\u0117ra.
error-no_seat = Prie \u0161io stalo neturi vietos.
error-not_your_turn = Dabar ne tavo \u0117jimas.
error-illegal = Taisykl\u0117s neleid\u017Eia tokio \u0117jimo.
error-not_allowed = \u010Cia to daryti negalima.
error-throttled = Per greitai: palauk akimirk\u0105 ir bandyk dar kart\u0105.
error-conflict = Stalas pasikeit\u0117; pa\u017Ei\u016Br\u0117k dar kart\u0105 ir nuspr\u0119sk.
error-internal = Serverio klaida; niekas nepasikeit\u0117.
error-not_found = Nerasta.
error-offline = Nepavyksta pasiekti serverio.
error-name-taken = \u0160is vardas u\u017Eimtas (arba pana\u0161us \u012F u\u017Eimt\u0105). Pasirink kit\u0105.
error-detail = I\u0161sami informacija: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kort\u0173 dydis
card-size-small = Ma\u017Eos
card-size-medium = Vidutin\u0117s
card-size-large = Didel\u0117s
settings-high-contrast = Kontrastingos kortos
`;var Un=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# Turkish suffixes cannot be attached to a variable: sentences keep { $name } and
# { $card } in the bare (nominative) form, mostly as "S\u0131ra: { $name }" or "Al: { $card }".

-game = Gin Rummy
app-title = { -game }
language-name = T\xFCrk\xE7e

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = \xDC\xE7 ki\u015Filik Gin
system-eaai = Gin (ara\u015Ft\u0131rma kurallar\u0131)
level-easy = Kolay
level-medium = Orta
level-hard = Zor
level-expert = Usta

## Cards
# A card is named suit first, as Turkish players say it: "kupa k\u0131z", "ma\xE7a as".
rank-A = as
rank-2 = iki
rank-3 = \xFC\xE7
rank-4 = d\xF6rt
rank-5 = be\u015F
rank-6 = alt\u0131
rank-7 = yedi
rank-8 = sekiz
rank-9 = dokuz
rank-T = on
rank-J = vale
rank-Q = k\u0131z
rank-K = papaz
suit-s = ma\xE7a
suit-h = kupa
suit-d = karo
suit-c = sinek
card-name = { $suit } { $rank }
card-back = kapal\u0131 kart
card-stock = Deste, { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
card-pile-empty = Iskarta, bo\u015F
card-pile = Iskarta, \xFCstteki kart: { $card }

## Home
home-tagline = Kurallar\u0131na tam uygun k\xE2\u011F\u0131t oyunu, kendi dilinde.
name-prompt = Di\u011Fer oyuncular sana ne desin?
name-label = Ad\u0131n
name-save = Devam
name-change = Ad\u0131n\u0131 de\u011Fi\u015Ftir
play-computer = Bilgisayara kar\u015F\u0131 oyna
play-computer-start = Ba\u015Fla
system-label = Oyun
level-label = Seviye
private-table = Arkada\u015F\u0131nla oyna
private-create = \xD6zel masa a\xE7
private-share = Bu ba\u011Flant\u0131y\u0131 arkada\u015F\u0131na g\xF6nder:
private-copy = Ba\u011Flant\u0131y\u0131 kopyala
private-copied = Kopyaland\u0131
quick-match = H\u0131zl\u0131 ma\xE7
quick-match-start = Rakip bul
quick-match-waiting = Rakip aran\u0131yor\u2026
quick-match-offer = Hen\xFCz kimse gelmedi. \u0130stersen bilgisayara kar\u015F\u0131 oyna, istersen beklemeye devam et.
quick-match-computer = Bilgisayara kar\u015F\u0131 oyna
quick-match-keep = Beklemeye devam et
quick-match-cancel = Aramay\u0131 b\u0131rak
open-tables = A\xE7\u0131k masalar
open-tables-none = \u015Eu anda a\xE7\u0131k masa yok.
open-tables-join = Otur
open-tables-watch = \u0130zle
open-tables-refresh = Yenile
leaderboard = S\u0131ralama
leaderboard-none = Bu oyunda hen\xFCz derecesi olan kimse yok.
leaderboard-rating = Derece
leaderboard-matches = Ma\xE7lar
leaderboard-name = Oyuncu
your-rating = Derecen: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Ayarlar
settings-language = Dil
settings-language-auto = Taray\u0131c\u0131n\u0131n dili
settings-speed = Animasyon h\u0131z\u0131
speed-off = Kapal\u0131
speed-slow = Yava\u015F
speed-normal = Normal
speed-fast = H\u0131zl\u0131
settings-four-colour = D\xF6rt renkli deste
fair-link = Adil kar\u0131\u015Ft\u0131rma: nas\u0131l kontrol edilir
back-home = Ana sayfa

## The table
table-title = Masa { $code }
table-waiting = Bir oyuncunun oturmas\u0131 bekleniyor\u2026
table-closed = Bu masa kapat\u0131ld\u0131: oynamaya kimse gelmedi.
table-share = Bu ba\u011Flant\u0131yla bir arkada\u015F\u0131n\u0131 davet et:
seat-empty = bo\u015F koltuk
seat-computer = Bilgisayar ({ $level })
seat-away = uzakta
seat-offline = ba\u011Flant\u0131 koptu
seat-you = sen
seat-dealer = da\u011F\u0131tan
seat-to-act = oynuyor
seat-ready = haz\u0131r
seat-sit = Buraya otur
role-box = Kutuda
role-captain = Kaptan
role-out = Dan\u0131\u015Fman (oyun d\u0131\u015F\u0131)
you-are-box = Kutudas\u0131n: kaptana kar\u015F\u0131 tek ba\u015F\u0131na oynuyorsun.
you-are-captain = Kaptans\u0131n: dan\u0131\u015Fman\u0131n \xF6nerir, sen karar verirsin.
you-are-out = Bu elde oyun d\u0131\u015F\u0131s\u0131n: kaptan\u0131n kartlar\u0131n\u0131 g\xF6r\xFCp \xF6neride bulunursun.
spectating = \u0130zliyorsun.
hand-number = El { $number }
stock = Deste
pile = Iskarta
knock-limit = Knock s\u0131n\u0131r\u0131: { $limit } veya daha az
knock-limit-gin = Yaln\u0131zca gin (a\xE7\u0131k kart as)
spades-double = A\xE7\u0131k kart ma\xE7a: bu el \xE7ift say\u0131l\u0131r
opponent-cards = { $name }: { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
opponent-known = { $name } \u2014 elindeki bilinen kartlar:
your-deadwood = Persiz puan: { $deadwood }
your-deadwood-after = En iyi \u0131skartadan sonra persiz puan: { $deadwood }
sort-label = S\u0131rala
sort-melds = Perler
sort-rank = Say\u0131
sort-suit = Renk
sort-own = Kendi s\u0131ram
hand-label = Elin
hand-label-captain = Kaptan\u0131n eli
meld-label = Per: { $cards }
deadwood-label = Persiz kart
turn-yours = S\u0131ra sende
turn-theirs = S\u0131ra: { $name }
turn-clock = { $seconds ->
    [one] bir saniye kald\u0131
   *[other] { $seconds } saniye kald\u0131
  }

## Actions
action-draw-stock = Desteden \xE7ek
action-draw-discard = Al: { $card }
action-take-pile = Iskartadan al
action-pass = Pas
action-take-upcard = A\xE7\u0131k kart\u0131 al: { $card }
action-discard = At: { $card }
action-knock = Knock
action-knock-with = Knock, kapal\u0131 at: { $card }
action-gin = Gin!
action-gin-with = Gin yap, at: { $card }
action-big-gin = B\xFCy\xFCk gin!
action-choose-card = At\u0131lacak kart\u0131 se\xE7
action-cancel = Vazge\xE7
action-confirm = Onayla
confirm-gin = Gin yap\u0131ls\u0131n m\u0131? At\u0131lacak kart: { $card }. Elindeki on kart\u0131n hepsi perde.
confirm-big-gin = B\xFCy\xFCk gin ilan edilsin mi? Elindeki on bir kart\u0131n hepsi perde.
confirm-knock = Knock yap\u0131ls\u0131n m\u0131? Kapal\u0131 at\u0131lacak kart: { $card }, persiz puan: { $deadwood }.
arrange-title = Perlerini a\xE7
arrange-option = { $melds ->
    [one] bir per
   *[other] { $melds } per
  }, { $deadwood } persiz puan
arrange-best = en az persiz puan
arrange-submit = A\xE7
layoff-title = Perlerini a\xE7 ve i\u015Fle
layoff-option = { $deadwood } persiz puan, { $layoffs ->
    [0] i\u015Fleme yok
    [one] bir kart i\u015Flendi
   *[other] { $layoffs } kart i\u015Flendi
  }
layoff-on = { $card }, { $meld } perine
layoff-submit = A\xE7
hint = \u0130pucu
hints-title = Ustan\u0131n \xF6nerisi
why-least-deadwood = en az persiz puan, en az i\u015Fleme
why-blind-draw = desteden \xE7ekince beklenen persiz puan { $expected }
why-pass = pas: desteden \xE7ekince beklenen persiz puan { $expected }
why-take = { $card } al: en iyi \u0131skartadan sonra { $deadwood } persiz puan
why-joins-meld = bir pere girer
why-can-knock = knock yap\u0131labilir
why-better-by-playouts = sim\xFClasyonlara g\xF6re daha iyi
why-big-gin = on bir kart\u0131n hepsi perde: b\xFCy\xFCk gin
why-discard = { $card } at: { $deadwood } persiz puan, beklenen { $expected }
why-take-next = sonra at\u0131l\u0131rsa { $card } al\u0131nabilir ({ $chance })
why-opponent-uses = rakibin i\u015Fine yarama olas\u0131l\u0131\u011F\u0131 { $chance }
why-play-on-best = sim\xFClasyonlara g\xF6re oynamaya devam etmek en iyisi
why-best-by-playouts = sim\xFClasyonlara g\xF6re en iyisi
why-gin = gin
why-knock = { $deadwood } persiz puanla knock
why-knock-or-play-on = { $deadwood } persiz puanla knock: beklenen { $points } puan, devam edilirse { $wait_points }, undercut riski { $undercut }
why-match-chance = ma\xE7\u0131 kazanma \u015Fans\u0131 { $knock }, devam edilirse { $wait }
why-knock-expected = { $deadwood } persiz puanla knock: beklenen { $points } puan, undercut riski { $undercut }
why-wait = devam etmek daha iyi
undo = Geri al
ready = Sonraki el
ready-waiting = Di\u011Ferleri bekleniyor\u2026
leave = Masadan kalk
advise = Bunu \xF6ner
advice-from = Dan\u0131\u015Fman\u0131n\u0131n \xF6nerisi: { $action }
advice-sent = \xD6nerin: { $action }
advice-none = Hen\xFCz \xF6neri yok.
advice-withdraw = \xD6neriyi geri \xE7ek

## Events
event-draw-stock = { $name } desteden \xE7ekti
event-draw-stock-card = { $name } desteden \xE7ekti: { $card }
event-draw-discard = { $name } \u0131skartadan ald\u0131: { $card }
event-pass = { $name } pas dedi
event-discard = { $name } att\u0131: { $card }
event-knock = { $name } knock yapt\u0131
event-big-gin = { $name } b\xFCy\xFCk gin ilan etti
event-arrange = { $name } perlerini a\xE7t\u0131
event-lay-off = { $name } perlerini a\xE7t\u0131 ve i\u015Fledi
event-undo = { $name } bir hamleyi geri ald\u0131
event-advice = { $name } \xF6nerdi: { $action }
event-advice-none = { $name } karar\u0131 kaptana b\u0131rakt\u0131
event-deal = El { $hand } da\u011F\u0131t\u0131ld\u0131; da\u011F\u0131tan: { $name }
event-ready = { $name } haz\u0131r
event-joined = { $name } masaya oturdu
event-by-timeout = (s\xFCre doldu: bilgisayar oynad\u0131)
event-by-away = (uzakta: bilgisayar oynad\u0131)
last-action = Son hamle: { $action }
log-title = Neler oldu

## The end of a hand
end-title = El { $hand }
outcome-gin = { $name } gin yapt\u0131
outcome-big_gin = { $name } b\xFCy\xFCk gin yapt\u0131
outcome-knock = { $name } knock yapt\u0131 ve kazand\u0131
outcome-undercut = Undercut! Kazanan: { $name }
outcome-draw = El berabere: kimse puan almad\u0131
draw-stock = Destede yaln\u0131zca iki kart kald\u0131.
draw-max_turns = Hamle s\u0131n\u0131r\u0131na ula\u015F\u0131ld\u0131.
end-knocker = Knock yapan: { $name }
end-defender = Savunan: { $name }
end-melds = Perler
end-deadwood = Persiz puan: { $deadwood }
end-layoffs = \u0130\u015Flenen kartlar
end-score-difference = Persiz puan fark\u0131
end-score-bonus = Bonus
end-score-multiplier = Ma\xE7a \xE7ifti
end-score-points = { $name } { $points } puan ald\u0131
end-games = Yaz\u0131ld\u0131\u011F\u0131 oyunlar: { $games }
end-verified = Deste do\u011Fruland\u0131
end-verify-failed = Deste, taahh\xFCt edilen desteyle uyu\u015Fmuyor!
end-verify-unavailable = Bu taray\u0131c\u0131 desteyi yaln\u0131zca HTTPS \xFCzerinden ya da sunucunun kendi bilgisayar\u0131nda do\u011Frulayabilir: bu desteyi ginrummy verify ile do\u011Frulay\u0131n.
end-verify-how = Bu neyi kan\u0131tlar
match-over = Ma\xE7 bitti
match-winner = Ma\xE7\u0131 kazanan: { $name }
match-draw = Ma\xE7 berabere
match-totals = Son toplamlar
match-replay = Ma\xE7\u0131 yeniden izle
match-record = Oyun kayd\u0131n\u0131 indir
match-again = Yeniden oyna

## The score sheet
score-title = Puan
score-game = Oyun { $number }
score-target = { $target } puana
score-hands-won = { $count ->
    [one] bir el kazan\u0131ld\u0131
   *[other] { $count } el kazan\u0131ld\u0131
  }
score-finished = bitti

## Fairness
fair-title = Adil kar\u0131\u015Ft\u0131rma
fair-commitment = Da\u011F\u0131t\u0131mdan \xF6nce sunucunun deste taahh\xFCd\xFC: { $hash }
fair-body-1 = Her el da\u011F\u0131t\u0131lmadan \xF6nce sunucu bir taahh\xFCt g\xF6sterir: kar\u0131\u015Ft\u0131r\u0131lm\u0131\u015F destenin ve gizli bir tuzun SHA-256 \xF6zeti. Sunucu bundan sonra desteyi de\u011Fi\u015Ftiremez; de\u011Fi\u015Ftirirse \xF6zet de de\u011Fi\u015Fir.
fair-body-2 = El bitince sunucu desteyi ve tuzu a\xE7\u0131klar. Taray\u0131c\u0131n bunlar\u0131n \xF6zetini kendisi hesaplar ve kar\u015F\u0131la\u015Ft\u0131r\u0131r: "Deste do\u011Fruland\u0131", kartlar\u0131n el ba\u015Flamadan \xF6nce sabitlenen desteden da\u011F\u0131t\u0131ld\u0131\u011F\u0131 anlam\u0131na gelir; yani kimse, sunucu bile, oyunu g\xF6rd\xFCkten sonra kartlar\u0131 d\xFCzenlemedi.
fair-body-3 = B\xFCt\xFCn bir ma\xE7\u0131 kendin kontrol etmek i\xE7in oyun kayd\u0131n\u0131 indir ve \u015Funu \xE7al\u0131\u015Ft\u0131r:
fair-body-4 = Kar\u0131\u015Ft\u0131rman\u0131n kendisi i\u015Fletim sisteminin g\xFCvenli rastgele say\u0131 \xFCretecinden gelir.

## Replay
replay-title = Tekrar
replay-hand = El { $number }
replay-step = Ad\u0131m { $step } / { $steps }
replay-first = \u0130lk
replay-prev = Geri
replay-next = \u0130leri
replay-last = Son
replay-loading = Kay\u0131t y\xFCkleniyor\u2026
replay-not-finished = Bu ma\xE7 hen\xFCz bitmedi.

## Chat
chat = Sohbet
chat-placeholder = Bir \u015Fey yaz
chat-send = G\xF6nder
chat-preset-hello = Merhaba!
chat-preset-good-luck = \u0130yi \u015Fanslar!
chat-preset-nice = G\xFCzel hamle!
chat-preset-thanks = Te\u015Fekk\xFCrler!
chat-preset-good-game = \u0130yi oyundu!
chat-preset-rematch = Bir el daha?

## Connection
link-reconnecting = Ba\u011Flant\u0131 koptu. Yeniden ba\u011Flan\u0131l\u0131yor\u2026
link-closed = Masayla ba\u011Flant\u0131 kesildi.
link-offline = Sunucuya ula\u015F\u0131lam\u0131yor.
loading = Y\xFCkleniyor\u2026

## Rules panel
rules = Kurallar
rules-target = Bir oyun { $target } puana kadar oynan\u0131r.
rules-knock-limit = Persiz puan\u0131n { $limit } veya daha azsa knock yapabilirsin.
rules-knock-from-upcard = \u0130lk a\xE7\u0131k kart knock s\u0131n\u0131r\u0131n\u0131 belirler (as ise yaln\u0131zca gin).
rules-spades-double = A\xE7\u0131k kart ma\xE7a ise elin puan\u0131 iki kat\u0131na \xE7\u0131kar.
rules-gin-bonus = Gin { $bonus } puan bonus getirir.
rules-undercut-bonus = Undercut { $bonus } puan bonus getirir.
rules-big-gin = B\xFCy\xFCk gin (on bir kart\u0131n hepsi perde) { $bonus } puan getirir.
rules-no-big-gin = B\xFCy\xFCk gin yok.
rules-hollywood = Hollywood: \xFC\xE7 oyun ayn\u0131 anda yaz\u0131l\u0131r.
rules-three-player = \xDC\xE7 oyuncu: kutudaki oyuncu kaptana kar\u015F\u0131 oynar; kaptana oyun d\u0131\u015F\u0131ndaki oyuncu dan\u0131\u015Fmanl\u0131k eder.
rules-line-bonus = Kazan\u0131lan her el, oyun sonunda { $bonus } puan ekler.
rules-game-bonus = Oyunu kazanmak { $bonus } puan ekler.
rules-shutout = Kaybeden oyunu s\u0131f\u0131r puanla bitirirse kazanan\u0131n puan\u0131 iki kat\u0131na \xE7\u0131kar.
rules-discard-upcard = Iskartadan yeni ald\u0131\u011F\u0131n kart\u0131 hemen atabilirsin.
rules-no-discard-upcard = Iskartadan yeni ald\u0131\u011F\u0131n kart\u0131 ayn\u0131 turda atamazs\u0131n.

## The server's refusals, by their code
error-bad_message = Sunucu bunu anlamad\u0131.
error-too_large = Bu \xE7ok uzundu.
error-not_authenticated = Ad\u0131n burada tan\u0131nm\u0131yor. Yeniden bir ad se\xE7.
error-unknown_table = B\xF6yle bir masa yok.
error-no_seat = Bu masada koltu\u011Fun yok.
error-not_your_turn = S\u0131ra sende de\u011Fil.
error-illegal = Kurallar bu hamleye izin vermiyor.
error-not_allowed = Burada buna izin yok.
error-throttled = \xC7ok h\u0131zl\u0131: biraz bekleyip yeniden dene.
error-conflict = Masa de\u011Fi\u015Fti; yeniden bak\u0131p karar ver.
error-internal = Sunucu hata verdi; hi\xE7bir \u015Fey de\u011Fi\u015Fmedi.
error-not_found = Bulunamad\u0131.
error-offline = Sunucuya ula\u015F\u0131lam\u0131yor.
error-name-taken = Bu ad al\u0131nm\u0131\u015F (ya da al\u0131nm\u0131\u015F bir ada \xE7ok benziyor). Ba\u015Fka bir ad se\xE7.
error-detail = Ayr\u0131nt\u0131lar: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kart boyutu
card-size-small = K\xFC\xE7\xFCk
card-size-medium = Orta
card-size-large = B\xFCy\xFCk
settings-high-contrast = Y\xFCksek kontrastl\u0131 kartlar
`;var xe=["en","tr","hy","el","lt"],Qr={en:Fn,tr:Un,hy:Bn,el:On,lt:Kn},Gn=new Map;function qe(t){let e=Gn.get(t);if(!e){e=new ve(t,{useIsolating:!1});let n=e.addResource(new $e(Qr[t]));n.length&&console.warn(`catalog ${t}: ${n.map(String).join("; ")}`),Gn.set(t,e)}return e}function qn(t){if(t&&xe.includes(t))return t;let[e]=Tt([...navigator.languages],[...xe],{defaultLocale:"en",strategy:"lookup"});return e??"en"}var Se="en";function Vn(t){Se=t,document.documentElement.lang=t}function d(t,e){for(let n of Se==="en"?["en"]:[Se,"en"]){let a=qe(n),r=a.getMessage(t);if(r!=null&&r.value){let i=[],s=a.formatPattern(r.value,e??null,i);if(!i.length)return s}}return t}function Wn(t){return xe.flatMap(e=>{var r;let n=qe(e),a=(r=n.getMessage(t))==null?void 0:r.value;return a?[n.formatPattern(a,null,[])]:[]})}function Et(t){return qe(Se).hasMessage(t)||qe("en").hasMessage(t)}var Xr="A23456789TJQK";function G(t){let e=t[0]??"",n=t[1]??"";return!Xr.includes(e)||!"shdc".includes(n)?t:d("card-name",{rank:d(`rank-${e}`),suit:d(`suit-${n}`)})}function B(t){let e={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${t[0]==="T"?"10":t[0]??""}${e[t[1]??""]??""}`}function te(t,e){return Et(`error-${t}`)?d(`error-${t}`):e}function At(t,e){return new Intl.NumberFormat(Se,e).format(t)}var eo=0;function o(t,e,n,a,r,i){e||(e={});var s,l,u=e;if("ref"in u)for(l in u={},e)l=="ref"?s=e[l]:u[l]=e[l];var m={type:t,props:u,key:n,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--eo,__i:-1,__u:0,__source:r,__self:i};if(typeof t=="function"&&(s=t.defaultProps))for(l in s)u[l]===void 0&&(u[l]=s[l]);return C.vnode&&C.vnode(m),m}function Jn(){return o("article",{class:"panel fair","data-testid":"fair",children:[o("h1",{children:d("fair-title")}),o("p",{children:d("fair-body-1")}),o("p",{children:d("fair-body-2")}),o("p",{children:d("fair-body-4")}),o("p",{children:d("fair-body-3")}),o("pre",{children:o("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Yn(t){let[,e,n]=t.split("/");return e==="join"&&n?{page:"join",code:decodeURIComponent(n)}:e==="table"&&n?{page:"table",id:decodeURIComponent(n)}:e==="replay"&&n?{page:"replay",id:decodeURIComponent(n)}:e==="fair"?{page:"fair"}:{page:"home"}}var Mt=new Set;function K(t,e=!1){e?history.replaceState(null,"",t):history.pushState(null,"",t),Mt.forEach(n=>n()),window.scrollTo(0,0)}function Zn(){let[t,e]=$(()=>Yn(location.pathname));return A(()=>{let n=()=>e(Yn(location.pathname));return Mt.add(n),window.addEventListener("popstate",n),()=>{Mt.delete(n),window.removeEventListener("popstate",n)}},[]),t}var Qn=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];function I(t,e){if(e==null)return"?";let n=t[e];if(!n)return"?";if(n.kind==="computer"&&n.level&&/^(easy|medium|hard|expert)$/.test(n.level)){let a=t.filter(i=>i.kind==="computer").length>1,r=d("seat-computer",{level:d(`level-${n.level}`)});return a?`${r} ${e+1}`:r}return n.name?n.name:d("seat-empty")}function pe(t,e){let n=t.card?B(t.card):"";switch(t.action){case"draw_stock":return d("action-draw-stock");case"draw_discard":{let a=t.card??e;return a?d("action-draw-discard",{card:B(a)}):d("action-take-pile")}case"pass":return d("action-pass");case"discard":return d("action-discard",{card:n});case"knock":return n?d("action-knock-with",{card:n}):d("action-knock");case"big_gin":return d("action-big-gin");case"arrange":return d("arrange-submit");case"lay_off":return d("layoff-submit")}}var Ve={style:"percent",maximumFractionDigits:0},Xn={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},to={minimumFractionDigits:1,maximumFractionDigits:1},no={chance:Ve,undercut:Ve,knock:Ve,wait:Ve,points:Xn,wait_points:Xn,expected:to};function ea(t){return!t.why.length||!t.why.every(e=>Et(`why-${e.code}`))?t.reason:t.why.map(e=>{let n={};for(let[a,r]of Object.entries(e.args))typeof r=="string"?n[a]=B(r):n[a]=new F(r,no[a]??{});return d(`why-${e.code}`,n)}).join(", ")}function Ce(t,e){switch(t.type){case"action":{let n=I(e,t.player),a=t.action.card?B(t.action.card):null,r;switch(t.action.action){case"draw_stock":r=a?d("event-draw-stock-card",{name:n,card:a}):d("event-draw-stock",{name:n});break;case"draw_discard":r=d("event-draw-discard",{name:n,card:a??""});break;case"pass":r=d("event-pass",{name:n});break;case"discard":r=d("event-discard",{name:n,card:a??""});break;case"knock":r=d("event-knock",{name:n});break;case"big_gin":r=d("event-big-gin",{name:n});break;case"arrange":r=d("event-arrange",{name:n});break;case"lay_off":r=d("event-lay-off",{name:n});break}return t.by==="timeout"&&(r+=" "+d("event-by-timeout")),t.by==="away"&&(r+=" "+d("event-by-away")),r}case"deal":return d("event-deal",{hand:t.hand,name:I(e,t.dealer)});case"advice":{let n=I(e,t.player);return t.action?d("event-advice",{name:n,action:pe(t.action)}):d("event-advice-none",{name:n})}case"undo":return d("event-undo",{name:I(e,t.player)});case"ready":return d("event-ready",{name:I(e,t.seat)});case"hand_end":return Lt(t.end.outcome,t.end.winner,e);case"match_end":return t.winner===null?d("match-draw"):d("match-winner",{name:I(e,t.winner)});default:return null}}function Lt(t,e,n){if(t==="draw"||e===null)return d("outcome-draw");let a=`outcome-${t}`;return d(a,{name:I(n,e)})}var ao=["easy","medium","hard","expert"];function We(t){return t instanceof U?te(t.code,t.message):String(t)}function ta({value:t,onChange:e,id:n}){return o("label",{for:n,children:[d("system-label")," ",o("select",{id:n,value:t,onChange:a=>e(a.currentTarget.value),children:Qn.map(a=>o("option",{value:a,children:d(`system-${a}`)},a))})]})}async function na(t,e,n,a){return Q("POST","/api/tables",{system:e,options:{},seats:n,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:a,spectators:null},t.token)}function aa({identity:t,settings:e,setSettings:n}){let[a,r]=$(null),[i,s]=$(!1),l=e.lastSystem,u=e.lastLevel,m=l==="three-player"?3:2,p=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:m-1},()=>({kind:"computer",level:u}))],f=await na(t,l,c,!0);K(`/table/${f.id}`)}catch(c){r(We(c))}finally{s(!1)}},g=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:m-1},()=>({kind:"person",level:null}))],f=await na(t,l,c,!0);K(`/table/${f.id}`)}catch(c){r(We(c))}finally{s(!1)}};return o("div",{class:"home",children:[o("p",{class:"tagline",children:d("home-tagline")}),a&&o("p",{class:"refusal",role:"alert",children:a}),o("section",{class:"panel","aria-labelledby":"play-computer",children:[o("h2",{id:"play-computer",children:d("play-computer")}),o("div",{class:"form-row",children:[o(ta,{id:"system-computer",value:l,onChange:c=>n({...e,lastSystem:c})}),o("label",{for:"level",children:[d("level-label")," ",o("select",{id:"level",value:u,onChange:c=>n({...e,lastLevel:c.currentTarget.value}),children:ao.map(c=>o("option",{value:c,children:d(`level-${c}`)},c))})]}),o("button",{type:"button",class:"primary",disabled:i,onClick:()=>{p()},"data-testid":"play-computer",children:d("play-computer-start")})]})]}),o("section",{class:"panel","aria-labelledby":"play-friend",children:[o("h2",{id:"play-friend",children:d("private-table")}),o("div",{class:"form-row",children:[o(ta,{id:"system-friend",value:l,onChange:c=>n({...e,lastSystem:c})}),o("button",{type:"button",disabled:i,onClick:()=>{g()},"data-testid":"play-friend",children:d("private-create")})]})]}),o(ro,{identity:t,system:l}),o(oo,{}),o(io,{system:l,name:t.name})]})}function ro({identity:t,system:e}){let[n,a]=$("idle"),[r,i]=$(null),s=H(void 0),l=async m=>{try{let p=await Q("POST","/api/quickmatch",{system:e,computer:m},t.token);if(p.status==="matched"&&p.table){a("idle"),K(`/table/${p.table}`);return}a(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(s.current=window.setTimeout(()=>{l(!1)},3e3))}catch(p){a("idle"),i(We(p))}};A(()=>()=>window.clearTimeout(s.current),[]);let u=()=>{window.clearTimeout(s.current),a("idle")};return o("section",{class:"panel","aria-labelledby":"quick",children:[o("h2",{id:"quick",children:d("quick-match")}),r&&o("p",{class:"refusal",role:"alert",children:r}),n==="idle"&&o("button",{type:"button",onClick:()=>{i(null),l(!1)},children:[d("quick-match-start")," \xB7 ",d(`system-${e}`)]}),n==="waiting"&&o("p",{role:"status",children:[d("quick-match-waiting")," ",o("button",{type:"button",onClick:u,children:d("quick-match-cancel")})]}),n==="offer"&&o("p",{role:"status",children:[d("quick-match-offer")," ",o("button",{type:"button",onClick:()=>{l(!0)},children:d("quick-match-computer")})," ",o("button",{type:"button",onClick:()=>{l(!1)},children:d("quick-match-keep")})]})]})}function oo(){let[t,e]=$(null),[n,a]=$(null),r=()=>{Q("GET","/api/tables").then(e,l=>a(We(l)))};A(r,[]);let i=async l=>{let u=l.seats.find(m=>m.kind==="empty");if(!u)return K(`/table/${l.id}?watch=1`);K(`/table/${l.id}?sit=${u.seat}`)},s=(t??[]).filter(l=>l.status!=="over"&&l.status!=="closed");return o("section",{class:"panel","aria-labelledby":"open-tables",children:[o("h2",{id:"open-tables",children:d("open-tables")}),n&&o("p",{class:"refusal",role:"alert",children:n}),t!==null&&!s.length&&o("p",{children:d("open-tables-none")}),o("ul",{class:"lobby",children:s.map(l=>o("li",{children:[o("span",{children:[d(`system-${l.system}`),": ",l.seats.map(u=>I(l.seats,u.seat)).join(" \xB7 ")]})," ",l.seats.some(u=>u.kind==="empty")&&o("button",{type:"button",onClick:()=>{i(l)},children:d("open-tables-join")}),o("button",{type:"button",onClick:()=>K(`/table/${l.id}?watch=1`),children:d("open-tables-watch")})]},l.id))}),o("button",{type:"button",onClick:r,children:d("open-tables-refresh")})]})}function io({system:t,name:e}){let[n,a]=$(null);A(()=>{Q("GET",`/api/leaderboard?system=${encodeURIComponent(t)}`).then(a,()=>a([]))},[t]);let r=n==null?void 0:n.find(i=>i.name===e);return o("section",{class:"panel","aria-labelledby":"leaderboard",children:[o("h2",{id:"leaderboard",children:[d("leaderboard")," \xB7 ",d(`system-${t}`)]}),r&&o("p",{children:d("your-rating",{rating:r.rating})}),n!==null&&!n.length&&o("p",{children:d("leaderboard-none")}),n!==null&&n.length>0&&o("table",{children:[o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),o("th",{scope:"col",children:d("leaderboard-rating")}),o("th",{scope:"col",children:d("leaderboard-matches")})]})}),o("tbody",{children:n.slice(0,20).map(i=>o("tr",{class:i.name===e?"mine":"",children:[o("td",{children:i.name}),o("td",{children:At(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),o("td",{children:At(i.matches)})]},i.name))})]})]})}var sa=["s","h","d","c"];function Rt(t){return t.charAt(0).toUpperCase()}function la(t){let e=t.charAt(1).toLowerCase();if(!sa.includes(e))throw new Error(`not a card: ${JSON.stringify(t)}`);return e}function so(t){return t.length===2&&Rt(t)in da&&sa.includes(t.charAt(1).toLowerCase())}var lo={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},da={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},ra=40,co=20,uo=70/60,mo=102,oa=50;function le(t,e,n,a){let r=a/100;return o("path",{class:"card__suit",d:lo[t],transform:`translate(${e-50*r} ${n-50*r}) scale(${r})`})}function ca(t,e,n,a,r){let i=da[t];return i?o("path",{class:r,d:i.d,transform:`translate(${e-i.w/2*a} ${n}) scale(${a})`}):null}function ia({rank:t,suit:e}){return o("g",{class:"card__index",children:[ca(t,ra,co,uo,"card__rank"),le(e,ra,mo+oa/2,oa)]})}var ne=(t,e,n)=>`M${t-n} ${e}a${n} ${n} 0 1 1 ${2*n} 0a${n} ${n} 0 1 1 ${-2*n} 0Z`,po={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+ne(1,8,4.5)+ne(40,3,5)+ne(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+ne(2,14,4)+ne(26,10,4)+ne(54,10,4)+ne(78,14,4)+ne(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+ne(30,14,3.5)+ne(50,14,3.5)+"M7 37H73V44H7Z"};function fo({rank:t,suit:e}){return o("g",{class:"card__court",children:[o("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),o("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),o("path",{class:"card__crown",d:po[t]??"",transform:"translate(89 52) scale(0.9)"}),ca(t,125,118,1.6,"card__court-rank"),le(e,125,268,46)]})}function ho({card:t}){let e=Rt(t),n=la(t),a="JQK".includes(e);return o(N,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("g",{class:"card__centre",children:a?o(fo,{rank:e,suit:n}):e==="A"?o(N,{children:[o("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),le(n,125,175,92)]}):le(n,125,176,104)}),o(ia,{rank:e,suit:n}),o("g",{transform:"rotate(180 125 175)",children:o(ia,{rank:e,suit:n})})]})}var ua={x0:16,y0:16,x1:234,y1:334};function go(t){let{x0:e,y0:n,x1:a,y1:r}=ua,i=[],s=l=>Number(l.toFixed(2));for(let l=e+n+t/2;l<a+r;l+=t){let u=Math.max(e,l-r),m=Math.min(a,l-n);m>u&&i.push(`M${s(u)} ${s(l-u)}L${s(m)} ${s(l-m)}`)}for(let l=e-r+t/2;l<a-n;l+=t){let u=Math.max(e,n+l),m=Math.min(a,r+l);m>u&&i.push(`M${s(u)} ${s(u-l)}L${s(m)} ${s(m-l)}`)}return i.join("")}var yo=go(22);function bo(){let{x0:t,y0:e,x1:n,y1:a}=ua;return o(N,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("rect",{class:"card__back-field",x:t,y:e,width:n-t,height:a-e,rx:"10"}),o("path",{class:"card__back-lattice",d:yo}),o("rect",{class:"card__back-line",x:t+9,y:e+9,width:n-t-18,height:a-e-18,rx:"5"}),o("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),o("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),o("g",{class:"card__back-suits",children:[le("s",125,154,24),le("h",146,175,24),le("d",125,196,24),le("c",104,175,24)]})]})}var ko={s:"black",h:"red",d:"red",c:"black"},wo={s:"black",h:"red",d:"blue",c:"green"};function q(t){let e=["card"],n=t.card!==null&&so(t.card);if(t.card===null)e.push("card--back");else if(!n)e.push("card--unknown");else{let r=la(t.card);e.push(`card--${r}`,`card--${(t.fourColour?wo:ko)[r]}`),t.fourColour&&e.push("card--four"),"JQK".includes(Rt(t.card))&&e.push("card--court")}t.class&&e.push(t.class);let a=t.label!=="";return o("svg",{class:e.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:a?"img":void 0,"aria-label":a?t.label:void 0,"aria-hidden":a?void 0:"true",focusable:"false",children:t.card===null?o(bo,{}):n?o(ho,{card:t.card}):o("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function Te({table:t}){var i;let e=((i=t.score)==null?void 0:i.games)??[];if(!e.length)return null;let n=Number(t.rules.target??100),a=t.roles,r=s=>a?a.box===s?"box":a.captain===s?"captain":"out":null;return o("table",{class:"score-sheet","data-testid":"score-sheet",children:[o("caption",{children:[d("score-title")," ",o("span",{class:"target",children:["(",d("score-target",{target:n}),")"]})]}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),e.map((s,l)=>o("th",{scope:"col",class:s.winner!==null?"finished":"",children:[d("score-game",{number:l+1}),s.winner!==null?` (${d("score-finished")})`:""]},l))]})}),o("tbody",{children:t.seats.map(s=>{let l=r(s.seat);return o("tr",{children:[o("th",{scope:"row",children:[I(t.seats,s.seat),l?o("span",{class:"flag",children:d(`role-${l}`)}):null]}),e.map((u,m)=>o("td",{class:`${u.winner!==null?"finished":""}${u.winner===s.seat?" winner":""}`,title:d("score-hands-won",{count:u.hands_won[s.seat]??0}),children:u.scores[s.seat]??0},m))]},s.seat)})})]})}function Ee({title:t,children:e,label:n,onClose:a}){let r=H(null);return A(()=>{var s,l;(l=(s=r.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||l.focus()},[]),o("div",{class:"modal-backdrop",children:o("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":n??t,ref:r,onKeyDown:s=>{if(s.key==="Escape"&&a&&(s.preventDefault(),a()),s.key==="Tab"&&r.current){let l=[...r.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),u=l[0],m=l[l.length-1];s.shiftKey&&document.activeElement===u?(m==null||m.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===m&&(u==null||u.focus(),s.preventDefault())}},children:[o("h2",{children:t}),e]})})}function de({melds:t,fourColour:e,layoffs:n,extra:a}){return o("div",{class:"melds",children:[t.map((r,i)=>o("div",{class:"meld-row",role:"group","aria-label":d("meld-label",{cards:r.map(G).join(", ")}),children:[r.map(s=>o("span",{class:"mini","data-card":s,children:o(q,{card:s,label:G(s),fourColour:e})},s)),((n==null?void 0:n[i])??[]).map(s=>o("span",{class:"mini laid-off","data-card":s,children:o(q,{card:s,label:d("layoff-on",{card:G(s),meld:i+1}),fourColour:e})},s))]},i)),a&&a.length>0&&o("div",{class:"meld-row deadwood-row",children:a.map(r=>o("span",{class:"mini","data-card":r,children:o(q,{card:r,label:`${G(r)}, ${d("deadwood-label")}`,fourColour:e})},r))})]})}function ma({options:t,fourColour:e,onChoose:n}){let[a,r]=$(0),i=t[a]??t[0];return i?o(Ee,{title:d("arrange-title"),children:[o("div",{class:"options",role:"radiogroup","aria-label":d("arrange-title"),children:t.map((s,l)=>o("label",{class:`option${l===a?" chosen":""}`,children:[o("input",{type:"radio",name:"arrangement",checked:l===a,onChange:()=>r(l)}),d("arrange-option",{melds:s.melds.length,deadwood:s.deadwood}),l===0&&o("em",{children:[" (",d("arrange-best"),")"]})]},l))}),o(de,{melds:i.melds,extra:i.deadwood_cards,fourColour:e}),o("button",{type:"button",class:"primary",onClick:()=>n(i.melds),children:d("arrange-submit")})]}):null}function pa({options:t,knocker:e,fourColour:n,onChoose:a}){var u;let[r,i]=$(0),s=t[r]??t[0];if(!s)return null;let l={};for(let m of s.layoffs)(l[u=m.meld]??(l[u]=[])).push(m.card);return o(Ee,{title:d("layoff-title"),children:[e&&o(N,{children:[o("h3",{children:d("end-melds")}),o(de,{melds:e.melds,layoffs:l,fourColour:n})]}),o("div",{class:"options",role:"radiogroup","aria-label":d("layoff-title"),children:t.map((m,p)=>o("label",{class:`option${p===r?" chosen":""}`,children:[o("input",{type:"radio",name:"showing",checked:p===r,onChange:()=>i(p)}),d("layoff-option",{deadwood:m.deadwood,layoffs:m.layoffs.length}),p===0&&o("em",{children:[" (",d("arrange-best"),")"]}),m.layoffs.length>0&&o("span",{class:"layoff-list",children:[" \xB7 ",m.layoffs.map(g=>d("layoff-on",{card:B(g.card),meld:g.meld+1})).join(", ")]})]},p))}),o(de,{melds:s.melds,extra:s.deadwood_cards,fourColour:n}),o("button",{type:"button",class:"primary",onClick:()=>a(s),children:d("layoff-submit")})]})}function fa({text:t,onConfirm:e,onCancel:n}){return o(Ee,{title:d("action-confirm"),onClose:n,children:[o("p",{children:t}),o("div",{class:"actions",children:[o("button",{type:"button",class:"primary",onClick:e,children:d("action-confirm")}),o("button",{type:"button",onClick:n,children:d("action-cancel")})]})]})}function ha({snapshot:t,state:e,handSeats:n,fourColour:a}){var f,k;let r=t.view??t.public,i=t.table,s=(r==null?void 0:r.result)??null,l=i.seats,u=e.lastEnd,m=s&&s.winner!==null?n[s.winner]??null:null,p=(s==null?void 0:s.knocker)??(r==null?void 0:r.knocker)??null,g={};for(let v of((f=r==null?void 0:r.showing)==null?void 0:f.layoffs)??[])(g[k=v.meld]??(g[k]=[])).push(v.card);let c=(s==null?void 0:s.score)??null;return o(N,{children:[o("p",{class:"outcome","data-testid":"outcome",children:s?Lt(s.outcome,m,l):""}),(s==null?void 0:s.draw_reason)&&o("p",{children:d(`draw-${s.draw_reason}`)}),(r==null?void 0:r.arrangement)&&p!==null&&o("section",{children:[o("h3",{children:[d("end-knocker",{name:I(l,n[p])})," \xB7 ",d("end-deadwood",{deadwood:r.arrangement.deadwood})]}),o(de,{melds:r.arrangement.melds,layoffs:g,extra:r.arrangement.deadwood_cards,fourColour:a})]}),(r==null?void 0:r.showing)&&p!==null&&o("section",{children:[o("h3",{children:[d("end-defender",{name:I(l,n[1-p])})," \xB7 ",d("end-deadwood",{deadwood:r.showing.deadwood})]}),o(de,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:a})]}),c&&o("table",{class:"itemised","data-testid":"itemised",children:o("tbody",{children:[o("tr",{children:[o("th",{scope:"row",children:d("end-score-difference")}),o("td",{children:c.difference})]}),c.bonus>0&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-bonus")}),o("td",{children:["+",c.bonus]})]}),c.multiplier>1&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-multiplier")}),o("td",{children:["\xD7",c.multiplier]})]}),o("tr",{class:"total",children:o("th",{scope:"row",colSpan:2,children:d("end-score-points",{name:I(l,m),points:c.points})})})]})}),u&&u.end.games.length>0&&i.rules.scoring==="hollywood"&&o("p",{class:"games",children:d("end-games",{games:u.end.games.map(v=>d("score-game",{number:v+1})).join(", ")})}),u&&o("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${d("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${d("end-verify-failed")}`:u.verdict==="unavailable"?d("end-verify-unavailable"):""," ",o("a",{href:"/fair",onClick:v=>{v.preventDefault(),K("/fair")},children:d("end-verify-how")})]})]})}function ga({snapshot:t,state:e,handSeats:n,fourColour:a}){var l;let r=t.table,i=t.you.seat,s=i!==null&&((l=r.seats[i])==null?void 0:l.ready);return o(Ee,{title:d("end-title",{hand:t.hand??r.hand_number}),children:[o(ha,{snapshot:t,state:e,handSeats:n,fourColour:a}),o(Te,{table:r}),i!==null&&(s?o("p",{role:"status",children:d("ready-waiting")}):o("button",{type:"button",class:"primary","data-testid":"ready",onClick:()=>e.send({type:"ready"}),children:d("ready")}))]})}function ya({snapshot:t,state:e,handSeats:n,fourColour:a}){var m;let r=t.table,i=e.matchEnd,s=r.score,l=(s==null?void 0:s.games)??[],u=(i==null?void 0:i.winner)??null;return o(Ee,{title:d("match-over"),children:[o("p",{class:"outcome","data-testid":"match-outcome",children:u===null?d("match-draw"):d("match-winner",{name:I(r.seats,u)})}),((m=t.view??t.public)==null?void 0:m.result)&&o("details",{children:[o("summary",{children:d("end-title",{hand:t.hand??r.hand_number})}),o(ha,{snapshot:t,state:e,handSeats:n,fourColour:a})]}),i&&o("table",{class:"totals",children:[o("caption",{children:d("match-totals")}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),i.totals.map((p,g)=>o("th",{scope:"col",children:d("score-game",{number:g+1})},g))]})}),o("tbody",{children:r.seats.map(p=>o("tr",{children:[o("th",{scope:"row",children:I(r.seats,p.seat)}),i.totals.map((g,c)=>o("td",{children:g[p.seat]},c))]},p.seat))})]}),!i&&l.length>0&&o(Te,{table:r}),o("p",{class:"links",children:[o("a",{href:`/replay/${r.id}`,onClick:p=>{p.preventDefault(),K(`/replay/${r.id}`)},children:d("match-replay")})," \xB7 ",o("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:d("match-record")})," \xB7 ",o("a",{href:"/",onClick:p=>{p.preventDefault(),K("/")},children:d("match-again")})]})]})}function ba({id:t,fourColour:e}){let[n,a]=$(null),[r,i]=$(null),[s,l]=$(0),[u,m]=$(0);if(A(()=>{Q("GET",`/api/tables/${encodeURIComponent(t)}/replay`).then(a,b=>i(b instanceof U&&b.code==="unknown_table"?d("replay-not-finished"):b instanceof U?te(b.code,b.message):String(b)))},[t]),A(()=>{let b=w=>{w.target instanceof HTMLInputElement||w.target instanceof HTMLSelectElement||(w.key==="ArrowRight"&&m(_=>_+1),w.key==="ArrowLeft"&&m(_=>Math.max(0,_-1)))};return window.addEventListener("keydown",b),()=>window.removeEventListener("keydown",b)},[]),r)return o("p",{class:"refusal",role:"alert",children:r});if(!n)return o("p",{class:"loading",role:"status",children:d("replay-loading")});let p=n.hands[s];if(!p)return null;let g=p.frames.length-1,c=Math.min(u,g),f=p.frames[c];if(!f)return null;let k=b=>{var w;return((w=n.players[b])==null?void 0:w.name)??`P${b+1}`},v=f.pile[f.pile.length-1];return o("article",{class:"replay","data-testid":"replay",children:[o("h1",{children:d("replay-title")}),o("label",{children:[d("replay-hand",{number:""})," ",o("select",{value:s,onChange:b=>{l(Number(b.currentTarget.value)),m(0)},children:n.hands.map((b,w)=>o("option",{value:w,children:d("replay-hand",{number:b.number})},w))})]}),o("p",{role:"status","data-testid":"replay-step",children:[d("replay-step",{step:c,steps:g}),f.action&&o(N,{children:[": ",o("strong",{children:k(f.action.player)})," \xB7 ",pe(f.action)]})]}),o("div",{class:"replay-controls",role:"toolbar","aria-label":d("replay-title"),children:[o("button",{type:"button",onClick:()=>m(0),disabled:c===0,children:d("replay-first")}),o("button",{type:"button",onClick:()=>m(Math.max(0,c-1)),disabled:c===0,children:d("replay-prev")}),o("button",{type:"button",onClick:()=>m(c+1),disabled:c===g,"data-testid":"replay-next",children:d("replay-next")}),o("button",{type:"button",onClick:()=>m(g),disabled:c===g,children:d("replay-last")})]}),f.hands.map((b,w)=>o("section",{class:`replay-hand${f.to_act===w&&f.phase!=="over"?" to-act":""}`,children:[o("h2",{children:k(p.seats[w]??w)}),o("div",{class:"row",children:b.map(_=>o("span",{class:"mini",children:o(q,{card:_,label:G(_),fourColour:e})},_))})]},w)),o("p",{children:[d("stock"),": ",f.stock_count," \xB7 ",d("pile"),": ",v?o("span",{class:"mini",children:o(q,{card:v,label:G(v),fourColour:e})}):"\u2014"]}),c===g&&p.end.knocker_melds&&o("section",{children:[o("h2",{children:d("end-title",{hand:p.number})}),o(de,{melds:p.end.knocker_melds,extra:p.end.knocker_deadwood_cards??[],fourColour:e}),p.end.defender_melds&&o(de,{melds:p.end.defender_melds,extra:p.end.defender_deadwood_cards??[],fourColour:e}),o("p",{children:d("end-score-points",{name:p.end.winner===null?"\u2014":k(p.end.winner),points:p.end.points})})]}),o("p",{children:o("a",{href:`/api/tables/${t}/record`,download:`ginrummy-${t}.json`,children:d("match-record")})})]})}var Pt="ginrummy.";function jt(t,e){try{let n=localStorage.getItem(Pt+t);return n===null?e:JSON.parse(n)}catch{return e}}function zt(t,e){try{e===null?localStorage.removeItem(Pt+t):localStorage.setItem(Pt+t,JSON.stringify(e))}catch{}}var Je={get:()=>jt("identity",null),set:t=>zt("identity",t)},Nt=["small","medium","large"],ka={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function wa(){let{largeCards:t,...e}=jt("settings",{}),n={...ka,...e};return t===!0&&(e.cardSize===void 0&&(n.cardSize="large"),e.highContrast===void 0&&(n.highContrast=!0)),Nt.includes(n.cardSize)||(n.cardSize=ka.cardSize),n}function _a(t){zt("settings",t)}function va(t){return jt(`order.${t}`,[])}function $a(t,e){zt(`order.${t}`,e)}function _o(t,e){let n=[],a=[],r=0;return t.forEach((i,s)=>{let l=Math.max(0,Math.min(i.cards.length,e-r));l>0&&n.push({...i,cards:i.cards.slice(0,l),group:s,continued:!1}),l<i.cards.length&&a.push({...i,cards:i.cards.slice(l),group:s,continued:l>0}),r+=i.cards.length}),a.length?[n,a]:[n]}function Ye(t){return t.reduce((e,n)=>e+n.cards.length,0)}function vo(t,e){let n=Ye(t),a=t.length;return(e-(a-1)*8-6*a-(n-a)*46)/a}function $o(t,e,n){let a=Ye(t),r=t.length;return a===r?1/0:(e-(r-1)*8-r*(n+6))/(a-r)}function xo(t,e){let n=Math.min(...t.map(l=>vo(l,e.width))),a=Math.max(40,Math.min(e.card,n)),r=Math.min(...t.map(l=>$o(l,e.width,a))),i=Math.min(Math.max(.6*a,46),r),s=t.map(Ye);return{rows:t,card:a,step:i,whole:t.every(l=>l.every(u=>!u.continued)),balance:Math.abs((s[0]??0)-(s[1]??0))}}function So(t,e){return Math.abs(t.card-e.card)>.5?t.card>e.card?t:e:t.whole!==e.whole?t.whole?t:e:Math.abs(t.step-e.step)>.5?t.step>e.step?t:e:e.balance<t.balance?e:t}function xa(t,e){let n=Ye(t),a=null;for(let r=1;r<=Math.max(1,Math.min(2,e.rows));r+=1){let i=null,s=r===1||n<2?[n]:Array.from({length:n-1},(l,u)=>u+1);for(let l of s){let u=xo(_o(t,l),e);i=i?So(i,u):u}if(i){if(i.card>=e.card-.5)return i;a=a&&a.card>=i.card-.5?a:i}}return a??{rows:[],card:e.card,step:46}}var Qe="A23456789TJQK",Xe="shdc";function Ze(t,e){return Qe.indexOf(t[0]??"")-Qe.indexOf(e[0]??"")||Xe.indexOf(t[1]??"")-Xe.indexOf(e[1]??"")}function Eo(t,e){return Xe.indexOf(t[1]??"")-Xe.indexOf(e[1]??"")||Qe.indexOf(t[0]??"")-Qe.indexOf(e[0]??"")}function Sa(t,e,n,a){if(n==="melds"&&e){let r=new Set(e.melds.flat()),i=e.melds.filter(l=>l.every(u=>t.includes(u))).map(l=>({meld:!0,cards:[...l].sort(Ze)})),s=t.filter(l=>!r.has(l)).sort(Ze);return s.length&&i.push({meld:!1,cards:s}),i}if(n==="own"){let r=a.filter(s=>t.includes(s)),i=t.filter(s=>!r.includes(s)).sort(Ze);return[{meld:!1,cards:[...r,...i]}]}return[{meld:!1,cards:[...t].sort(n==="rank"?Ze:Eo)}]}function Ao(){let t=H(null),e=H(null),[n,a]=$(null);return ke(()=>{let r=t.current,i=e.current,s=r==null?void 0:r.parentElement;if(!r||!i||!s)return;let l=()=>{let m=Number.parseInt(getComputedStyle(s).getPropertyValue("--hand-rows"),10),p={width:Math.floor(r.getBoundingClientRect().width)-1,card:i.getBoundingClientRect().width,rows:m>0?m:2};a(g=>g&&g.width===p.width&&g.card===p.card&&g.rows===p.rows?g:p)};l();let u=new ResizeObserver(l);return u.observe(r),u.observe(i),window.addEventListener("resize",l),()=>{u.disconnect(),window.removeEventListener("resize",l)}},[]),{space:n,width:t,card:e}}function Ca(t){let{space:e,width:n,card:a}=Ao(),r=e&&e.width>0?xa(t.groups,e):null,i=r?r.rows:[t.groups.map((c,f)=>({...c,group:f,continued:!1}))],s={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...r?{"--card-w":`${r.card}px`,"--hand-step":`${r.step}px`}:{}},l=H(null),u=(c,f)=>{c.button===0&&(l.current={card:f,x:c.clientX,y:c.clientY,element:c.currentTarget,moved:!1,pointer:c.pointerId})},m=c=>{let f=l.current;if(!f||f.pointer!==c.pointerId)return;let k=c.clientX-f.x,v=c.clientY-f.y;!f.moved&&Math.hypot(k,v)<10||(f.moved||(f.moved=!0,f.element.setPointerCapture(c.pointerId),f.element.classList.add("dragging")),f.element.style.transform=`translate(${k}px, ${v}px)`)},p=c=>{var b;let f=l.current;if(l.current=null,!f||!f.moved)return;f.element.classList.remove("dragging"),f.element.style.transform="";let k=document.elementsFromPoint(c.clientX,c.clientY);if(k.some(w=>w.closest("[data-drop='pile']"))){t.onPlay(f.card);return}let v=k.map(w=>w.closest("[data-hand-card]")).find(w=>w&&w.dataset.handCard!==f.card);if(v){let w=v.getBoundingClientRect(),_=(b=v.nextElementSibling)==null?void 0:b.getBoundingClientRect(),M=c.clientX>w.left+(_?_.left-w.left:w.width)/2,L=t.groups.flatMap(j=>j.cards).filter(j=>j!==f.card),T=L.indexOf(v.dataset.handCard??"");t.onMove(f.card,M?L[T+1]??null:L[T]??null)}else k.some(w=>w.closest(".hand"))&&t.onMove(f.card,null)},g=(c,f)=>{var b;let k=t.groups.flatMap(w=>w.cards),v=k.indexOf(f);if(c.key==="ArrowRight"||c.key==="ArrowLeft"){let w=c.key==="ArrowRight"?1:-1;if(c.shiftKey){let _=k.filter(L=>L!==f),M=Math.max(0,Math.min(_.length,v+w));t.onMove(f,_[M]??null),requestAnimationFrame(()=>{var L;return(L=document.querySelector(`[data-hand-card="${f}"]`))==null?void 0:L.focus()})}else{let _=k[(v+w+k.length)%k.length];_&&((b=document.querySelector(`[data-hand-card="${_}"]`))==null||b.focus())}c.preventDefault()}else(c.key==="Delete"||c.key==="d")&&(t.playable.has(f)&&t.onPlay(f),c.preventDefault())};return o("div",{class:"hand",role:"group","aria-label":t.label,style:s,onPointerMove:m,onPointerUp:p,onPointerCancel:p,children:[o("span",{class:"hand-probe hand-probe-width",ref:n,"aria-hidden":"true"}),o("span",{class:"hand-probe hand-probe-card",ref:a,"aria-hidden":"true"}),i.map((c,f)=>o("div",{class:"hand-row",children:c.map(k=>{var v;return o("div",{class:`hand-group${k.meld?" meld":""}${k.continued?" continued":""}`,role:"group","aria-label":k.meld?d("meld-label",{cards:(((v=t.groups[k.group])==null?void 0:v.cards)??k.cards).map(G).join(", ")}):void 0,children:k.cards.map(b=>{let w=t.deadwood.has(b),_=["hand-card"];t.selected===b&&_.push("selected"),w&&_.push("deadwood"),t.fresh===b&&_.push("fresh"),t.playable.size&&!t.playable.has(b)&&_.push("barred");let M=G(b)+(w?`, ${d("deadwood-label")}`:"");return o("button",{type:"button",class:_.join(" "),"data-card":b,"data-hand-card":b,"aria-label":M,"aria-pressed":t.selected===b,onClick:()=>t.onSelect(b),onDblClick:()=>t.playable.has(b)&&t.onPlay(b),onPointerDown:L=>u(L,b),onKeyDown:L=>g(L,b),children:o(q,{card:b,label:"",fourColour:t.fourColour})},b)})},k.group)})},f))]})}var Ta={off:0,slow:560,normal:340,fast:190},Ea={off:0,slow:150,normal:90,fast:50},Mo="cubic-bezier(0.2, 0.75, 0.25, 1)",et="ginrummy-motion";function It(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function ge(t,e){let n=t.getBoundingClientRect();return{left:n.left+e.x,top:n.top+e.y,width:n.width,height:n.height}}function Dt(t){return Array.from(t.querySelectorAll("[data-card]")).filter(n=>{var r;let a=(r=n.parentElement)==null?void 0:r.closest("[data-card]");return!a||!t.contains(a)})}function Ht(t){let e=new Map;return t.querySelectorAll("[data-anchor]").forEach(n=>{let a=n.dataset.anchor;a&&!e.has(a)&&e.set(a,n)}),e}function Aa(t){let e=new Map,n=new Map;if(!t||typeof t.querySelectorAll!="function")return{cards:e,anchors:n};let a=It();for(let r of Dt(t)){let i=r.dataset.card??"",s=e.get(i),l=ge(r,a);s?s.push(l):e.set(i,[l])}for(let[r,i]of Ht(t))n.set(r,ge(i,a));return{cards:e,anchors:n}}function Ma(t){if(!t||t.speed==="off"||!(t.speed in Ta)||typeof document<"u"&&document.visibilityState==="hidden")return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function La(t){return typeof t.animate=="function"}function Lo(t){if(typeof t.getAnimations=="function"){for(let e of t.getAnimations({subtree:!0}))e.id===et&&e.cancel();return}for(let e of Dt(t))if(typeof e.getAnimations=="function")for(let n of e.getAnimations())n.id===et&&n.cancel()}function Ro(t){let e=getComputedStyle(t),n=e.transform&&e.transform!=="none"?e.transform:"",a=0,r=0;if(n&&typeof DOMMatrixReadOnly=="function")try{let l=new DOMMatrixReadOnly(n);a=l.m41,r=l.m42}catch{}let[i="0",s="0"]=(e.transformOrigin||"0 0").split(" ");return{transform:n,tx:a,ty:r,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function Po(t,e){let{from:n,to:a}=t,r=n.width/a.width,i=n.height/a.height;t.entering&&(r=i=Math.min(r,i)),(!Number.isFinite(r)||r<=0)&&(r=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=n.left+n.width/2-(a.left+a.width/2),l=n.top+n.height/2-(a.top+a.height/2),u=a.width/2+e.tx-e.ox,m=a.height/2+e.ty-e.oy,p=f=>Math.round(f*100)/100,g=`translate(${p(s)}px, ${p(l)}px) translate(${p(u)}px, ${p(m)}px) scale(${p(r*1e3)/1e3}, ${p(i*1e3)/1e3})`+` translate(${p(-u)}px, ${p(-m)}px) ${e.transform}`.trimEnd(),c=`translate(0px, 0px) translate(${p(u)}px, ${p(m)}px) scale(1, 1) translate(${p(-u)}px, ${p(-m)}px) ${e.transform}`.trimEnd();return[{transform:g},{transform:c}]}function Ra(t,e){if(!t.length)return Promise.resolve();let n=t.map(s=>Ro(s.element)),a=Ta[e.speed],r=[];if(t.forEach((s,l)=>{let u=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),m=Math.round(a*Math.min(1.35,Math.max(.8,.75+u/900)));try{let p=s.element.animate(Po(s,n[l]),{duration:m,delay:s.delay,easing:Mo,fill:s.delay>0?"backwards":"none"});p.id=et,r.push(p)}catch{}}),!r.length)return Promise.resolve();let i=Math.max(...t.map(s=>s.delay))+a*1.35;return new Promise(s=>{let l=!1,u,m=()=>{l||(l=!0,u!==void 0&&clearTimeout(u),document.removeEventListener("visibilitychange",g),s())},p=()=>{for(let c of r)try{c.playState!=="finished"&&c.playState!=="idle"&&c.finish()}catch{c.cancel()}m()},g=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",g),Promise.allSettled(r.map(c=>c.finished)).then(m),u=setTimeout(p,i+600)})}function Pa(t,e,n){var u;if(!t||typeof t.querySelectorAll!="function"||(Lo(t),!e||Ma(n)))return Promise.resolve();let a=It(),r=Ht(t),i=new Map,s=[],l=0;for(let m of Dt(t)){if(!La(m))continue;let p=m.dataset.card??"",g=i.get(p)??0;i.set(p,g+1);let c=ge(m,a);if(c.width<1||c.height<1)continue;let f=(u=e.cards.get(p))==null?void 0:u[g];if(f){if(f.width<1||f.height<1||Math.abs(f.left-c.left)<.5&&Math.abs(f.top-c.top)<.5&&Math.abs(f.width-c.width)<.5&&Math.abs(f.height-c.height)<.5)continue;s.push({element:m,from:f,to:c,entering:!1,delay:0});continue}let k=m.dataset.from??"stock";if(k===""||k==="none")continue;let v=e.anchors.get(k)??(r.has(k)?ge(r.get(k),a):void 0);!v||v.width<1||v.height<1||(s.push({element:m,from:v,to:c,entering:!0,delay:0}),l+=1)}if(l>1){let m=0;for(let p of s)p.entering&&(p.delay=m++*Ea[n.speed]*.6)}return Ra(s,n)}function ja(t,e,n){if(!t||typeof t.querySelectorAll!="function")return Promise.resolve();for(let l of e??[])if(!(!l||typeof l.getAnimations!="function"))for(let u of l.getAnimations())u.id===et&&u.cancel();if(Ma(n))return Promise.resolve();let a=Ht(t).get("stock");if(!a)return Promise.resolve();let r=It(),i=ge(a,r);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let l of e??[]){if(!l||!l.isConnected||!La(l))continue;let u=ge(l,r);u.width<1||u.height<1||s.push({element:l,from:i,to:u,entering:!0,delay:s.length*Ea[n.speed]})}return Ra(s,n)}function za({rules:t,system:e}){let n=[],a=r=>Number(t[r]??0);return n.push(d("rules-target",{target:a("target")})),t.knock_limit_from_upcard?n.push(d("rules-knock-from-upcard")):n.push(d("rules-knock-limit",{limit:a("knock_limit")})),t.oklahoma_spades_double&&n.push(d("rules-spades-double")),n.push(d("rules-gin-bonus",{bonus:a("gin_bonus")})),n.push(d("rules-undercut-bonus",{bonus:a("undercut_bonus")})),n.push(t.big_gin?d("rules-big-gin",{bonus:a("big_gin_bonus")}):d("rules-no-big-gin")),n.push(t.discard_drawn_upcard?d("rules-discard-upcard"):d("rules-no-discard-upcard")),t.scoring==="hollywood"&&n.push(d("rules-hollywood")),a("players")===3&&n.push(d("rules-three-player")),a("line_bonus")>0&&n.push(d("rules-line-bonus",{bonus:a("line_bonus")})),a("game_bonus")>0&&n.push(d("rules-game-bonus",{bonus:a("game_bonus")})),t.shutout&&n.push(d("rules-shutout")),o("section",{class:"panel rules","aria-label":d("rules"),"data-testid":"rules",children:[o("h2",{children:[d("rules"),": ",d(`system-${e}`)]}),o("ul",{children:n.map(r=>o("li",{children:r},r))})]})}var Na=["hello","good-luck","nice","thanks","good-game","rematch"],tt=null;function jo(t){if(!tt){tt=new Map;for(let n of Na)for(let a of Wn(`chat-preset-${n}`))tt.set(a,n)}let e=tt.get(t);return e?d(`chat-preset-${e}`):t}function Ia({state:t,seated:e}){let[n,a]=$(""),r=t.log.filter(s=>s.event.type==="chat"),i=s=>{let l=s.trim().slice(0,200);l&&t.send({type:"chat",text:l})&&a("")};return o("section",{class:"panel chat","aria-label":d("chat"),children:[o("h2",{children:d("chat")}),o("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:r.map((s,l)=>{if(s.event.type!=="chat")return null;let u=s.event.text,m=jo(u);return o("li",{title:m===u?void 0:u,children:[o("strong",{children:[s.event.name,":"]})," ",m]},l)})}),e&&o(N,{children:[o("div",{class:"presets",children:Na.map(s=>o("button",{type:"button",onClick:()=>i(d(`chat-preset-${s}`)),children:d(`chat-preset-${s}`)},s))}),o("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(n)},children:[o("input",{type:"text",maxLength:200,value:n,"aria-label":d("chat-placeholder"),placeholder:d("chat-placeholder"),onInput:s=>a(s.currentTarget.value)}),o("button",{type:"submit",children:d("chat-send")})]})]})]})}function Da({state:t,seats:e}){let n=t.log.map(a=>Ce(a.event,e)).filter(a=>a!==null);return o("details",{class:"panel log",children:[o("summary",{children:d("log-title")}),o("ol",{"data-testid":"log",children:n.slice(-40).map((a,r)=>o("li",{children:a},r))})]})}function zo(t,e){return t.handSeats?t.handSeats:e.roles?[e.roles.box,e.roles.captain]:[0,1]}function Oa(t,e){return e===null||!t.roles?null:t.roles.box===e?"box":t.roles.captain===e?"captain":"out"}function Fa({state:t,settings:e,setSettings:n}){let a=t.snapshot;return a?o(No,{snapshot:a,state:t,settings:e,setSettings:n}):o("p",{class:"loading",role:"status",children:d("loading")})}function No({snapshot:t,state:e,settings:n,setSettings:a}){var Gt,qt,Vt,Wt,Jt,Yt,Zt,Qt;let{table:r,view:i,choices:s,you:l}=t,u=r.seats,m=l.seat,p=Oa(r,m),g=p==="out",c=zo(e,r),[f,k]=$(null),[v,b]=$(null),[w,_]=$(!1),[M,L]=$(()=>va(r.id)),T=H(null),j=H(null),V=H(t.seq);V.current!==t.seq&&(V.current=t.seq,T.current&&(j.current=Aa(T.current))),A(()=>{T.current&&j.current&&Pa(T.current,j.current,{speed:n.speed}),j.current=null},[t.seq]),A(()=>{if(!T.current||t.hand===null)return;let S=[...T.current.querySelectorAll(".hand-card, .back-slot")];ja(T.current,S,{speed:n.speed})},[t.hand]),A(()=>{f&&!((i==null?void 0:i.hand)??[]).includes(f)&&k(null)},[i==null?void 0:i.hand.join()]);let D=H(null);A(()=>{let S=Y=>{let Z=D.current;if(D.current=null,!Z)return;document.elementsFromPoint(Y.clientX,Y.clientY).some(ye=>ye.closest(".hand"))&&h.current.has(Z)&&y.current({action:Z})};return window.addEventListener("pointerup",S),()=>window.removeEventListener("pointerup",S)},[]);let h=H(new Set),y=H(()=>{}),x=S=>{k(null),e.send(g?{type:"advise",action:S}:{type:"act",action:S})};y.current=x;let W=S=>I(u,c[S]),J=(i==null?void 0:i.seat)??null,O=J===null?null:1-J,at=new Map(((s==null?void 0:s.discards)??[]).map(S=>[S.card,S])),Ot=((s==null?void 0:s.to_act)??!1)&&m!==null,oe=Ot?new Set((s==null?void 0:s.actions)??[]):new Set,Me=oe.has("discard")?new Set(at.keys()):new Set;h.current=oe;let Ft=i?Sa(i.hand,s,n.handOrder,M):[],Va=new Set((s==null?void 0:s.deadwood_cards)??[]),Wa=(S,Y)=>{let Z=Ft.flatMap(ye=>ye.cards).filter(ye=>ye!==S),ct=Y===null?Z.length:Z.indexOf(Y);Z.splice(ct<0?Z.length:ct,0,S),L(Z),$a(r.id,Z),n.handOrder!=="own"&&a({...n,handOrder:"own"})},Bt=S=>{Me.has(S)&&x({action:"discard",card:S})},Ja=S=>{let Y=at.get(S);Y&&b({kind:Y.gin?"gin":"knock",card:S,deadwood:Y.deadwood})},Ya=f?at.get(f):void 0,ce=i?i.pile[i.pile.length-1]:(Gt=t.public)==null?void 0:Gt.pile[t.public.pile.length-1],Kt=(i==null?void 0:i.stock_count)??((qt=t.public)==null?void 0:qt.stock_count)??null,rt=(i==null?void 0:i.phase)??((Vt=t.public)==null?void 0:Vt.phase)??null,ot=(i==null?void 0:i.knock_limit)??((Wt=t.public)==null?void 0:Wt.knock_limit)??null,it=(i==null?void 0:i.upcard)??((Jt=t.public)==null?void 0:Jt.upcard)??null,Za=!!r.rules.oklahoma_spades_double&&!!r.rules.knock_limit_from_upcard&&(it==null?void 0:it[1])==="s",Qa=(i==null?void 0:i.taken)??null,ue=i==null?void 0:i.events[i.events.length-1],Ut=ue!==void 0&&ue.seat===J&&(ue.action==="draw_stock"||ue.action==="draw_discard"),st=H({hand:[],fresh:null});if(i&&Ut){let S=st.current;if(S.fresh===null||!i.hand.includes(S.fresh)){let Y=i.hand.filter(Z=>!S.hand.includes(Z));S.fresh=(ue==null?void 0:ue.card)??Qa??(Y.length===1?Y[0]??null:null)}}else st.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let Xa=Ut?st.current.fresh:null,lt=(Yt=i??t.public)==null?void 0:Yt.events.at(-1),er=lt&&lt.action==="discard"&&lt.seat!==J?"opponent":"none",dt=t.timers.find(S=>S.running),tr=rt!==null&&rt!=="over"?c[((Zt=i??t.public)==null?void 0:Zt.to_act)??0]:null;return o("div",{class:`table${n.fourColour?" four-colour":""}`,ref:T,children:[o(Io,{table:r,mySeat:m,toAct:tr??null,state:e,dealer:c[((Qt=i??t.public)==null?void 0:Qt.dealer)??-1]??null}),p&&o("p",{class:"role-note",children:d(`you-are-${p}`)}),l.role==="spectator"&&o("p",{class:"role-note",children:d("spectating")}),r.status==="waiting"&&o(Ho,{table:r}),rt!==null&&o("section",{class:"felt","aria-label":d("hand-number",{number:t.hand??r.hand_number}),children:[o(Ha,{snapshot:t,handSeat:O??1,name:W(O??1),fourColour:n.fourColour}),!i&&t.public&&o(Ha,{snapshot:t,handSeat:0,name:W(0),fourColour:n.fourColour}),o("div",{class:"centre",children:[o("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!oe.has("draw_stock"),"aria-label":d("card-stock",{count:Kt??0}),onClick:()=>x({action:"draw_stock"}),onPointerDown:()=>{D.current="draw_stock"},children:[o(q,{card:null,label:""}),o("span",{class:"count","aria-hidden":"true",children:Kt})]}),o("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(oe.has("draw_discard")||f!==null&&Me.has(f)),"aria-label":ce?d("card-pile",{card:G(ce)}):d("card-pile-empty"),onClick:()=>f&&Me.has(f)?Bt(f):oe.has("draw_discard")&&x({action:"draw_discard"}),onPointerDown:()=>{D.current="draw_discard"},children:ce?o("span",{class:"pile-top","data-card":ce,"data-from":er,children:o(q,{card:ce,label:"",fourColour:n.fourColour})}):o("span",{class:"pile-empty"})}),o("div",{class:"hand-facts",children:[ot!==null&&o("span",{class:"badge knock-limit",children:ot===0?d("knock-limit-gin"):d("knock-limit",{limit:ot})}),Za&&o("span",{class:"badge spades",children:d("spades-double")}),dt&&o(Fo,{seconds:dt.seconds_left,decision:dt.decision})]})]}),i&&s&&o("div",{class:"mine",children:[o("div",{class:"hand-tools",children:[o("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?d("your-deadwood-after",{deadwood:Math.min(...s.discards.map(S=>S.deadwood))}):d("your-deadwood",{deadwood:s.deadwood})}),o("label",{class:"sort",children:[d("sort-label")," ",o("select",{value:n.handOrder,onChange:S=>a({...n,handOrder:S.currentTarget.value}),children:[o("option",{value:"melds",children:d("sort-melds")}),o("option",{value:"rank",children:d("sort-rank")}),o("option",{value:"suit",children:d("sort-suit")}),o("option",{value:"own",children:d("sort-own")})]})]})]}),o(Ca,{groups:Ft,deadwood:Va,selected:f,playable:Me,fourColour:n.fourColour,fresh:Xa,label:g?d("hand-label-captain"):d("hand-label"),onSelect:S=>k(f===S?null:S),onPlay:Bt,onMove:Wa}),o(Oo,{actions:oe,view:i,choices:s,selected:f,selectedOption:Ya,advising:g,send:x,knock:Ja,bigGin:()=>b({kind:"big_gin",card:null,deadwood:0})})]})]}),o(Bo,{snapshot:t,myRole:p,state:e,pileTop:ce}),o(Ko,{state:e}),o(Uo,{state:e,pileTop:ce}),o("div",{class:"table-extras",children:[o(Te,{table:r}),o("div",{class:"buttons",children:[r.status==="playing"&&m!==null&&Ot&&!g&&o("button",{type:"button",onClick:()=>e.send({type:"hint",count:3}),children:d("hint")}),m!==null&&r.seats.every(S=>S.seat===m||S.kind==="computer")&&r.status==="playing"&&o("button",{type:"button",onClick:()=>e.send({type:"undo"}),children:d("undo")}),o("button",{type:"button","aria-expanded":w,onClick:()=>_(!w),children:d("rules")})]}),w&&o(za,{rules:r.rules,system:r.system}),o(Ia,{state:e,seated:m!==null}),o(Go,{state:e,seats:u}),o(Da,{state:e,seats:u})]}),i&&oe.has("arrange")&&s&&!g&&o(ma,{options:s.arrangements,fourColour:n.fourColour,onChoose:S=>x({action:"arrange",melds:S})}),i&&oe.has("lay_off")&&s&&!g&&o(pa,{options:s.showings,knocker:i.arrangement,fourColour:n.fourColour,onChoose:S=>x({action:"lay_off",melds:S.melds,layoffs:S.layoffs})}),v&&o(fa,{text:v.kind==="big_gin"?d("confirm-big-gin"):v.kind==="gin"?d("confirm-gin",{card:B(v.card??"")}):d("confirm-knock",{card:B(v.card??""),deadwood:v.deadwood}),onCancel:()=>b(null),onConfirm:()=>{let S=v;b(null),x(S.kind==="big_gin"?{action:"big_gin"}:{action:"knock",card:S.card})}}),r.status==="between_hands"&&o(ga,{snapshot:t,state:e,handSeats:c,fourColour:n.fourColour}),r.status==="over"&&o(ya,{snapshot:t,state:e,handSeats:c,fourColour:n.fourColour}),r.status==="closed"&&o("p",{class:"panel",role:"status",children:d("table-closed")})]})}function Io({table:t,mySeat:e,toAct:n,state:a,dealer:r}){let i=we(()=>{let s=new Map;for(let l of a.log)if(l.event.type==="action"||l.event.type==="advice"){let u=Ce(l.event,t.seats);u&&s.set(l.event.player,u)}return s},[a.log,t.seats]);return o("ul",{class:"seats","aria-label":d("score-title"),children:t.seats.map(s=>o("li",{class:`seat${s.seat===n?" to-act":""}${s.seat===e?" mine":""}`,"data-testid":`seat-${s.seat}`,children:[o("span",{class:"seat-name",children:[I(t.seats,s.seat),s.seat===e?` (${d("seat-you")})`:""]}),o(Do,{seat:s,table:t,toAct:n,dealer:r}),i.get(s.seat)&&o("span",{class:"seat-last",children:d("last-action",{action:i.get(s.seat)??""})}),s.kind==="empty"&&e===null&&t.status!=="over"&&o("button",{type:"button",onClick:()=>a.send({type:"sit",seat:s.seat}),children:d("seat-sit")})]},s.seat))})}function Do({seat:t,table:e,toAct:n,dealer:a}){let r=Oa(e,t.seat),i=[];return r&&i.push(d(`role-${r}`)),t.seat===a&&i.push(d("seat-dealer")),t.seat===n&&i.push(d("seat-to-act")),t.away?i.push(d("seat-away")):t.kind==="person"&&!t.connected&&i.push(d("seat-offline")),t.ready&&e.status==="between_hands"&&i.push(d("seat-ready")),o("span",{class:"seat-flags",children:i.map(s=>o("span",{class:"flag",children:s},s))})}function Ho({table:t}){let[e,n]=$(!1),a=t.code?`${location.origin}/join/${t.code}`:null;return o("section",{class:"panel waiting","aria-live":"polite",children:[o("p",{children:d("table-waiting")}),a&&o("p",{class:"share",children:[d("table-share")," ",o("a",{href:a,"data-testid":"share-link",children:a})," ",o("button",{type:"button",onClick:()=>{var r;(r=navigator.clipboard)==null?void 0:r.writeText(a).then(()=>n(!0))},children:e?d("private-copied"):d("private-copy")})]})]})}function Ha({snapshot:t,handSeat:e,name:n,fourColour:a}){var l,u;let r=t.view,i=r?r.opponent_hand_size:((l=t.public)==null?void 0:l.hand_sizes[e])??0,s=r?r.opponent_known:((u=t.public)==null?void 0:u.taken_known[e])??[];return o("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[o("p",{class:"opponent-count",children:d("opponent-cards",{name:n,count:i})}),o("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(m,p)=>o("span",{class:"back-slot",children:o(q,{card:null,label:""})},p))}),s.length>0&&o("p",{class:"known",children:[d("opponent-known",{name:n})," ",s.map(m=>o("span",{class:"mini","data-card":m,children:o(q,{card:m,label:G(m),fourColour:a})},m))]})]})}function Oo(t){let{actions:e,view:n,selected:a,selectedOption:r,send:i}=t,s=n.pile[n.pile.length-1],l=[];if(e.has("draw_stock")&&l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"draw_stock"}),children:d("action-draw-stock")},"stock")),e.has("draw_discard")&&s){let u=n.phase==="offer"?d("action-take-upcard",{card:B(s)}):d("action-draw-discard",{card:B(s)});l.push(o("button",{type:"button",onClick:()=>i({action:"draw_discard"}),children:u},"pile"))}return e.has("pass")&&l.push(o("button",{type:"button",onClick:()=>i({action:"pass"}),children:d("action-pass")},"pass")),e.has("discard")&&(a&&r?(l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"discard",card:a}),children:d("action-discard",{card:B(a)})},"discard")),r.knock&&l.push(o("button",{type:"button",class:r.gin?"gin":"knock",onClick:()=>t.knock(a),children:r.gin?d("action-gin-with",{card:B(a)}):d("action-knock-with",{card:B(a)})},"knock"))):l.push(o("span",{class:"prompt",children:d("action-choose-card")},"choose"))),e.has("big_gin")&&l.push(o("button",{type:"button",class:"gin",onClick:t.bigGin,children:d("action-big-gin")},"big")),l.length?o("div",{class:"actions",role:"toolbar","aria-label":t.advising?d("advise"):d("turn-yours"),children:l}):null}function Fo({seconds:t,decision:e}){let[n,a]=$(Math.ceil(t));return A(()=>{let r=performance.now();a(Math.ceil(t));let i=window.setInterval(()=>a(Math.max(0,Math.ceil(t-(performance.now()-r)/1e3))),250);return()=>window.clearInterval(i)},[e,t]),o("span",{class:`badge clock${n<=10?" urgent":""}`,role:"timer",children:d("turn-clock",{seconds:n})})}function Bo({snapshot:t,myRole:e,state:n,pileTop:a}){if(e!=="captain"&&e!=="out"||t.table.status!=="playing")return null;let r=t.advice;return o("p",{class:"advice",role:"status","data-testid":"advice",children:[r===null?d("advice-none"):e==="captain"?d("advice-from",{action:pe(r,a)}):d("advice-sent",{action:pe(r,a)}),r!==null&&e==="out"&&o("button",{type:"button",onClick:()=>n.send({type:"advise",action:null}),children:d("advice-withdraw")})]})}function Ko({state:t}){var a;let[e,n]=$(null);return A(()=>{if(n(t.refusal),!t.refusal)return;let r=window.setTimeout(()=>n(null),8e3);return()=>window.clearTimeout(r)},[(a=t.refusal)==null?void 0:a.at]),e?o("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[o("strong",{children:te(e.code,e.message)}),e.code==="illegal"&&o("span",{class:"detail",children:[" ",d("error-detail",{message:e.message})]})]}):null}function Uo({state:t,pileTop:e}){return t.hints?o("section",{class:"panel hints","aria-label":d("hints-title"),children:[o("h2",{children:d("hints-title")}),o("ol",{children:t.hints.map((n,a)=>o("li",{children:[o("strong",{children:pe(n.action,e)})," ",o("span",{class:"reason",children:ea(n)})]},a))}),o("button",{type:"button",onClick:t.clearHints,children:d("action-cancel")})]}):null}function Go({state:t,seats:e}){let n=t.log[t.log.length-1],a=n?Ce(n.event,e):null;return o("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:a??""})}var qo=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Vo=new Set(["view","public"]),ae=class extends Error{};function Ae(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function Ba(t,e,n){if(!Ae(n))throw new ae("changes are not an object");if(e<t.seq)throw new ae(`changes as of ${e} to a snapshot as of ${t.seq}`);let a={...t,seq:e};for(let[r,i]of Object.entries(n)){if(!qo.has(r))throw new ae(`unknown part ${r}`);let s=a[r];if(r==="table"){if(!Ae(i)||!Ae(s))throw new ae("the table's changes are not an object");a[r]={...s,...i}}else if(Vo.has(r)&&i!==null&&s!==null&&s!==void 0){if(!Ae(i)||!Ae(s))throw new ae(`the ${r}'s changes are not an object`);let l={...s};for(let[u,m]of Object.entries(i))if(u==="new_events"){let p=l.events;if(!Array.isArray(p)||!Array.isArray(m))throw new ae(`events added to a ${r} without events`);l.events=[...p,...m]}else l[u]=m;a[r]=l}else a[r]=i}return a}var Ka=[300,800,1500,3e3,5e3],Jo=25e3,nt=class{constructor(e,n,a,r){z(this,"table",e);z(this,"token",n);z(this,"as",a);z(this,"listener",r);z(this,"socket",null);z(this,"held",null);z(this,"seq",0);z(this,"attempt",0);z(this,"stopped",!1);z(this,"missed",[]);z(this,"timer");z(this,"pinger");z(this,"nextId",1);z(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var e;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(e=this.socket)==null||e.close(1e3),this.socket=null,this.setState("closed")}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open"?!1:(this.socket.send(JSON.stringify({...e,id:this.nextId++})),!0)}setState(e){this.state!==e&&(this.state=e,this.listener.state(e))}connect(){let e=location.protocol==="https:"?"wss:":"ws:",n=new WebSocket(`${e}//${location.host}/ws`);this.socket=n,this.missed=[],n.onopen=()=>{let a={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};a.last_seq=this.held!==null?this.seq:0,n.send(JSON.stringify(a))},n.onmessage=a=>{if(n!==this.socket)return;let r;try{r=JSON.parse(String(a.data))}catch{return this.resync()}this.receive(r)},n.onclose=()=>{n===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let e=Ka[Math.min(this.attempt,Ka.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),e)}resync(){let e=this.socket;this.socket=null,e==null||e.close(4e3),this.connect()}receive(e){switch(e.type){case"welcome":return;case"event":this.missed.push({seq:e.seq,event:e.event});return;case"snapshot":{let{type:n,...a}=e;this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Jo),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a);return}case"update":{if(this.held===null||e.seq<this.seq)return this.resync();try{this.held=Ba(this.held,e.seq,e.changes)}catch(n){if(n instanceof ae)return this.resync();throw n}this.seq=e.seq,e.events.length&&this.listener.events(e.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(e.hints);return;case"error":{let n=this.held===null;n&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(e.code)),e.code==="conflict"&&e.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:e.code,message:e.message,field:e.field},n&&this.stopped),n&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Yo(t,e){let n=`ginrummy-deck-v1:${t.join(",")}:${e}`,a=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(n));return[...new Uint8Array(a)].map(r=>r.toString(16).padStart(2,"0")).join("")}async function Ua(t,e,n){var r;return(r=globalThis.crypto)!=null&&r.subtle?e.length===52&&new Set(e).size===52&&await Yo(e,n)===t?"verified":"mismatch":"unavailable"}var Zo=200;function Ga(t,e,n){let[a,r]=$(null),[i,s]=$("connecting"),[l,u]=$([]),[m,p]=$(null),[g,c]=$(null),[f,k]=$(null),[v,b]=$(null),[w,_]=$(null),[M,L]=$(null),T=H({}),j=H(null);return A(()=>{let V=h=>{if(h.type==="commitment")T.current[h.hand]=h.sha256;else if(h.type==="deal")b(h.seats),_(null),k(null);else if(h.type==="hand_end"){let y=h.hand,x={hand:y,end:h.end,score:h.score,verdict:"checking"};_(x);let W=T.current[y];W===void 0?_({...x,verdict:"unavailable"}):Ua(W,h.reveal.deck,h.reveal.salt).then(J=>_(O=>O&&O.hand===y?{...O,verdict:J}:O))}else h.type==="match_end"?L({winner:h.winner,totals:h.totals,forfeit:h.forfeit}):h.type==="action"&&k(null)},D=new nt(t,e,n,{snapshot:h=>{var y,x;h.hand!==null&&h.commitment!==null&&((y=T.current)[x=h.hand]??(y[x]=h.commitment)),r(h)},events:h=>{h.forEach(y=>V(y.event)),u(y=>[...y,...h].slice(-Zo))},state:s,refused:(h,y)=>y?c(h):p({...h,at:Date.now()}),hints:k});return j.current=D,D.open(),()=>D.close()},[t,e,n]),we(()=>({snapshot:a,link:i,log:l,refusal:m,fatal:g,hints:f,handSeats:v,lastEnd:w,matchEnd:M,commitments:T.current,send:V=>{var D;return((D=j.current)==null?void 0:D.send(V))??!1},clearHints:()=>k(null)}),[a,i,l,m,g,f,v,w,M])}function Qo(t){let e=document.documentElement;e.dataset.cardSize=t.cardSize,e.classList.toggle("cards-contrast",t.highContrast),e.classList.toggle("four-colour",t.fourColour),e.dataset.speed=t.speed}function Xo(){let[t,e]=$(wa),[n,a]=$(Je.get),[r,i]=$(!1),s=Zn(),l=qn(t.language);Vn(l),ke(()=>Qo(t),[t]),ke(()=>{document.documentElement.dataset.page=s.page},[s.page]),A(()=>{document.title=d("app-title")},[l]);let u=g=>{_a(g),e(g)},m=()=>{Je.set(null),a(null)},p;return s.page==="fair"?p=o(Jn,{}):s.page==="replay"?p=o(ba,{id:s.id,fourColour:t.fourColour}):n?s.page==="join"?p=o(ii,{code:s.code,identity:n,onUnknown:m}):s.page==="table"?p=o(si,{id:s.id,identity:n,settings:t,setSettings:u,onUnknown:m},s.id):p=o(aa,{identity:n,settings:t,setSettings:u}):p=o(oi,{onDone:g=>{Je.set(g),a(g)}}),o(N,{children:[o("header",{class:"top",children:[o("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),K("/")},children:d("app-title")}),n&&o("span",{class:"me",children:n.name}),o(ti,{chosen:t.language,shown:l,onChange:g=>u({...t,language:g})}),o("button",{type:"button",class:"settings-button","aria-expanded":r,onClick:()=>i(!r),children:[o(ai,{}),o("span",{class:"settings-word",children:d("settings")})]}),r&&o(ri,{settings:t,setSettings:u,identity:n,forget:m,onClose:()=>{var g;i(!1),(g=document.querySelector("header .settings-button"))==null||g.focus()}})]}),o("main",{class:"content",children:p}),o("footer",{class:"bottom",children:o("a",{href:"/fair",onClick:g=>{g.preventDefault(),K("/fair")},children:d("fair-link")})})]})}var ei={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function qa(t){return ei[t]}function ti({chosen:t,shown:e,onChange:n}){return o("label",{class:"language",children:[o("span",{class:"language-face","aria-hidden":"true",children:[o(ni,{}),o("span",{lang:e,children:qa(e)})]}),o("select",{value:t??"","aria-label":d("settings-language"),"data-testid":"language",onChange:a=>n(a.currentTarget.value||null),children:[o("option",{value:"",children:d("settings-language-auto")}),xe.map(a=>o("option",{value:a,lang:a,children:qa(a)},a))]})]})}function ni(){return o("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[o("circle",{cx:"12",cy:"12",r:"9.5"}),o("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function ai(){return o("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[o("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),o("circle",{cx:"12",cy:"12",r:"3.2"})]})}function ri({settings:t,setSettings:e,identity:n,forget:a,onClose:r}){return o("section",{class:"panel settings","aria-label":d("settings"),"data-testid":"settings",onKeyDown:i=>{i.key==="Escape"&&(i.preventDefault(),r())},children:[o("label",{children:[d("settings-speed")," ",o("select",{value:t.speed,onChange:i=>e({...t,speed:i.currentTarget.value}),children:["off","slow","normal","fast"].map(i=>o("option",{value:i,children:d(`speed-${i}`)},i))})]}),o("label",{children:[d("settings-card-size")," ",o("select",{value:t.cardSize,"data-testid":"card-size",onChange:i=>e({...t,cardSize:i.currentTarget.value}),children:Nt.map(i=>o("option",{value:i,children:d(`card-size-${i}`)},i))})]}),o("label",{children:[o("input",{type:"checkbox",checked:t.highContrast,onChange:i=>e({...t,highContrast:i.currentTarget.checked})})," ",d("settings-high-contrast")]}),o("label",{children:[o("input",{type:"checkbox",checked:t.fourColour,onChange:i=>e({...t,fourColour:i.currentTarget.checked})})," ",d("settings-four-colour")]}),n&&o("button",{type:"button",onClick:a,children:d("name-change")})]})}function oi({onDone:t}){let[e,n]=$(""),[a,r]=$(null),i=async()=>{r(null);try{let s=await Q("POST","/api/identities",{name:e.trim()});t(s)}catch(s){s instanceof U&&s.code==="conflict"?r(d("error-name-taken")):s instanceof U?r(`${te(s.code,s.message)} ${s.code==="bad_message"?s.message:""}`):r(String(s))}};return o("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[o("h1",{children:d("app-title")}),o("p",{children:d("home-tagline")}),o("label",{for:"name",children:d("name-prompt")}),o("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:e,onInput:s=>n(s.currentTarget.value)}),a&&o("p",{class:"refusal",role:"alert",children:a}),o("button",{type:"submit",class:"primary",children:d("name-save")})]})}function ii({code:t,identity:e,onUnknown:n}){let[a,r]=$(null);return A(()=>{Q("POST","/api/tables/join",{code:t},e.token).then(i=>K(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof U&&i.code==="not_authenticated"&&n(),r(i instanceof U?te(i.code,i.message):String(i))})},[t,e.token]),a?o("p",{class:"refusal",role:"alert",children:a}):o("p",{class:"loading",role:"status",children:d("loading")})}function si({id:t,identity:e,settings:n,setSettings:a,onUnknown:r}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",l=i.get("sit"),u=Ga(t,e.token,s?"spectator":"player");return A(()=>{var m;((m=u.fatal)==null?void 0:m.code)==="not_authenticated"&&r()},[u.fatal]),A(()=>{l!==null&&u.snapshot&&u.snapshot.you.seat===null&&u.link==="open"&&(u.send({type:"sit",seat:Number(l)}),history.replaceState(null,"",`/table/${t}`))},[u.snapshot!==null,u.link]),o(N,{children:[u.link==="reconnecting"&&o("div",{class:"banner",role:"status","data-testid":"reconnecting",children:d("link-reconnecting")}),u.fatal&&o("p",{class:"refusal",role:"alert",children:te(u.fatal.code,u.fatal.message)}),!u.fatal&&o(Fa,{state:u,settings:n,setSettings:a})]})}hn(o(Xo,{}),document.getElementById("app"));
