var nr=Object.defineProperty;var rr=(t,e,a)=>e in t?nr(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var z=(t,e,a)=>rr(t,typeof e!="symbol"?e+"":e,a);var Ie,T,na,or,se,Xt,ra,oa,ut,Re,ke,ia,ft,pt,mt,ir,Oe={},Ne=[],sr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,De=Array.isArray;function re(t,e){for(var a in e)t[a]=e[a];return t}function ht(t){t&&t.parentNode&&t.parentNode.removeChild(t)}function lr(t,e,a){var n,r,i,s={};for(i in e)i=="key"?n=e[i]:i=="ref"?r=e[i]:s[i]=e[i];if(arguments.length>2&&(s.children=arguments.length>3?Ie.call(arguments,2):a),typeof t=="function"&&t.defaultProps!=null)for(i in t.defaultProps)s[i]===void 0&&(s[i]=t.defaultProps[i]);return je(t,s,n,r,null)}function je(t,e,a,n,r){var i={type:t,props:e,key:a,ref:n,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:r??++na,__i:-1,__u:0};return r==null&&T.vnode!=null&&T.vnode(i),i}function O(t){return t.children}function ze(t,e){this.props=t,this.context=e}function me(t,e){if(e==null)return t.__?me(t.__,t.__i+1):null;for(var a;e<t.__k.length;e++)if((a=t.__k[e])!=null&&a.__e!=null)return a.__e;return typeof t.type=="function"?me(t):null}function dr(t){if(t.__P&&t.__d){var e=t.__v,a=e.__e,n=[],r=[],i=re({},e);i.__v=e.__v+1,T.vnode&&T.vnode(i),gt(t.__P,i,e,t.__n,t.__P.namespaceURI,32&e.__u?[a]:null,n,a??me(e),!!(32&e.__u),r),i.__v=e.__v,i.__.__k[i.__i]=i,ua(n,i,r),e.__e=e.__=null,i.__e!=a&&sa(i)}}function sa(t){if((t=t.__)!=null&&t.__c!=null)return t.__e=t.__c.base=null,t.__k.some(function(e){if(e!=null&&e.__e!=null)return t.__e=t.__c.base=e.__e}),sa(t)}function ea(t){(!t.__d&&(t.__d=!0)&&se.push(t)&&!He.__r++||Xt!=T.debounceRendering)&&((Xt=T.debounceRendering)||ra)(He)}function He(){try{for(var t,e=1;se.length;)se.length>e&&se.sort(oa),t=se.shift(),e=se.length,dr(t)}finally{se.length=He.__r=0}}function la(t,e,a,n,r,i,s,l,u,p,m){var g,c,f,k,_,b,w=n&&n.__k||Ne,v=e.length;for(u=cr(a,e,w,u,v),g=0;g<v;g++)(f=a.__k[g])!=null&&(c=f.__i!=-1&&w[f.__i]||Oe,f.__i=g,b=gt(t,f,c,r,i,s,l,u,p,m),k=f.__e,f.ref&&c.ref!=f.ref&&(c.ref&&yt(c.ref,null,f),m.push(f.ref,f.__c||k,f)),_==null&&k!=null&&(_=k),4&f.__u?(u=da(f,u,t),c.__e&&(c.__e=null)):typeof f.type=="function"&&b!==void 0?u=b:k&&(u=k.nextSibling),f.__u&=-7);return a.__e=_,u}function cr(t,e,a,n,r){var i,s,l,u,p,m=a.length,g=m,c=0;for(t.__k=new Array(r),i=0;i<r;i++)(s=e[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=t.__k[i]=je(null,s,null,null,null):De(s)?s=t.__k[i]=je(O,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=t.__k[i]=je(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):t.__k[i]=s,u=i+c,s.__=t,s.__b=t.__b+1,l=null,(p=s.__i=ur(s,a,u,g))!=-1&&(g--,(l=a[p])&&(l.__u|=2)),l==null||l.__v==null?(p==-1&&(r>m?c--:r<m&&c++),typeof s.type!="function"&&(s.__u|=4)):p!=u&&(p==u-1?c--:p==u+1?c++:(p>u?c--:c++,s.__u|=4))):t.__k[i]=null;if(g)for(i=0;i<m;i++)(l=a[i])!=null&&(2&l.__u)==0&&(l.__e==n&&(n=me(l)),ma(l,l));return n}function da(t,e,a){var n,r;if(typeof t.type=="function"){for(n=t.__k,r=0;n&&r<n.length;r++)n[r]&&(n[r].__=t,e=da(n[r],e,a));return e}t.__e!=e&&(e&&t.type&&!e.parentNode&&(e=me(t)),e=a.insertBefore(t.__e,e||null));do e=e&&e.nextSibling;while(e!=null&&e.nodeType==8);return e}function ur(t,e,a,n){var r,i,s,l=t.key,u=t.type,p=e[a],m=p!=null&&(2&p.__u)==0;if(p===null&&l==null||m&&l==p.key&&u==p.type)return a;if(n>(m?1:0)){for(r=a-1,i=a+1;r>=0||i<e.length;)if((p=e[s=r>=0?r--:i++])!=null&&(2&p.__u)==0&&l==p.key&&u==p.type)return s}return-1}function ta(t,e,a){e[0]=="-"?t.setProperty(e,a??""):t[e]=a==null?"":typeof a!="number"||sr.test(e)?a:a+"px"}function Le(t,e,a,n,r){var i,s;e:if(e=="style")if(typeof a=="string")t.style.cssText=a;else{if(typeof n=="string"&&(t.style.cssText=n=""),n)for(e in n)a&&e in a||ta(t.style,e,"");if(a)for(e in a)n&&a[e]==n[e]||ta(t.style,e,a[e])}else if(e[0]=="o"&&e[1]=="n")i=e!=(e=e.replace(ia,"$1")),s=e.toLowerCase(),e=s in t||e=="onFocusOut"||e=="onFocusIn"?s.slice(2):e.slice(2),t.l||(t.l={}),t.l[e+i]=a,a?n?a[ke]=n[ke]:(a[ke]=ft,t.addEventListener(e,i?mt:pt,i)):t.removeEventListener(e,i?mt:pt,i);else{if(r=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{t[e]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&a==1?"":a))}}function aa(t){return function(e){if(this.l){var a=this.l[e.type+t];if(e[Re]==null)e[Re]=ft++;else if(e[Re]<a[ke])return;return a(T.event?T.event(e):e)}}}function gt(t,e,a,n,r,i,s,l,u,p){var m,g,c,f,k,_,b,w,v,A,P,E,j,V,H,h,y=e.type;if(e.constructor!==void 0)return null;128&a.__u&&(u=!!(32&a.__u),i=[l=e.__e=a.__e]),(m=T.__b)&&m(e);e:if(typeof y=="function"){g=s.length;try{if(v=e.props,A=y.prototype&&y.prototype.render,P=(m=y.contextType)&&n[m.__c],E=m?P?P.props.value:m.__:n,a.__c?w=(c=e.__c=a.__c).__=c.__E:(A?e.__c=c=new y(v,E):(e.__c=c=new ze(v,E),c.constructor=y,c.render=mr),P&&P.sub(c),c.state||(c.state={}),c.__n=n,f=c.__d=!0,c.__h=[],c._sb=[]),A&&c.__s==null&&(c.__s=c.state),A&&y.getDerivedStateFromProps!=null&&(c.__s==c.state&&(c.__s=re({},c.__s)),re(c.__s,y.getDerivedStateFromProps(v,c.__s))),k=c.props,_=c.state,c.__v=e,f)A&&y.getDerivedStateFromProps==null&&c.componentWillMount!=null&&c.componentWillMount(),A&&c.componentDidMount!=null&&c.__h.push(c.componentDidMount);else{if(A&&y.getDerivedStateFromProps==null&&v!==k&&c.componentWillReceiveProps!=null&&c.componentWillReceiveProps(v,E),e.__v==a.__v||!c.__e&&c.shouldComponentUpdate!=null&&c.shouldComponentUpdate(v,c.__s,E)===!1){e.__v!=a.__v&&(c.props=v,c.state=c.__s,c.__d=!1),e.__e=a.__e,e.__k=a.__k,e.__k.some(function($){$&&($.__=e)}),Ne.push.apply(c.__h,c._sb),c._sb=[],c.__h.length&&s.push(c),l=me(a);break e}c.componentWillUpdate!=null&&c.componentWillUpdate(v,c.__s,E),A&&c.componentDidUpdate!=null&&c.__h.push(function(){c.componentDidUpdate(k,_,b)})}if(c.context=E,c.props=v,c.__P=t,c.__e=!1,j=T.__r,V=0,A)c.state=c.__s,c.__d=!1,j&&j(e),m=c.render(c.props,c.state,c.context),Ne.push.apply(c.__h,c._sb),c._sb=[];else do c.__d=!1,j&&j(e),m=c.render(c.props,c.state,c.context),c.state=c.__s;while(c.__d&&++V<25);c.state=c.__s,c.getChildContext!=null&&(n=re(re({},n),c.getChildContext())),A&&!f&&c.getSnapshotBeforeUpdate!=null&&(b=c.getSnapshotBeforeUpdate(k,_)),H=m!=null&&m.type===O&&m.key==null?pa(m.props.children):m,l=la(t,De(H)?H:[H],e,a,n,r,i,s,l,u,p),c.base=e.__e,e.__u&=-161,c.__h.length&&s.push(c),w&&(c.__E=c.__=null)}catch($){if(s.length=g,e.__v=null,u||i!=null){if($.then){for(e.__u|=u?160:128;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;i!=null&&(i[i.indexOf(l)]=null),e.__e=l}else if(i!=null)for(h=i.length;h--;)ht(i[h])}else e.__e=a.__e;e.__k==null&&(e.__k=a.__k||[]),$.then||ca(e),T.__e($,e,a)}}else i==null&&e.__v==a.__v?(e.__k=a.__k,e.__e=a.__e):l=e.__e=pr(a.__e,e,a,n,r,i,s,u,p);return(m=T.diffed)&&m(e),128&e.__u?void 0:l}function ca(t){t&&(t.__c&&(t.__c.__e=!0),t.__k&&t.__k.some(ca))}function ua(t,e,a){for(var n=0;n<a.length;n++)yt(a[n],a[++n],a[++n]);T.__c&&T.__c(e,t),t.some(function(r){try{t=r.__h,r.__h=[],t.some(function(i){i.call(r)})}catch(i){T.__e(i,r.__v)}})}function pa(t){return typeof t!="object"||t==null||t.__b>0?t:De(t)?t.map(pa):t.constructor!==void 0?null:re({},t)}function pr(t,e,a,n,r,i,s,l,u){var p,m,g,c,f,k,_,b=a.props||Oe,w=e.props,v=e.type;if(v=="svg"?r="http://www.w3.org/2000/svg":v=="math"?r="http://www.w3.org/1998/Math/MathML":r||(r="http://www.w3.org/1999/xhtml"),i!=null){for(p=0;p<i.length;p++)if((f=i[p])&&"setAttribute"in f==!!v&&(v?f.localName==v:f.nodeType==3)){t=f,i[p]=null;break}}if(t==null){if(v==null)return document.createTextNode(w);t=document.createElementNS(r,v,w.is&&w),l&&(T.__m&&T.__m(e,i),l=!1),i=null}if(v==null)b===w||l&&t.data==w||(t.data=w);else{if(i=v=="textarea"&&w.defaultValue!=null?null:i&&Ie.call(t.childNodes),!l&&i!=null)for(b={},p=0;p<t.attributes.length;p++)b[(f=t.attributes[p]).name]=f.value;for(p in b)f=b[p],p=="dangerouslySetInnerHTML"?g=f:p=="children"||p in w||p=="value"&&"defaultValue"in w||p=="checked"&&"defaultChecked"in w||Le(t,p,null,f,r);for(p in w)f=w[p],p=="children"?c=f:p=="dangerouslySetInnerHTML"?m=f:p=="value"?k=f:p=="checked"?_=f:l&&typeof f!="function"||b[p]===f||Le(t,p,f,b[p],r);if(m)l||g&&(m.__html==g.__html||m.__html==t.innerHTML)||(t.innerHTML=m.__html),e.__k=[];else if(g&&(t.innerHTML=""),la(e.type=="template"?t.content:t,De(c)?c:[c],e,a,n,v=="foreignObject"?"http://www.w3.org/1999/xhtml":r,i,s,i?i[0]:a.__k&&me(a,0),l,u),i!=null)for(p=i.length;p--;)ht(i[p]);l&&v!="textarea"||(p="value",v=="progress"&&k==null?t.removeAttribute("value"):k!=null&&(k!==t[p]||v=="progress"&&!k||v=="option"&&k!=b[p])&&Le(t,p,k,b[p],r),p="checked",_!=null&&_!=t[p]&&Le(t,p,_,b[p],r))}return t}function yt(t,e,a){try{if(typeof t=="function"){var n=typeof t.__u=="function";n&&t.__u(),n&&e==null||(t.__u=t(e))}else t.current=e}catch(r){T.__e(r,a)}}function ma(t,e,a){var n,r;if(T.unmount&&T.unmount(t),(n=t.ref)&&(n.current&&n.current!=t.__e||yt(n,null,e)),(n=t.__c)!=null){if(n.componentWillUnmount)try{n.componentWillUnmount()}catch(i){T.__e(i,e)}n.base=n.__P=n.__n=null}if(n=t.__k)for(r=0;r<n.length;r++)n[r]&&ma(n[r],e,a||typeof t.type!="function");a||ht(t.__e),t.__c=t.__=t.__e=void 0}function mr(t,e,a){return this.constructor(t,a)}function fa(t,e,a){var n,r,i,s;e==document&&(e=document.documentElement),T.__&&T.__(t,e),r=(n=typeof a=="function")?null:a&&a.__k||e.__k,i=[],s=[],gt(e,t=(!n&&a||e).__k=lr(O,null,[t]),r||Oe,Oe,e.namespaceURI,!n&&a?[a]:r?null:e.firstChild?Ie.call(e.childNodes):null,i,!n&&a?a:r?r.__e:e.firstChild,n,s),ua(i,t,s),t.props.children=null}Ie=Ne.slice,T={__e:function(t,e,a,n){for(var r,i,s;e=e.__;)if((r=e.__c)&&!r.__)try{if((i=r.constructor)&&i.getDerivedStateFromError!=null&&(r.setState(i.getDerivedStateFromError(t)),s=r.__d),r.componentDidCatch!=null&&(r.componentDidCatch(t,n||{}),s=r.__d),s)return r.__E=r}catch(l){t=l}throw t}},na=0,or=function(t){return t!=null&&t.constructor===void 0},ze.prototype.setState=function(t,e){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=re({},this.state),typeof t=="function"&&(t=t(re({},a),this.props)),t&&re(a,t),t!=null&&this.__v&&(e&&this._sb.push(e),ea(this))},ze.prototype.forceUpdate=function(t){this.__v&&(this.__e=!0,t&&this.__h.push(t),ea(this))},ze.prototype.render=O,se=[],ra=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,oa=function(t,e){return t.__v.__b-e.__v.__b},He.__r=0,ut=Math.random().toString(8),Re="__d"+ut,ke="__a"+ut,ia=/(PointerCapture)$|Capture$/i,ft=0,pt=aa(!1),mt=aa(!0),ir=0;var he,L,bt,ha,Be=0,$a=[],R=T,ga=R.__b,ya=R.__r,ba=R.diffed,ka=R.__c,wa=R.unmount,va=R.__;function Ue(t,e){R.__h&&R.__h(L,t,Be||e),Be=0;var a=L.__H||(L.__H={__:[],__h:[]});return t>=a.__.length&&a.__.push({}),a.__[t]}function S(t){return Be=1,fr(xa,t)}function fr(t,e,a){var n=Ue(he++,2);if(n.t=t,!n.__c&&(n.__=[a?a(e):xa(void 0,e),function(l){var u=n.__N?n.__N[0]:n.__[0],p=n.t(u,l);u!==p&&(n.__N=[p,n.__[1]],n.__c.setState({}))}],n.__c=L,!L.__f)){var r=function(l,u,p){if(!n.__c.__H)return!0;var m=!1,g=n.__c.props!==l;if(n.__c.__H.__.some(function(f){if(f.__N){m=!0;var k=f.__[0];f.__=f.__N,f.__N=void 0,k!==f.__[0]&&(g=!0)}}),i){var c=i.call(this,l,u,p);return m?c||g:c}return!m||g};L.__f=!0;var i=L.shouldComponentUpdate,s=L.componentWillUpdate;L.componentWillUpdate=function(l,u,p){if(this.__e){var m=i;i=void 0,r(l,u,p),i=m}s&&s.call(this,l,u,p)},L.shouldComponentUpdate=r}return n.__N||n.__}function M(t,e){var a=Ue(he++,3);!R.__s&&wt(a.__H,e)&&(a.__=t,a.u=e,L.__H.__h.push(a))}function we(t,e){var a=Ue(he++,4);!R.__s&&wt(a.__H,e)&&(a.__=t,a.u=e,L.__h.push(a))}function I(t){return Be=5,ve(function(){return{current:t}},[])}function ve(t,e){var a=Ue(he++,7);return wt(a.__H,e)&&(a.__=t(),a.__H=e,a.__h=t),a.__}function hr(){for(var t;t=$a.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(Fe),e.__h.some(kt),e.__h=[]}catch(a){e.__h=[],R.__e(a,t.__v)}}}R.__b=function(t){L=null,ga&&ga(t)},R.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),va&&va(t,e)},R.__r=function(t){ya&&ya(t),he=0;var e=(L=t.__c).__H;e&&(bt===L?(e.__h=[],L.__h=[],e.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(e.__h.some(Fe),e.__h.some(kt),e.__h=[],he=0)),bt=L},R.diffed=function(t){ba&&ba(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&($a.push(e)!==1&&ha===R.requestAnimationFrame||((ha=R.requestAnimationFrame)||gr)(hr)),e.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),bt=L=null},R.__c=function(t,e){e.some(function(a){try{a.__h.some(Fe),a.__h=a.__h.filter(function(n){return!n.__||kt(n)})}catch(n){e.some(function(r){r.__h&&(r.__h=[])}),e=[],R.__e(n,a.__v)}}),ka&&ka(t,e)},R.unmount=function(t){wa&&wa(t);var e,a=t.__c;a&&a.__H&&(a.__H.__.some(function(n){try{Fe(n)}catch(r){e=r}}),a.__H=void 0,e&&R.__e(e,a.__v))};var _a=typeof requestAnimationFrame=="function";function gr(t){var e,a=function(){clearTimeout(n),_a&&cancelAnimationFrame(e),setTimeout(t)},n=setTimeout(a,35);_a&&(e=requestAnimationFrame(a))}function Fe(t){var e=L,a=t.__c;typeof a=="function"&&(t.__c=void 0,a()),L=e}function kt(t){var e=L;t.__c=t.__(),L=e}function wt(t,e){return!t||t.length!==e.length||e.some(function(a,n){return a!==t[n]})}function xa(t,e){return typeof e=="function"?e(t):e}var K=class extends Error{constructor(a,n,r,i=null,s=null){super(n);z(this,"code",a);z(this,"status",r);z(this,"field",i);z(this,"retryAfter",s)}};async function Q(t,e,a,n){let r={accept:"application/json"};a!==void 0&&(r["content-type"]="application/json"),n&&(r.authorization=`Bearer ${n}`);let i;try{i=await fetch(e,{method:t,headers:r,body:a===void 0?null:JSON.stringify(a)})}catch{throw new K("offline","the server cannot be reached",0)}let s=await i.text(),l=null;try{l=s?JSON.parse(s):null}catch{l=null}if(!i.ok){let u=l??{},p=i.headers.get("retry-after");throw new K(u.code??"internal",u.message??`HTTP ${i.status}`,i.status,u.field??null,p===null?null:Number(p))}return l}var X=class{constructor(e){this.value=e}valueOf(){return this.value}},C=class extends X{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},D=class extends X{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},ee=class t extends X{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof X)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof X&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Sa=100,yr="\u2068",br="\u2069";function kr(t,e,a){if(a===e||a instanceof D&&e instanceof D&&a.value===e.value)return!0;if(e instanceof D&&typeof a=="string"){let n=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===n)return!0}return!1}function Ta(t,e,a){return e[a]?ge(t,e[a].value):(t.reportError(new RangeError("No default")),new C)}function vt(t,e){let a=[],n=Object.create(null);for(let r of e)r.type==="narg"?n[r.name]=_e(t,r.value):a.push(_e(t,r));return{positional:a,named:n}}function _e(t,e){switch(e.type){case"str":return e.value;case"num":return new D(e.value,{minimumFractionDigits:e.precision});case"var":return wr(t,e);case"mesg":return vr(t,e);case"term":return _r(t,e);case"func":return $r(t,e);case"select":return xr(t,e);default:return new C}}function wr(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new C(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new C(`$${e}`);if(a instanceof X)return a;switch(typeof a){case"string":return a;case"number":return new D(a);case"object":if(ee.supportsValue(a))return new ee(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new C(`$${e}`)}}function vr(t,{name:e,attr:a}){let n=t.bundle._messages.get(e);if(!n)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new C(e);if(a){let r=n.attributes[a];return r?ge(t,r):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new C(`${e}.${a}`))}return n.value?ge(t,n.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new C(e))}function _r(t,{name:e,attr:a,args:n}){let r=`-${e}`,i=t.bundle._terms.get(r);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${r}`)),new C(r);if(a){let l=i.attributes[a];if(l){t.params=vt(t,n).named;let u=ge(t,l);return t.params=null,u}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new C(`${r}.${a}`)}t.params=vt(t,n).named;let s=ge(t,i.value);return t.params=null,s}function $r(t,{name:e,args:a}){let n=t.bundle._functions[e];if(!n)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new C(`${e}()`);if(typeof n!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new C(`${e}()`);try{let r=vt(t,a);return n(r.positional,r.named)}catch(r){return t.reportError(r),new C(`${e}()`)}}function xr(t,{selector:e,variants:a,star:n}){let r=_e(t,e);if(r instanceof C)return Ta(t,a,n);for(let i of a){let s=_e(t,i.key);if(kr(t,r,s))return ge(t,i.value)}return Ta(t,a,n)}function _t(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new C;t.dirty.add(e);let a=[],n=t.bundle._useIsolating&&e.length>1;for(let r of e){if(typeof r=="string"){a.push(t.bundle._transform(r));continue}if(t.placeables++,t.placeables>Sa)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${Sa}`);n&&a.push(yr),a.push(_e(t,r).toString(t)),n&&a.push(br)}return t.dirty.delete(e),a.join("")}function ge(t,e){return typeof e=="string"?t.bundle._transform(e):_t(t,e)}var Ke=class{constructor(e,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(a);return n[r]||(n[r]=new e(this.bundle.locales,a)),n[r]}};function $t(t,e){let a=Object.create(null);for(let[n,r]of Object.entries(t))e.includes(n)&&(a[n]=r.valueOf());return a}var Ea=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Ca(t,e){let a=t[0];if(a instanceof C)return new C(`NUMBER(${a.valueOf()})`);if(a instanceof D)return new D(a.valueOf(),{...a.opts,...$t(e,Ea)});if(a instanceof ee)return new D(a.toNumber(),{...$t(e,Ea)});throw new TypeError("Invalid argument to NUMBER")}var Sr=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Ma(t,e){let a=t[0];if(a instanceof C)return new C(`DATETIME(${a.valueOf()})`);if(a instanceof ee||a instanceof D)return new ee(a,$t(e,Sr));throw new TypeError("Invalid argument to DATETIME")}var Aa=new Map;function Pa(t){let e=Array.isArray(t)?t.join(" "):t,a=Aa.get(e);return a===void 0&&(a=new Map,Aa.set(e,a)),a}var $e=class{constructor(e,{functions:a,useIsolating:n=!0,transform:r=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Ca,DATETIME:Ma,...a},this._useIsolating=n,this._transform=r,this._intls=Pa(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){n.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){n.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,a=null,n=null){if(typeof e=="string")return this._transform(e);let r=new Ke(this,n,a);try{return _t(r,e).toString(r)}catch(i){if(r.errors&&i instanceof Error)return r.errors.push(i),new C().toString(r);throw i}}};var xt=/^(-?[a-zA-Z][\w-]*) *= */gm,La=/\.([a-zA-Z][\w-]*) *= */y,Tr=/\*?\[/y,St=/(-?[0-9]+(?:\.([0-9]+))?)/y,Er=/([a-zA-Z][\w-]*)/y,Ra=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Cr=/^[A-Z][A-Z0-9_-]*$/,Ge=/([^{}\n\r]+)/y,Mr=/([^\\"\n\r]*)/y,ja=/\\([\\"])/y,za=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ar=/^\n+/,Oa=/ +$/,Pr=/ *\r?\n/g,Lr=/( *)$/,Rr=/{\s*/y,Na=/\s*}/y,jr=/\[\s*/y,zr=/\s*] */y,Or=/\s*\(\s*/y,Nr=/\s*->\s*/y,Hr=/\s*:\s*/y,Ir=/\s*,?\s*/y,Dr=/\s+/y,xe=class{constructor(e){this.body=[],xt.lastIndex=0;let a=0;for(;;){let h=xt.exec(e);if(h===null)break;a=xt.lastIndex;try{this.body.push(u(h[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function n(h){return h.lastIndex=a,h.test(e)}function r(h,y){if(e[a]===h)return a++,!0;if(y)throw new y(`Expected ${h}`);return!1}function i(h,y){if(n(h))return a=h.lastIndex,!0;if(y)throw new y(`Expected ${h.toString()}`);return!1}function s(h){h.lastIndex=a;let y=h.exec(e);if(y===null)throw new SyntaxError(`Expected ${h.toString()}`);return a=h.lastIndex,y}function l(h){return s(h)[1]}function u(h){let y=m(),$=p();if(y===null&&Object.keys($).length===0)throw new SyntaxError("Expected message value or attributes");return{id:h,value:y,attributes:$}}function p(){let h=Object.create(null);for(;n(La);){let y=l(La),$=m();if($===null)throw new SyntaxError("Expected attribute value");h[y]=$}return h}function m(){let h;if(n(Ge)&&(h=l(Ge)),e[a]==="{"||e[a]==="}")return g(h?[h]:[],1/0);let y=j();return y?h?g([h,y],y.length):(y.value=V(y.value,Ar),g([y],y.length)):h?V(h,Oa):null}function g(h=[],y){for(;;){if(n(Ge)){h.push(l(Ge));continue}if(e[a]==="{"){h.push(c());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let F=j();if(F){h.push(F),y=Math.min(y,F.length);continue}break}let $=h.length-1,W=h[$];typeof W=="string"&&(h[$]=V(W,Oa));let J=[];for(let F of h)F instanceof qe&&(F=F.value.slice(0,F.value.length-y)),F&&J.push(F);return J}function c(){i(Rr,SyntaxError);let h=f();if(i(Na))return h;if(i(Nr)){let y=b();return i(Na,SyntaxError),{type:"select",selector:h,...y}}throw new SyntaxError("Unclosed placeable")}function f(){if(e[a]==="{")return c();if(n(Ra)){let[,h,y,$=null]=s(Ra);if(h==="$")return{type:"var",name:y};if(i(Or)){let W=k();if(h==="-")return{type:"term",name:y,attr:$,args:W};if(Cr.test(y))return{type:"func",name:y,args:W};throw new SyntaxError("Function names must be all upper-case")}return h==="-"?{type:"term",name:y,attr:$,args:[]}:{type:"mesg",name:y,attr:$}}return v()}function k(){let h=[];for(;;){switch(e[a]){case")":return a++,h;case void 0:throw new SyntaxError("Unclosed argument list")}h.push(_()),i(Ir)}}function _(){let h=f();return h.type!=="mesg"?h:i(Hr)?{type:"narg",name:h.name,value:v()}:h}function b(){let h=[],y=0,$;for(;n(Tr);){r("*")&&($=y);let W=w(),J=m();if(J===null)throw new SyntaxError("Expected variant value");h[y++]={key:W,value:J}}if(y===0)return null;if($===void 0)throw new SyntaxError("Expected default variant");return{variants:h,star:$}}function w(){i(jr,SyntaxError);let h;return n(St)?h=A():h={type:"str",value:l(Er)},i(zr,SyntaxError),h}function v(){if(n(St))return A();if(e[a]==='"')return P();throw new SyntaxError("Invalid expression")}function A(){let[,h,y=""]=s(St),$=y.length;return{type:"num",value:parseFloat(h),precision:$}}function P(){r('"',SyntaxError);let h="";for(;;){if(h+=l(Mr),e[a]==="\\"){h+=E();continue}if(r('"'))return{type:"str",value:h};throw new SyntaxError("Unclosed string literal")}}function E(){if(n(ja))return l(ja);if(n(za)){let[,h,y]=s(za),$=parseInt(h||y,16);return $<=55295||57344<=$?String.fromCodePoint($):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function j(){let h=a;switch(i(Dr),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return H(e.slice(h,a))}return e[a-1]===" "?H(e.slice(h,a)):!1}function V(h,y){return h.replace(y,"")}function H(h){let y=h.replace(Pr,`
`),$=Lr.exec(h)[1].length;return new qe(y,$)}}},qe=class{constructor(e,a){this.value=e,this.length=a}};var Fr="([a-z]{2,3}|\\*)",Br="(?:-([a-z]{4}|\\*))",Ur="(?:-([a-z]{2}|\\*))",Kr="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Gr=new RegExp(`^${Fr}${Br}?${Ur}?${Kr}?$`,"i"),le=class{constructor(e){let a=Gr.exec(e.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,n,r,i,s]=a;n&&(this.language=n.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(e){return this.language===e.language&&this.script===e.script&&this.region===e.region&&this.variant===e.variant}matches(e,a=!1,n=!1){return(this.language===e.language||a&&this.language===void 0||n&&e.language===void 0)&&(this.script===e.script||a&&this.script===void 0||n&&e.script===void 0)&&(this.region===e.region||a&&this.region===void 0||n&&e.region===void 0)&&(this.variant===e.variant||a&&this.variant===void 0||n&&e.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(e=>e!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let e=Vr(this.toString().toLowerCase());return e?(this.language=e.language,this.script=e.script,this.region=e.region,this.variant=e.variant,!0):!1}},Ha={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},qr=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Vr(t){if(Object.prototype.hasOwnProperty.call(Ha,t))return new le(Ha[t]);let e=new le(t);return e.language&&qr.includes(e.language)?(e.region=e.language.toUpperCase(),e):null}function Tt(t,e,a){let n=new Set,r=new Map;for(let i of e)new le(i).isWellFormed&&r.set(i,new le(i));e:for(let i of t){let s=i.toLowerCase(),l=new le(s);if(l.language!==void 0){for(let u of r.keys())if(s===u.toLowerCase()){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}for(let[u,p]of r.entries())if(p.matches(l,!0,!1)){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}if(l.addLikelySubtags()){for(let[u,p]of r.entries())if(p.matches(l,!0,!1)){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}l.clearVariants();for(let[u,p]of r.entries())if(p.matches(l,!0,!0)){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}if(l.clearRegion(),l.addLikelySubtags()){for(let[u,p]of r.entries())if(p.matches(l,!0,!1)){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}l.clearRegion();for(let[u,p]of r.entries())if(p.matches(l,!0,!0)){if(n.add(u),r.delete(u),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}}return Array.from(n)}function Et(t,e,{strategy:a="filtering",defaultLocale:n}={}){let r=Tt(Array.from(t??[]).map(String),Array.from(e??[]).map(String),a);if(a==="lookup"){if(n===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(n)}else n&&!r.includes(n)&&r.push(n);return r}var Ia=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
`;var Da=`# The browser game's words in English: the reference catalog.  Every other catalog
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
`;var Fa=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
`;var Ba=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
`;var Ua=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
`;var Se=["en","tr","hy","el","lt"],Xr={en:Da,tr:Ua,hy:Fa,el:Ia,lt:Ba},Ka=new Map;function Ve(t){let e=Ka.get(t);if(!e){e=new $e(t,{useIsolating:!1});let a=e.addResource(new xe(Xr[t]));a.length&&console.warn(`catalog ${t}: ${a.map(String).join("; ")}`),Ka.set(t,e)}return e}function Ga(t){if(t&&Se.includes(t))return t;let[e]=Et([...navigator.languages],[...Se],{defaultLocale:"en",strategy:"lookup"});return e??"en"}var Te="en";function qa(t){Te=t,document.documentElement.lang=t}function d(t,e){for(let a of Te==="en"?["en"]:[Te,"en"]){let n=Ve(a),r=n.getMessage(t);if(r!=null&&r.value){let i=[],s=n.formatPattern(r.value,e??null,i);if(!i.length)return s}}return t}function Va(t){return Se.flatMap(e=>{var r;let a=Ve(e),n=(r=a.getMessage(t))==null?void 0:r.value;return n?[a.formatPattern(n,null,[])]:[]})}function Ct(t){return Ve(Te).hasMessage(t)||Ve("en").hasMessage(t)}var eo="A23456789TJQK";function G(t){let e=t[0]??"",a=t[1]??"";return!eo.includes(e)||!"shdc".includes(a)?t:d("card-name",{rank:d(`rank-${e}`),suit:d(`suit-${a}`)})}function B(t){let e={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${t[0]==="T"?"10":t[0]??""}${e[t[1]??""]??""}`}function te(t,e){return Ct(`error-${t}`)?d(`error-${t}`):e}function Mt(t,e){return new Intl.NumberFormat(Te,e).format(t)}var to=0;function o(t,e,a,n,r,i){e||(e={});var s,l,u=e;if("ref"in u)for(l in u={},e)l=="ref"?s=e[l]:u[l]=e[l];var p={type:t,props:u,key:a,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--to,__i:-1,__u:0,__source:r,__self:i};if(typeof t=="function"&&(s=t.defaultProps))for(l in s)u[l]===void 0&&(u[l]=s[l]);return T.vnode&&T.vnode(p),p}function Wa(){return o("article",{class:"panel fair","data-testid":"fair",children:[o("h1",{children:d("fair-title")}),o("p",{children:d("fair-body-1")}),o("p",{children:d("fair-body-2")}),o("p",{children:d("fair-body-4")}),o("p",{children:d("fair-body-3")}),o("pre",{children:o("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Ja(t){let[,e,a]=t.split("/");return e==="join"&&a?{page:"join",code:decodeURIComponent(a)}:e==="table"&&a?{page:"table",id:decodeURIComponent(a)}:e==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:e==="fair"?{page:"fair"}:{page:"home"}}var At=new Set;function U(t,e=!1){e?history.replaceState(null,"",t):history.pushState(null,"",t),At.forEach(a=>a()),window.scrollTo(0,0)}function Ya(){let[t,e]=S(()=>Ja(location.pathname));return M(()=>{let a=()=>e(Ja(location.pathname));return At.add(a),window.addEventListener("popstate",a),()=>{At.delete(a),window.removeEventListener("popstate",a)}},[]),t}var Za=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];function N(t,e){if(e==null)return"?";let a=t[e];if(!a)return"?";if(a.kind==="computer"&&a.level&&/^(easy|medium|hard|expert)$/.test(a.level)){let n=t.filter(i=>i.kind==="computer").length>1,r=d("seat-computer",{level:d(`level-${a.level}`)});return n?`${r} ${e+1}`:r}return a.name?a.name:d("seat-empty")}function fe(t,e){let a="card"in t?B(t.card):"";switch(t.action){case"draw_stock":return d("action-draw-stock");case"draw_discard":{let n=e;return n?d("action-draw-discard",{card:B(n)}):d("action-take-pile")}case"pass":return d("action-pass");case"discard":return d("action-discard",{card:a});case"knock":return a?d("action-knock-with",{card:a}):d("action-knock");case"big_gin":return d("action-big-gin");case"arrange":return d("arrange-submit");case"lay_off":return d("layoff-submit")}}var We={style:"percent",maximumFractionDigits:0},Qa={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},ao={minimumFractionDigits:1,maximumFractionDigits:1},no={chance:We,undercut:We,knock:We,wait:We,points:Qa,wait_points:Qa,expected:ao};function Xa(t){return!t.why.length||!t.why.every(e=>Ct(`why-${e.code}`))?t.reason:t.why.map(e=>{let a={};for(let[n,r]of Object.entries(e.args))r!==void 0&&(typeof r=="string"?a[n]=B(r):a[n]=new D(r,no[n]??{}));return d(`why-${e.code}`,a)}).join(", ")}function ro(t){return"card"in t&&t.card?B(t.card):null}function Ee(t,e){switch(t.type){case"action":{let a=N(e,t.player),n=ro(t.action),r;switch(t.action.action){case"draw_stock":r=n?d("event-draw-stock-card",{name:a,card:n}):d("event-draw-stock",{name:a});break;case"draw_discard":r=d("event-draw-discard",{name:a,card:n??""});break;case"pass":r=d("event-pass",{name:a});break;case"discard":r=d("event-discard",{name:a,card:n??""});break;case"knock":r=d("event-knock",{name:a});break;case"big_gin":r=d("event-big-gin",{name:a});break;case"arrange":r=d("event-arrange",{name:a});break;case"lay_off":r=d("event-lay-off",{name:a});break}return t.by==="timeout"&&(r+=" "+d("event-by-timeout")),t.by==="away"&&(r+=" "+d("event-by-away")),r}case"deal":return d("event-deal",{hand:t.hand,name:N(e,t.dealer)});case"advice":{let a=N(e,t.player);return t.action?d("event-advice",{name:a,action:fe(t.action)}):d("event-advice-none",{name:a})}case"undo":return d("event-undo",{name:N(e,t.player)});case"ready":return d("event-ready",{name:N(e,t.seat)});case"hand_end":return Pt(t.end.outcome,"winner"in t.end?t.end.winner:null,e);case"match_end":return t.winner===null?d("match-draw"):d("match-winner",{name:N(e,t.winner)});default:return null}}function Pt(t,e,a){if(t==="draw"||e===null)return d("outcome-draw");let n=`outcome-${t}`;return d(n,{name:N(a,e)})}var oo=["easy","medium","hard","expert"];function Je(t){return t instanceof K?te(t.code,t.message):String(t)}function en({value:t,onChange:e,id:a}){return o("label",{for:a,children:[d("system-label")," ",o("select",{id:a,value:t,onChange:n=>e(n.currentTarget.value),children:Za.map(n=>o("option",{value:n,children:d(`system-${n}`)},n))})]})}async function tn(t,e,a,n){return Q("POST","/api/tables",{system:e,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:n,spectators:null},t.token)}function an({identity:t,settings:e,setSettings:a}){let[n,r]=S(null),[i,s]=S(!1),l=e.lastSystem,u=e.lastLevel,p=l==="three-player"?3:2,m=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:p-1},()=>({kind:"computer",level:u}))],f=await tn(t,l,c,!0);U(`/table/${f.id}`)}catch(c){r(Je(c))}finally{s(!1)}},g=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:p-1},()=>({kind:"person",level:null}))],f=await tn(t,l,c,!0);U(`/table/${f.id}`)}catch(c){r(Je(c))}finally{s(!1)}};return o("div",{class:"home",children:[o("p",{class:"tagline",children:d("home-tagline")}),n&&o("p",{class:"refusal",role:"alert",children:n}),o("section",{class:"panel","aria-labelledby":"play-computer",children:[o("h2",{id:"play-computer",children:d("play-computer")}),o("div",{class:"form-row",children:[o(en,{id:"system-computer",value:l,onChange:c=>a({...e,lastSystem:c})}),o("label",{for:"level",children:[d("level-label")," ",o("select",{id:"level",value:u,onChange:c=>a({...e,lastLevel:c.currentTarget.value}),children:oo.map(c=>o("option",{value:c,children:d(`level-${c}`)},c))})]}),o("button",{type:"button",class:"primary",disabled:i,onClick:()=>{m()},"data-testid":"play-computer",children:d("play-computer-start")})]})]}),o("section",{class:"panel","aria-labelledby":"play-friend",children:[o("h2",{id:"play-friend",children:d("private-table")}),o("div",{class:"form-row",children:[o(en,{id:"system-friend",value:l,onChange:c=>a({...e,lastSystem:c})}),o("button",{type:"button",disabled:i,onClick:()=>{g()},"data-testid":"play-friend",children:d("private-create")})]})]}),o(io,{identity:t,system:l}),o(so,{}),o(lo,{system:l,name:t.name})]})}function io({identity:t,system:e}){let[a,n]=S("idle"),[r,i]=S(null),s=I(void 0),l=async p=>{try{let m=await Q("POST","/api/quickmatch",{system:e,computer:p},t.token);if(m.status==="matched"&&m.table){n("idle"),U(`/table/${m.table}`);return}n(m.status==="offer"?"offer":"waiting"),m.status==="waiting"&&(s.current=window.setTimeout(()=>{l(!1)},3e3))}catch(m){n("idle"),i(Je(m))}};M(()=>()=>window.clearTimeout(s.current),[]);let u=()=>{window.clearTimeout(s.current),n("idle")};return o("section",{class:"panel","aria-labelledby":"quick",children:[o("h2",{id:"quick",children:d("quick-match")}),r&&o("p",{class:"refusal",role:"alert",children:r}),a==="idle"&&o("button",{type:"button",onClick:()=>{i(null),l(!1)},children:[d("quick-match-start")," \xB7 ",d(`system-${e}`)]}),a==="waiting"&&o("p",{role:"status",children:[d("quick-match-waiting")," ",o("button",{type:"button",onClick:u,children:d("quick-match-cancel")})]}),a==="offer"&&o("p",{role:"status",children:[d("quick-match-offer")," ",o("button",{type:"button",onClick:()=>{l(!0)},children:d("quick-match-computer")})," ",o("button",{type:"button",onClick:()=>{l(!1)},children:d("quick-match-keep")})]})]})}function so(){let[t,e]=S(null),[a,n]=S(null),r=()=>{Q("GET","/api/tables").then(e,l=>n(Je(l)))};M(r,[]);let i=async l=>{let u=l.seats.find(p=>p.kind==="empty");if(!u)return U(`/table/${l.id}?watch=1`);U(`/table/${l.id}?sit=${u.seat}`)},s=(t??[]).filter(l=>l.status!=="over"&&l.status!=="closed");return o("section",{class:"panel","aria-labelledby":"open-tables",children:[o("h2",{id:"open-tables",children:d("open-tables")}),a&&o("p",{class:"refusal",role:"alert",children:a}),t!==null&&!s.length&&o("p",{children:d("open-tables-none")}),o("ul",{class:"lobby",children:s.map(l=>o("li",{children:[o("span",{children:[d(`system-${l.system}`),": ",l.seats.map(u=>N(l.seats,u.seat)).join(" \xB7 ")]})," ",l.seats.some(u=>u.kind==="empty")&&o("button",{type:"button",onClick:()=>{i(l)},children:d("open-tables-join")}),o("button",{type:"button",onClick:()=>U(`/table/${l.id}?watch=1`),children:d("open-tables-watch")})]},l.id))}),o("button",{type:"button",onClick:r,children:d("open-tables-refresh")})]})}function lo({system:t,name:e}){let[a,n]=S(null);M(()=>{Q("GET",`/api/leaderboard?system=${encodeURIComponent(t)}`).then(n,()=>n([]))},[t]);let r=a==null?void 0:a.find(i=>i.name===e);return o("section",{class:"panel","aria-labelledby":"leaderboard",children:[o("h2",{id:"leaderboard",children:[d("leaderboard")," \xB7 ",d(`system-${t}`)]}),r&&o("p",{children:d("your-rating",{rating:r.rating})}),a!==null&&!a.length&&o("p",{children:d("leaderboard-none")}),a!==null&&a.length>0&&o("table",{children:[o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),o("th",{scope:"col",children:d("leaderboard-rating")}),o("th",{scope:"col",children:d("leaderboard-matches")})]})}),o("tbody",{children:a.slice(0,20).map(i=>o("tr",{class:i.name===e?"mine":"",children:[o("td",{children:i.name}),o("td",{children:Mt(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),o("td",{children:Mt(i.matches)})]},i.name))})]})]})}var sn=["s","h","d","c"];function Lt(t){return t.charAt(0).toUpperCase()}function ln(t){let e=t.charAt(1).toLowerCase();if(!sn.includes(e))throw new Error(`not a card: ${JSON.stringify(t)}`);return e}function co(t){return t.length===2&&Lt(t)in dn&&sn.includes(t.charAt(1).toLowerCase())}var uo={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},dn={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},nn=40,po=20,mo=70/60,fo=102,rn=50;function de(t,e,a,n){let r=n/100;return o("path",{class:"card__suit",d:uo[t],transform:`translate(${e-50*r} ${a-50*r}) scale(${r})`})}function cn(t,e,a,n,r){let i=dn[t];return i?o("path",{class:r,d:i.d,transform:`translate(${e-i.w/2*n} ${a}) scale(${n})`}):null}function on({rank:t,suit:e}){return o("g",{class:"card__index",children:[cn(t,nn,po,mo,"card__rank"),de(e,nn,fo+rn/2,rn)]})}var ae=(t,e,a)=>`M${t-a} ${e}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,ho={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+ae(1,8,4.5)+ae(40,3,5)+ae(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+ae(2,14,4)+ae(26,10,4)+ae(54,10,4)+ae(78,14,4)+ae(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+ae(30,14,3.5)+ae(50,14,3.5)+"M7 37H73V44H7Z"};function go({rank:t,suit:e}){return o("g",{class:"card__court",children:[o("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),o("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),o("path",{class:"card__crown",d:ho[t]??"",transform:"translate(89 52) scale(0.9)"}),cn(t,125,118,1.6,"card__court-rank"),de(e,125,268,46)]})}function yo({card:t}){let e=Lt(t),a=ln(t),n="JQK".includes(e);return o(O,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("g",{class:"card__centre",children:n?o(go,{rank:e,suit:a}):e==="A"?o(O,{children:[o("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),de(a,125,175,92)]}):de(a,125,176,104)}),o(on,{rank:e,suit:a}),o("g",{transform:"rotate(180 125 175)",children:o(on,{rank:e,suit:a})})]})}var un={x0:16,y0:16,x1:234,y1:334};function bo(t){let{x0:e,y0:a,x1:n,y1:r}=un,i=[],s=l=>Number(l.toFixed(2));for(let l=e+a+t/2;l<n+r;l+=t){let u=Math.max(e,l-r),p=Math.min(n,l-a);p>u&&i.push(`M${s(u)} ${s(l-u)}L${s(p)} ${s(l-p)}`)}for(let l=e-r+t/2;l<n-a;l+=t){let u=Math.max(e,a+l),p=Math.min(n,r+l);p>u&&i.push(`M${s(u)} ${s(u-l)}L${s(p)} ${s(p-l)}`)}return i.join("")}var ko=bo(22);function wo(){let{x0:t,y0:e,x1:a,y1:n}=un;return o(O,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("rect",{class:"card__back-field",x:t,y:e,width:a-t,height:n-e,rx:"10"}),o("path",{class:"card__back-lattice",d:ko}),o("rect",{class:"card__back-line",x:t+9,y:e+9,width:a-t-18,height:n-e-18,rx:"5"}),o("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),o("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),o("g",{class:"card__back-suits",children:[de("s",125,154,24),de("h",146,175,24),de("d",125,196,24),de("c",104,175,24)]})]})}var vo={s:"black",h:"red",d:"red",c:"black"},_o={s:"black",h:"red",d:"blue",c:"green"};function q(t){let e=["card"],a=t.card!==null&&co(t.card);if(t.card===null)e.push("card--back");else if(!a)e.push("card--unknown");else{let r=ln(t.card);e.push(`card--${r}`,`card--${(t.fourColour?_o:vo)[r]}`),t.fourColour&&e.push("card--four"),"JQK".includes(Lt(t.card))&&e.push("card--court")}t.class&&e.push(t.class);let n=t.label!=="";return o("svg",{class:e.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:n?"img":void 0,"aria-label":n?t.label:void 0,"aria-hidden":n?void 0:"true",focusable:"false",children:t.card===null?o(wo,{}):a?o(yo,{card:t.card}):o("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function Ce({table:t}){var i;let e=((i=t.score)==null?void 0:i.games)??[];if(!e.length)return null;let a=Number(t.rules.target??100),n=t.roles,r=s=>n?n.box===s?"box":n.captain===s?"captain":"out":null;return o("table",{class:"score-sheet","data-testid":"score-sheet",children:[o("caption",{children:[d("score-title")," ",o("span",{class:"target",children:["(",d("score-target",{target:a}),")"]})]}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),e.map((s,l)=>o("th",{scope:"col",class:s.winner!==null?"finished":"",children:[d("score-game",{number:l+1}),s.winner!==null?` (${d("score-finished")})`:""]},l))]})}),o("tbody",{children:t.seats.map(s=>{let l=r(s.seat);return o("tr",{children:[o("th",{scope:"row",children:[N(t.seats,s.seat),l?o("span",{class:"flag",children:d(`role-${l}`)}):null]}),e.map((u,p)=>o("td",{class:`${u.winner!==null?"finished":""}${u.winner===s.seat?" winner":""}`,title:d("score-hands-won",{count:u.hands_won[s.seat]??0}),children:u.scores[s.seat]??0},p))]},s.seat)})})]})}function Me({title:t,children:e,label:a,onClose:n}){let r=I(null);return M(()=>{var s,l;(l=(s=r.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||l.focus()},[]),o("div",{class:"modal-backdrop",children:o("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??t,ref:r,onKeyDown:s=>{if(s.key==="Escape"&&n&&(s.preventDefault(),n()),s.key==="Tab"&&r.current){let l=[...r.current.querySelectorAll("button, input, select, a[href]")].filter(m=>!m.hasAttribute("disabled")),u=l[0],p=l[l.length-1];s.shiftKey&&document.activeElement===u?(p==null||p.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===p&&(u==null||u.focus(),s.preventDefault())}},children:[o("h2",{children:t}),e]})})}function ce({melds:t,fourColour:e,layoffs:a,extra:n}){return o("div",{class:"melds",children:[t.map((r,i)=>o("div",{class:"meld-row",role:"group","aria-label":d("meld-label",{cards:r.map(G).join(", ")}),children:[r.map(s=>o("span",{class:"mini","data-card":s,children:o(q,{card:s,label:G(s),fourColour:e})},s)),((a==null?void 0:a[i])??[]).map(s=>o("span",{class:"mini laid-off","data-card":s,children:o(q,{card:s,label:d("layoff-on",{card:G(s),meld:i+1}),fourColour:e})},s))]},i)),n&&n.length>0&&o("div",{class:"meld-row deadwood-row",children:n.map(r=>o("span",{class:"mini","data-card":r,children:o(q,{card:r,label:`${G(r)}, ${d("deadwood-label")}`,fourColour:e})},r))})]})}function pn({options:t,fourColour:e,onChoose:a}){let[n,r]=S(0),i=t[n]??t[0];return i?o(Me,{title:d("arrange-title"),children:[o("div",{class:"options",role:"radiogroup","aria-label":d("arrange-title"),children:t.map((s,l)=>o("label",{class:`option${l===n?" chosen":""}`,children:[o("input",{type:"radio",name:"arrangement",checked:l===n,onChange:()=>r(l)}),d("arrange-option",{melds:s.melds.length,deadwood:s.deadwood}),l===0&&o("em",{children:[" (",d("arrange-best"),")"]})]},l))}),o(ce,{melds:i.melds,extra:i.deadwood_cards,fourColour:e}),o("button",{type:"button",class:"primary",onClick:()=>a(i.melds),children:d("arrange-submit")})]}):null}function mn({options:t,knocker:e,fourColour:a,onChoose:n}){var u;let[r,i]=S(0),s=t[r]??t[0];if(!s)return null;let l={};for(let p of s.layoffs)(l[u=p.meld]??(l[u]=[])).push(p.card);return o(Me,{title:d("layoff-title"),children:[e&&o(O,{children:[o("h3",{children:d("end-melds")}),o(ce,{melds:e.melds,layoffs:l,fourColour:a})]}),o("div",{class:"options",role:"radiogroup","aria-label":d("layoff-title"),children:t.map((p,m)=>o("label",{class:`option${m===r?" chosen":""}`,children:[o("input",{type:"radio",name:"showing",checked:m===r,onChange:()=>i(m)}),d("layoff-option",{deadwood:p.deadwood,layoffs:p.layoffs.length}),m===0&&o("em",{children:[" (",d("arrange-best"),")"]}),p.layoffs.length>0&&o("span",{class:"layoff-list",children:[" \xB7 ",p.layoffs.map(g=>d("layoff-on",{card:B(g.card),meld:g.meld+1})).join(", ")]})]},m))}),o(ce,{melds:s.melds,extra:s.deadwood_cards,fourColour:a}),o("button",{type:"button",class:"primary",onClick:()=>n(s),children:d("layoff-submit")})]})}function fn({text:t,onConfirm:e,onCancel:a}){return o(Me,{title:d("action-confirm"),onClose:a,children:[o("p",{children:t}),o("div",{class:"actions",children:[o("button",{type:"button",class:"primary",onClick:e,children:d("action-confirm")}),o("button",{type:"button",onClick:a,children:d("action-cancel")})]})]})}function hn({snapshot:t,state:e,handSeats:a,fourColour:n}){var f,k;let r=t.view??t.public,i=t.table,s=(r==null?void 0:r.result)??null,l=i.seats,u=e.lastEnd,p=s&&s.winner!==null?a[s.winner]??null:null,m=(s==null?void 0:s.knocker)??(r==null?void 0:r.knocker)??null,g={};for(let _ of((f=r==null?void 0:r.showing)==null?void 0:f.layoffs)??[])(g[k=_.meld]??(g[k]=[])).push(_.card);let c=(s==null?void 0:s.score)??null;return o(O,{children:[o("p",{class:"outcome","data-testid":"outcome",children:s?Pt(s.outcome,p,l):""}),(s==null?void 0:s.draw_reason)&&o("p",{children:d(`draw-${s.draw_reason}`)}),(r==null?void 0:r.arrangement)&&m!==null&&o("section",{children:[o("h3",{children:[d("end-knocker",{name:N(l,a[m])})," \xB7 ",d("end-deadwood",{deadwood:r.arrangement.deadwood})]}),o(ce,{melds:r.arrangement.melds,layoffs:g,extra:r.arrangement.deadwood_cards,fourColour:n})]}),(r==null?void 0:r.showing)&&m!==null&&o("section",{children:[o("h3",{children:[d("end-defender",{name:N(l,a[1-m])})," \xB7 ",d("end-deadwood",{deadwood:r.showing.deadwood})]}),o(ce,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:n})]}),c&&o("table",{class:"itemised","data-testid":"itemised",children:o("tbody",{children:[o("tr",{children:[o("th",{scope:"row",children:d("end-score-difference")}),o("td",{children:c.difference})]}),c.bonus>0&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-bonus")}),o("td",{children:["+",c.bonus]})]}),c.multiplier>1&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-multiplier")}),o("td",{children:["\xD7",c.multiplier]})]}),o("tr",{class:"total",children:o("th",{scope:"row",colSpan:2,children:d("end-score-points",{name:N(l,p),points:c.points})})})]})}),u&&"knocker"in u.end&&u.end.games.length>0&&i.rules.scoring==="hollywood"&&o("p",{class:"games",children:d("end-games",{games:u.end.games.map(_=>d("score-game",{number:_+1})).join(", ")})}),u&&o("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${d("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${d("end-verify-failed")}`:u.verdict==="unavailable"?d("end-verify-unavailable"):""," ",o("a",{href:"/fair",onClick:_=>{_.preventDefault(),U("/fair")},children:d("end-verify-how")})]})]})}function gn({snapshot:t,state:e,handSeats:a,fourColour:n}){var l;let r=t.table,i=t.you.seat,s=i!==null&&((l=r.seats[i])==null?void 0:l.ready);return o(Me,{title:d("end-title",{hand:t.hand??r.hand_number}),children:[o(hn,{snapshot:t,state:e,handSeats:a,fourColour:n}),o(Ce,{table:r}),i!==null&&(s?o("p",{role:"status",children:d("ready-waiting")}):o("button",{type:"button",class:"primary","data-testid":"ready",onClick:()=>e.send({type:"ready"}),children:d("ready")}))]})}function yn({snapshot:t,state:e,handSeats:a,fourColour:n}){var p;let r=t.table,i=e.matchEnd,s=r.score,l=(s==null?void 0:s.games)??[],u=(i==null?void 0:i.winner)??null;return o(Me,{title:d("match-over"),children:[o("p",{class:"outcome","data-testid":"match-outcome",children:u===null?d("match-draw"):d("match-winner",{name:N(r.seats,u)})}),((p=t.view??t.public)==null?void 0:p.result)&&o("details",{children:[o("summary",{children:d("end-title",{hand:t.hand??r.hand_number})}),o(hn,{snapshot:t,state:e,handSeats:a,fourColour:n})]}),i&&o("table",{class:"totals",children:[o("caption",{children:d("match-totals")}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),i.totals.map((m,g)=>o("th",{scope:"col",children:d("score-game",{number:g+1})},g))]})}),o("tbody",{children:r.seats.map(m=>o("tr",{children:[o("th",{scope:"row",children:N(r.seats,m.seat)}),i.totals.map((g,c)=>o("td",{children:g[m.seat]},c))]},m.seat))})]}),!i&&l.length>0&&o(Ce,{table:r}),o("p",{class:"links",children:[o("a",{href:`/replay/${r.id}`,onClick:m=>{m.preventDefault(),U(`/replay/${r.id}`)},children:d("match-replay")})," \xB7 ",o("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:d("match-record")})," \xB7 ",o("a",{href:"/",onClick:m=>{m.preventDefault(),U("/")},children:d("match-again")})]})]})}function bn({id:t,fourColour:e}){let[a,n]=S(null),[r,i]=S(null),[s,l]=S(0),[u,p]=S(0);if(M(()=>{Q("GET",`/api/tables/${encodeURIComponent(t)}/replay`).then(n,b=>i(b instanceof K&&b.code==="unknown_table"?d("replay-not-finished"):b instanceof K?te(b.code,b.message):String(b)))},[t]),M(()=>{let b=w=>{w.target instanceof HTMLInputElement||w.target instanceof HTMLSelectElement||(w.key==="ArrowRight"&&p(v=>v+1),w.key==="ArrowLeft"&&p(v=>Math.max(0,v-1)))};return window.addEventListener("keydown",b),()=>window.removeEventListener("keydown",b)},[]),r)return o("p",{class:"refusal",role:"alert",children:r});if(!a)return o("p",{class:"loading",role:"status",children:d("replay-loading")});let m=a.hands[s];if(!m)return null;let g=m.frames.length-1,c=Math.min(u,g),f=m.frames[c];if(!f)return null;let k=b=>{var w;return((w=a.players[b])==null?void 0:w.name)??`P${b+1}`},_=f.pile[f.pile.length-1];return o("article",{class:"replay","data-testid":"replay",children:[o("h1",{children:d("replay-title")}),o("label",{children:[d("replay-hand",{number:""})," ",o("select",{value:s,onChange:b=>{l(Number(b.currentTarget.value)),p(0)},children:a.hands.map((b,w)=>o("option",{value:w,children:d("replay-hand",{number:b.number})},w))})]}),o("p",{role:"status","data-testid":"replay-step",children:[d("replay-step",{step:c,steps:g}),f.action&&o(O,{children:[": ",o("strong",{children:k(f.action.player)})," \xB7 ",fe(f.action)]})]}),o("div",{class:"replay-controls",role:"toolbar","aria-label":d("replay-title"),children:[o("button",{type:"button",onClick:()=>p(0),disabled:c===0,children:d("replay-first")}),o("button",{type:"button",onClick:()=>p(Math.max(0,c-1)),disabled:c===0,children:d("replay-prev")}),o("button",{type:"button",onClick:()=>p(c+1),disabled:c===g,"data-testid":"replay-next",children:d("replay-next")}),o("button",{type:"button",onClick:()=>p(g),disabled:c===g,children:d("replay-last")})]}),f.hands.map((b,w)=>o("section",{class:`replay-hand${f.to_act===w&&f.phase!=="over"?" to-act":""}`,children:[o("h2",{children:k(m.seats[w]??w)}),o("div",{class:"row",children:b.map(v=>o("span",{class:"mini",children:o(q,{card:v,label:G(v),fourColour:e})},v))})]},w)),o("p",{children:[d("stock"),": ",f.stock_count," \xB7 ",d("pile"),": ",_?o("span",{class:"mini",children:o(q,{card:_,label:G(_),fourColour:e})}):"\u2014"]}),c===g&&"knocker_melds"in m.end&&o("section",{children:[o("h2",{children:d("end-title",{hand:m.number})}),o(ce,{melds:m.end.knocker_melds,extra:m.end.knocker_deadwood_cards,fourColour:e}),o(ce,{melds:m.end.defender_melds,extra:m.end.defender_deadwood_cards,fourColour:e}),o("p",{children:d("end-score-points",{name:k(m.end.winner),points:m.end.points})})]}),o("p",{children:o("a",{href:`/api/tables/${t}/record`,download:`ginrummy-${t}.json`,children:d("match-record")})})]})}var Rt="ginrummy.";function jt(t,e){try{let a=localStorage.getItem(Rt+t);return a===null?e:JSON.parse(a)}catch{return e}}function zt(t,e){try{e===null?localStorage.removeItem(Rt+t):localStorage.setItem(Rt+t,JSON.stringify(e))}catch{}}var Ye={get:()=>jt("identity",null),set:t=>zt("identity",t)},Ot=["small","medium","large"],kn={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function wn(){let{largeCards:t,...e}=jt("settings",{}),a={...kn,...e};return t===!0&&(e.cardSize===void 0&&(a.cardSize="large"),e.highContrast===void 0&&(a.highContrast=!0)),Ot.includes(a.cardSize)||(a.cardSize=kn.cardSize),a}function vn(t){zt("settings",t)}function _n(t){return jt(`order.${t}`,[])}function $n(t,e){zt(`order.${t}`,e)}function $o(t,e){let a=[],n=[],r=0;return t.forEach((i,s)=>{let l=Math.max(0,Math.min(i.cards.length,e-r));l>0&&a.push({...i,cards:i.cards.slice(0,l),group:s,continued:!1}),l<i.cards.length&&n.push({...i,cards:i.cards.slice(l),group:s,continued:l>0}),r+=i.cards.length}),n.length?[a,n]:[a]}function Ze(t){return t.reduce((e,a)=>e+a.cards.length,0)}function xo(t,e){let a=Ze(t),n=t.length;return(e-(n-1)*8-6*n-(a-n)*46)/n}function So(t,e,a){let n=Ze(t),r=t.length;return n===r?1/0:(e-(r-1)*8-r*(a+6))/(n-r)}function To(t,e){let a=Math.min(...t.map(l=>xo(l,e.width))),n=Math.max(40,Math.min(e.card,a)),r=Math.min(...t.map(l=>So(l,e.width,n))),i=Math.min(Math.max(.6*n,46),r),s=t.map(Ze);return{rows:t,card:n,step:i,whole:t.every(l=>l.every(u=>!u.continued)),balance:Math.abs((s[0]??0)-(s[1]??0))}}function Eo(t,e){return Math.abs(t.card-e.card)>.5?t.card>e.card?t:e:t.whole!==e.whole?t.whole?t:e:Math.abs(t.step-e.step)>.5?t.step>e.step?t:e:e.balance<t.balance?e:t}function xn(t,e){let a=Ze(t),n=null;for(let r=1;r<=Math.max(1,Math.min(2,e.rows));r+=1){let i=null,s=r===1||a<2?[a]:Array.from({length:a-1},(l,u)=>u+1);for(let l of s){let u=To($o(t,l),e);i=i?Eo(i,u):u}if(i){if(i.card>=e.card-.5)return i;n=n&&n.card>=i.card-.5?n:i}}return n??{rows:[],card:e.card,step:46}}var Xe="A23456789TJQK",et="shdc";function Qe(t,e){return Xe.indexOf(t[0]??"")-Xe.indexOf(e[0]??"")||et.indexOf(t[1]??"")-et.indexOf(e[1]??"")}function Ao(t,e){return et.indexOf(t[1]??"")-et.indexOf(e[1]??"")||Xe.indexOf(t[0]??"")-Xe.indexOf(e[0]??"")}function Sn(t,e,a,n){if(a==="melds"&&e){let r=new Set(e.melds.flat()),i=e.melds.filter(l=>l.every(u=>t.includes(u))).map(l=>({meld:!0,cards:[...l].sort(Qe)})),s=t.filter(l=>!r.has(l)).sort(Qe);return s.length&&i.push({meld:!1,cards:s}),i}if(a==="own"){let r=n.filter(s=>t.includes(s)),i=t.filter(s=>!r.includes(s)).sort(Qe);return[{meld:!1,cards:[...r,...i]}]}return[{meld:!1,cards:[...t].sort(a==="rank"?Qe:Ao)}]}function Po(){let t=I(null),e=I(null),[a,n]=S(null);return we(()=>{let r=t.current,i=e.current,s=r==null?void 0:r.parentElement;if(!r||!i||!s)return;let l=()=>{let p=Number.parseInt(getComputedStyle(s).getPropertyValue("--hand-rows"),10),m={width:Math.floor(r.getBoundingClientRect().width)-1,card:i.getBoundingClientRect().width,rows:p>0?p:2};n(g=>g&&g.width===m.width&&g.card===m.card&&g.rows===m.rows?g:m)};l();let u=new ResizeObserver(l);return u.observe(r),u.observe(i),window.addEventListener("resize",l),()=>{u.disconnect(),window.removeEventListener("resize",l)}},[]),{space:a,width:t,card:e}}function Tn(t){let{space:e,width:a,card:n}=Po(),r=e&&e.width>0?xn(t.groups,e):null,i=r?r.rows:[t.groups.map((c,f)=>({...c,group:f,continued:!1}))],s={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...r?{"--card-w":`${r.card}px`,"--hand-step":`${r.step}px`}:{}},l=I(null),u=(c,f)=>{c.button===0&&(l.current={card:f,x:c.clientX,y:c.clientY,element:c.currentTarget,moved:!1,pointer:c.pointerId})},p=c=>{let f=l.current;if(!f||f.pointer!==c.pointerId)return;let k=c.clientX-f.x,_=c.clientY-f.y;!f.moved&&Math.hypot(k,_)<10||(f.moved||(f.moved=!0,f.element.setPointerCapture(c.pointerId),f.element.classList.add("dragging")),f.element.style.transform=`translate(${k}px, ${_}px)`)},m=c=>{var b;let f=l.current;if(l.current=null,!f||!f.moved)return;f.element.classList.remove("dragging"),f.element.style.transform="";let k=document.elementsFromPoint(c.clientX,c.clientY);if(k.some(w=>w.closest("[data-drop='pile']"))){t.onPlay(f.card);return}let _=k.map(w=>w.closest("[data-hand-card]")).find(w=>w&&w.dataset.handCard!==f.card);if(_){let w=_.getBoundingClientRect(),v=(b=_.nextElementSibling)==null?void 0:b.getBoundingClientRect(),A=c.clientX>w.left+(v?v.left-w.left:w.width)/2,P=t.groups.flatMap(j=>j.cards).filter(j=>j!==f.card),E=P.indexOf(_.dataset.handCard??"");t.onMove(f.card,A?P[E+1]??null:P[E]??null)}else k.some(w=>w.closest(".hand"))&&t.onMove(f.card,null)},g=(c,f)=>{var b;let k=t.groups.flatMap(w=>w.cards),_=k.indexOf(f);if(c.key==="ArrowRight"||c.key==="ArrowLeft"){let w=c.key==="ArrowRight"?1:-1;if(c.shiftKey){let v=k.filter(P=>P!==f),A=Math.max(0,Math.min(v.length,_+w));t.onMove(f,v[A]??null),requestAnimationFrame(()=>{var P;return(P=document.querySelector(`[data-hand-card="${f}"]`))==null?void 0:P.focus()})}else{let v=k[(_+w+k.length)%k.length];v&&((b=document.querySelector(`[data-hand-card="${v}"]`))==null||b.focus())}c.preventDefault()}else(c.key==="Delete"||c.key==="d")&&(t.playable.has(f)&&t.onPlay(f),c.preventDefault())};return o("div",{class:"hand",role:"group","aria-label":t.label,style:s,onPointerMove:p,onPointerUp:m,onPointerCancel:m,children:[o("span",{class:"hand-probe hand-probe-width",ref:a,"aria-hidden":"true"}),o("span",{class:"hand-probe hand-probe-card",ref:n,"aria-hidden":"true"}),i.map((c,f)=>o("div",{class:"hand-row",children:c.map(k=>{var _;return o("div",{class:`hand-group${k.meld?" meld":""}${k.continued?" continued":""}`,role:"group","aria-label":k.meld?d("meld-label",{cards:(((_=t.groups[k.group])==null?void 0:_.cards)??k.cards).map(G).join(", ")}):void 0,children:k.cards.map(b=>{let w=t.deadwood.has(b),v=["hand-card"];t.selected===b&&v.push("selected"),w&&v.push("deadwood"),t.fresh===b&&v.push("fresh"),t.playable.size&&!t.playable.has(b)&&v.push("barred");let A=G(b)+(w?`, ${d("deadwood-label")}`:"");return o("button",{type:"button",class:v.join(" "),"data-card":b,"data-hand-card":b,"aria-label":A,"aria-pressed":t.selected===b,onClick:()=>t.onSelect(b),onDblClick:()=>t.playable.has(b)&&t.onPlay(b),onPointerDown:P=>u(P,b),onKeyDown:P=>g(P,b),children:o(q,{card:b,label:"",fourColour:t.fourColour})},b)})},k.group)})},f))]})}var En={off:0,slow:560,normal:340,fast:190},Cn={off:0,slow:150,normal:90,fast:50},Lo="cubic-bezier(0.2, 0.75, 0.25, 1)",tt="ginrummy-motion";function Nt(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function ye(t,e){let a=t.getBoundingClientRect();return{left:a.left+e.x,top:a.top+e.y,width:a.width,height:a.height}}function Ht(t){return Array.from(t.querySelectorAll("[data-card]")).filter(a=>{var r;let n=(r=a.parentElement)==null?void 0:r.closest("[data-card]");return!n||!t.contains(n)})}function It(t){let e=new Map;return t.querySelectorAll("[data-anchor]").forEach(a=>{let n=a.dataset.anchor;n&&!e.has(n)&&e.set(n,a)}),e}function Mn(t){let e=new Map,a=new Map;if(!t||typeof t.querySelectorAll!="function")return{cards:e,anchors:a};let n=Nt();for(let r of Ht(t)){let i=r.dataset.card??"",s=e.get(i),l=ye(r,n);s?s.push(l):e.set(i,[l])}for(let[r,i]of It(t))a.set(r,ye(i,n));return{cards:e,anchors:a}}function An(t){if(!t||t.speed==="off"||!(t.speed in En)||typeof document<"u"&&document.visibilityState==="hidden")return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Pn(t){return typeof t.animate=="function"}function Ro(t){if(typeof t.getAnimations=="function"){for(let e of t.getAnimations({subtree:!0}))e.id===tt&&e.cancel();return}for(let e of Ht(t))if(typeof e.getAnimations=="function")for(let a of e.getAnimations())a.id===tt&&a.cancel()}function jo(t){let e=getComputedStyle(t),a=e.transform&&e.transform!=="none"?e.transform:"",n=0,r=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let l=new DOMMatrixReadOnly(a);n=l.m41,r=l.m42}catch{}let[i="0",s="0"]=(e.transformOrigin||"0 0").split(" ");return{transform:a,tx:n,ty:r,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function zo(t,e){let{from:a,to:n}=t,r=a.width/n.width,i=a.height/n.height;t.entering&&(r=i=Math.min(r,i)),(!Number.isFinite(r)||r<=0)&&(r=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=a.left+a.width/2-(n.left+n.width/2),l=a.top+a.height/2-(n.top+n.height/2),u=n.width/2+e.tx-e.ox,p=n.height/2+e.ty-e.oy,m=f=>Math.round(f*100)/100,g=`translate(${m(s)}px, ${m(l)}px) translate(${m(u)}px, ${m(p)}px) scale(${m(r*1e3)/1e3}, ${m(i*1e3)/1e3})`+` translate(${m(-u)}px, ${m(-p)}px) ${e.transform}`.trimEnd(),c=`translate(0px, 0px) translate(${m(u)}px, ${m(p)}px) scale(1, 1) translate(${m(-u)}px, ${m(-p)}px) ${e.transform}`.trimEnd();return[{transform:g},{transform:c}]}function Ln(t,e){if(!t.length)return Promise.resolve();let a=t.map(s=>jo(s.element)),n=En[e.speed],r=[];if(t.forEach((s,l)=>{let u=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),p=Math.round(n*Math.min(1.35,Math.max(.8,.75+u/900)));try{let m=s.element.animate(zo(s,a[l]),{duration:p,delay:s.delay,easing:Lo,fill:s.delay>0?"backwards":"none"});m.id=tt,r.push(m)}catch{}}),!r.length)return Promise.resolve();let i=Math.max(...t.map(s=>s.delay))+n*1.35;return new Promise(s=>{let l=!1,u,p=()=>{l||(l=!0,u!==void 0&&clearTimeout(u),document.removeEventListener("visibilitychange",g),s())},m=()=>{for(let c of r)try{c.playState!=="finished"&&c.playState!=="idle"&&c.finish()}catch{c.cancel()}p()},g=()=>{document.visibilityState==="hidden"&&m()};document.addEventListener("visibilitychange",g),Promise.allSettled(r.map(c=>c.finished)).then(p),u=setTimeout(m,i+600)})}function Rn(t,e,a){var u;if(!t||typeof t.querySelectorAll!="function"||(Ro(t),!e||An(a)))return Promise.resolve();let n=Nt(),r=It(t),i=new Map,s=[],l=0;for(let p of Ht(t)){if(!Pn(p))continue;let m=p.dataset.card??"",g=i.get(m)??0;i.set(m,g+1);let c=ye(p,n);if(c.width<1||c.height<1)continue;let f=(u=e.cards.get(m))==null?void 0:u[g];if(f){if(f.width<1||f.height<1||Math.abs(f.left-c.left)<.5&&Math.abs(f.top-c.top)<.5&&Math.abs(f.width-c.width)<.5&&Math.abs(f.height-c.height)<.5)continue;s.push({element:p,from:f,to:c,entering:!1,delay:0});continue}let k=p.dataset.from??"stock";if(k===""||k==="none")continue;let _=e.anchors.get(k)??(r.has(k)?ye(r.get(k),n):void 0);!_||_.width<1||_.height<1||(s.push({element:p,from:_,to:c,entering:!0,delay:0}),l+=1)}if(l>1){let p=0;for(let m of s)m.entering&&(m.delay=p++*Cn[a.speed]*.6)}return Ln(s,a)}function jn(t,e,a){if(!t||typeof t.querySelectorAll!="function")return Promise.resolve();for(let l of e??[])if(!(!l||typeof l.getAnimations!="function"))for(let u of l.getAnimations())u.id===tt&&u.cancel();if(An(a))return Promise.resolve();let n=It(t).get("stock");if(!n)return Promise.resolve();let r=Nt(),i=ye(n,r);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let l of e??[]){if(!l||!l.isConnected||!Pn(l))continue;let u=ye(l,r);u.width<1||u.height<1||s.push({element:l,from:i,to:u,entering:!0,delay:s.length*Cn[a.speed]})}return Ln(s,a)}function zn({rules:t,system:e}){let a=[],n=r=>Number(t[r]);return a.push(d("rules-target",{target:n("target")})),t.knock_limit_from_upcard?a.push(d("rules-knock-from-upcard")):a.push(d("rules-knock-limit",{limit:n("knock_limit")})),t.oklahoma_spades_double&&a.push(d("rules-spades-double")),a.push(d("rules-gin-bonus",{bonus:n("gin_bonus")})),a.push(d("rules-undercut-bonus",{bonus:n("undercut_bonus")})),a.push(t.big_gin?d("rules-big-gin",{bonus:n("big_gin_bonus")}):d("rules-no-big-gin")),a.push(t.discard_drawn_upcard?d("rules-discard-upcard"):d("rules-no-discard-upcard")),t.scoring==="hollywood"&&a.push(d("rules-hollywood")),n("players")===3&&a.push(d("rules-three-player")),n("line_bonus")>0&&a.push(d("rules-line-bonus",{bonus:n("line_bonus")})),n("game_bonus")>0&&a.push(d("rules-game-bonus",{bonus:n("game_bonus")})),t.shutout&&a.push(d("rules-shutout")),o("section",{class:"panel rules","aria-label":d("rules"),"data-testid":"rules",children:[o("h2",{children:[d("rules"),": ",d(`system-${e}`)]}),o("ul",{children:a.map(r=>o("li",{children:r},r))})]})}var On=["hello","good-luck","nice","thanks","good-game","rematch"],at=null;function Oo(t){if(!at){at=new Map;for(let a of On)for(let n of Va(`chat-preset-${a}`))at.set(n,a)}let e=at.get(t);return e?d(`chat-preset-${e}`):t}function Nn({state:t,seated:e}){let[a,n]=S(""),r=t.log.filter(s=>s.event.type==="chat"),i=s=>{let l=s.trim().slice(0,200);l&&t.send({type:"chat",text:l})&&n("")};return o("section",{class:"panel chat","aria-label":d("chat"),children:[o("h2",{children:d("chat")}),o("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:r.map((s,l)=>{if(s.event.type!=="chat")return null;let u=s.event.text,p=Oo(u);return o("li",{title:p===u?void 0:u,children:[o("strong",{children:[s.event.name,":"]})," ",p]},l)})}),e&&o(O,{children:[o("div",{class:"presets",children:On.map(s=>o("button",{type:"button",onClick:()=>i(d(`chat-preset-${s}`)),children:d(`chat-preset-${s}`)},s))}),o("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(a)},children:[o("input",{type:"text",maxLength:200,value:a,"aria-label":d("chat-placeholder"),placeholder:d("chat-placeholder"),onInput:s=>n(s.currentTarget.value)}),o("button",{type:"submit",children:d("chat-send")})]})]})]})}function Hn({state:t,seats:e}){let a=t.log.map(n=>Ee(n.event,e)).filter(n=>n!==null);return o("details",{class:"panel log",children:[o("summary",{children:d("log-title")}),o("ol",{"data-testid":"log",children:a.slice(-40).map((n,r)=>o("li",{children:n},r))})]})}function No(t,e){return t.handSeats?t.handSeats:e.roles?[e.roles.box,e.roles.captain]:[0,1]}function Dn(t,e){return e===null||!t.roles?null:t.roles.box===e?"box":t.roles.captain===e?"captain":"out"}function Fn({state:t,settings:e,setSettings:a}){let n=t.snapshot;return n?o(Ho,{snapshot:n,state:t,settings:e,setSettings:a}):o("p",{class:"loading",role:"status",children:d("loading")})}function Ho({snapshot:t,state:e,settings:a,setSettings:n}){var Gt,qt,Vt,Wt,Jt,Yt,Zt,Qt;let{table:r,view:i,choices:s,you:l}=t,u=r.seats,p=l.seat,m=Dn(r,p),g=m==="out",c=No(e,r),[f,k]=S(null),[_,b]=S(null),[w,v]=S(!1),[A,P]=S(()=>_n(r.id)),E=I(null),j=I(null),V=I(t.seq);V.current!==t.seq&&(V.current=t.seq,E.current&&(j.current=Mn(E.current))),M(()=>{E.current&&j.current&&Rn(E.current,j.current,{speed:a.speed}),j.current=null},[t.seq]),M(()=>{if(!E.current||t.hand===null)return;let x=[...E.current.querySelectorAll(".hand-card, .back-slot")];jn(E.current,x,{speed:a.speed})},[t.hand]),M(()=>{f&&!((i==null?void 0:i.hand)??[]).includes(f)&&k(null)},[i==null?void 0:i.hand.join()]);let H=I(null);M(()=>{let x=Y=>{let Z=H.current;if(H.current=null,!Z)return;document.elementsFromPoint(Y.clientX,Y.clientY).some(be=>be.closest(".hand"))&&h.current.has(Z)&&y.current({action:Z})};return window.addEventListener("pointerup",x),()=>window.removeEventListener("pointerup",x)},[]);let h=I(new Set),y=I(()=>{}),$=x=>{k(null),e.send(g?{type:"advise",action:x}:{type:"act",action:x})};y.current=$;let W=x=>N(u,c[x]),J=(i==null?void 0:i.seat)??null,F=J===null?null:1-J,oe=new Map(((s==null?void 0:s.discards)??[]).map(x=>[x.card,x])),Dt=((s==null?void 0:s.to_act)??!1)&&p!==null,ie=Dt?new Set((s==null?void 0:s.actions)??[]):new Set,Pe=ie.has("discard")?new Set(oe.keys()):new Set;h.current=ie;let Ft=i?Sn(i.hand,s,a.handOrder,A):[],Wn=new Set((s==null?void 0:s.deadwood_cards)??[]),Jn=(x,Y)=>{let Z=Ft.flatMap(be=>be.cards).filter(be=>be!==x),ct=Y===null?Z.length:Z.indexOf(Y);Z.splice(ct<0?Z.length:ct,0,x),P(Z),$n(r.id,Z),a.handOrder!=="own"&&n({...a,handOrder:"own"})},Bt=x=>{Pe.has(x)&&$({action:"discard",card:x})},Yn=x=>{let Y=oe.get(x);Y&&b({kind:Y.gin?"gin":"knock",card:x,deadwood:Y.deadwood})},Zn=f?oe.get(f):void 0,ue=i?i.pile[i.pile.length-1]:(Gt=t.public)==null?void 0:Gt.pile[t.public.pile.length-1],Ut=(i==null?void 0:i.stock_count)??((qt=t.public)==null?void 0:qt.stock_count)??null,rt=(i==null?void 0:i.phase)??((Vt=t.public)==null?void 0:Vt.phase)??null,ot=(i==null?void 0:i.knock_limit)??((Wt=t.public)==null?void 0:Wt.knock_limit)??null,it=(i==null?void 0:i.upcard)??((Jt=t.public)==null?void 0:Jt.upcard)??null,Qn=!!r.rules.oklahoma_spades_double&&!!r.rules.knock_limit_from_upcard&&(it==null?void 0:it[1])==="s",Xn=(i==null?void 0:i.taken)??null,pe=i==null?void 0:i.events[i.events.length-1],Kt=pe!==void 0&&pe.seat===J&&(pe.action==="draw_stock"||pe.action==="draw_discard"),st=I({hand:[],fresh:null});if(i&&Kt){let x=st.current;if(x.fresh===null||!i.hand.includes(x.fresh)){let Y=i.hand.filter(Z=>!x.hand.includes(Z));x.fresh=(pe==null?void 0:pe.card)??Xn??(Y.length===1?Y[0]??null:null)}}else st.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let er=Kt?st.current.fresh:null,lt=(Yt=i??t.public)==null?void 0:Yt.events.at(-1),tr=lt&&lt.action==="discard"&&lt.seat!==J?"opponent":"none",dt=t.timers.find(x=>x.running),ar=rt!==null&&rt!=="over"?c[((Zt=i??t.public)==null?void 0:Zt.to_act)??0]:null;return o("div",{class:`table${a.fourColour?" four-colour":""}`,ref:E,children:[o(Io,{table:r,mySeat:p,toAct:ar??null,state:e,dealer:c[((Qt=i??t.public)==null?void 0:Qt.dealer)??-1]??null}),m&&o("p",{class:"role-note",children:d(`you-are-${m}`)}),l.role==="spectator"&&o("p",{class:"role-note",children:d("spectating")}),r.status==="waiting"&&o(Fo,{table:r}),rt!==null&&o("section",{class:"felt","aria-label":d("hand-number",{number:t.hand??r.hand_number}),children:[o(In,{snapshot:t,handSeat:F??1,name:W(F??1),fourColour:a.fourColour}),!i&&t.public&&o(In,{snapshot:t,handSeat:0,name:W(0),fourColour:a.fourColour}),o("div",{class:"centre",children:[o("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!ie.has("draw_stock"),"aria-label":d("card-stock",{count:Ut??0}),onClick:()=>$({action:"draw_stock"}),onPointerDown:()=>{H.current="draw_stock"},children:[o(q,{card:null,label:""}),o("span",{class:"count","aria-hidden":"true",children:Ut})]}),o("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(ie.has("draw_discard")||f!==null&&Pe.has(f)),"aria-label":ue?d("card-pile",{card:G(ue)}):d("card-pile-empty"),onClick:()=>f&&Pe.has(f)?Bt(f):ie.has("draw_discard")&&$({action:"draw_discard"}),onPointerDown:()=>{H.current="draw_discard"},children:ue?o("span",{class:"pile-top","data-card":ue,"data-from":tr,children:o(q,{card:ue,label:"",fourColour:a.fourColour})}):o("span",{class:"pile-empty"})}),o("div",{class:"hand-facts",children:[ot!==null&&o("span",{class:"badge knock-limit",children:ot===0?d("knock-limit-gin"):d("knock-limit",{limit:ot})}),Qn&&o("span",{class:"badge spades",children:d("spades-double")}),dt&&o(Uo,{seconds:dt.seconds_left,decision:dt.decision})]})]}),i&&s&&o("div",{class:"mine",children:[o("div",{class:"hand-tools",children:[o("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?d("your-deadwood-after",{deadwood:Math.min(...s.discards.map(x=>x.deadwood))}):d("your-deadwood",{deadwood:s.deadwood})}),o("label",{class:"sort",children:[d("sort-label")," ",o("select",{value:a.handOrder,onChange:x=>n({...a,handOrder:x.currentTarget.value}),children:[o("option",{value:"melds",children:d("sort-melds")}),o("option",{value:"rank",children:d("sort-rank")}),o("option",{value:"suit",children:d("sort-suit")}),o("option",{value:"own",children:d("sort-own")})]})]})]}),o(Tn,{groups:Ft,deadwood:Wn,selected:f,playable:Pe,fourColour:a.fourColour,fresh:er,label:g?d("hand-label-captain"):d("hand-label"),onSelect:x=>k(f===x?null:x),onPlay:Bt,onMove:Jn}),o(Bo,{actions:ie,view:i,choices:s,selected:f,selectedOption:Zn,advising:g,send:$,knock:Yn,bigGin:()=>b({kind:"big_gin",card:null,deadwood:0})})]})]}),o(Ko,{snapshot:t,myRole:m,state:e,pileTop:ue}),o(Go,{state:e}),o(qo,{state:e,pileTop:ue}),o("div",{class:"table-extras",children:[o(Ce,{table:r}),o("div",{class:"buttons",children:[r.status==="playing"&&p!==null&&Dt&&!g&&o("button",{type:"button",onClick:()=>e.send({type:"hint",count:3}),children:d("hint")}),p!==null&&r.seats.every(x=>x.seat===p||x.kind==="computer")&&r.status==="playing"&&o("button",{type:"button",onClick:()=>e.send({type:"undo"}),children:d("undo")}),o("button",{type:"button","aria-expanded":w,onClick:()=>v(!w),children:d("rules")})]}),w&&o(zn,{rules:r.rules,system:r.system}),o(Nn,{state:e,seated:p!==null}),o(Vo,{state:e,seats:u}),o(Hn,{state:e,seats:u})]}),i&&ie.has("arrange")&&s&&!g&&o(pn,{options:s.arrangements,fourColour:a.fourColour,onChoose:x=>$({action:"arrange",melds:x})}),i&&ie.has("lay_off")&&s&&!g&&o(mn,{options:s.showings,knocker:i.arrangement,fourColour:a.fourColour,onChoose:x=>$({action:"lay_off",melds:x.melds,layoffs:x.layoffs})}),_&&o(fn,{text:_.kind==="big_gin"?d("confirm-big-gin"):_.kind==="gin"?d("confirm-gin",{card:B(_.card??"")}):d("confirm-knock",{card:B(_.card??""),deadwood:_.deadwood}),onCancel:()=>b(null),onConfirm:()=>{let x=_;b(null),x.kind==="big_gin"?$({action:"big_gin"}):x.card!==null&&$({action:"knock",card:x.card})}}),r.status==="between_hands"&&o(gn,{snapshot:t,state:e,handSeats:c,fourColour:a.fourColour}),r.status==="over"&&o(yn,{snapshot:t,state:e,handSeats:c,fourColour:a.fourColour}),r.status==="closed"&&o("p",{class:"panel",role:"status",children:d("table-closed")})]})}function Io({table:t,mySeat:e,toAct:a,state:n,dealer:r}){let i=ve(()=>{let s=new Map;for(let l of n.log)if(l.event.type==="action"||l.event.type==="advice"){let u=Ee(l.event,t.seats);u&&s.set(l.event.player,u)}return s},[n.log,t.seats]);return o("ul",{class:"seats","aria-label":d("score-title"),children:t.seats.map(s=>o("li",{class:`seat${s.seat===a?" to-act":""}${s.seat===e?" mine":""}`,"data-testid":`seat-${s.seat}`,children:[o("span",{class:"seat-name",children:[N(t.seats,s.seat),s.seat===e?` (${d("seat-you")})`:""]}),o(Do,{seat:s,table:t,toAct:a,dealer:r}),i.get(s.seat)&&o("span",{class:"seat-last",children:d("last-action",{action:i.get(s.seat)??""})}),s.kind==="empty"&&e===null&&t.status!=="over"&&o("button",{type:"button",onClick:()=>n.send({type:"sit",seat:s.seat}),children:d("seat-sit")})]},s.seat))})}function Do({seat:t,table:e,toAct:a,dealer:n}){let r=Dn(e,t.seat),i=[];return r&&i.push(d(`role-${r}`)),t.seat===n&&i.push(d("seat-dealer")),t.seat===a&&i.push(d("seat-to-act")),t.away?i.push(d("seat-away")):t.kind==="person"&&!t.connected&&i.push(d("seat-offline")),t.ready&&e.status==="between_hands"&&i.push(d("seat-ready")),o("span",{class:"seat-flags",children:i.map(s=>o("span",{class:"flag",children:s},s))})}function Fo({table:t}){let[e,a]=S(!1),n=t.code?`${location.origin}/join/${t.code}`:null;return o("section",{class:"panel waiting","aria-live":"polite",children:[o("p",{children:d("table-waiting")}),n&&o("p",{class:"share",children:[d("table-share")," ",o("a",{href:n,"data-testid":"share-link",children:n})," ",o("button",{type:"button",onClick:()=>{var r;(r=navigator.clipboard)==null?void 0:r.writeText(n).then(()=>a(!0))},children:e?d("private-copied"):d("private-copy")})]})]})}function In({snapshot:t,handSeat:e,name:a,fourColour:n}){var l,u;let r=t.view,i=r?r.opponent_hand_size:((l=t.public)==null?void 0:l.hand_sizes[e])??0,s=r?r.opponent_known:((u=t.public)==null?void 0:u.taken_known[e])??[];return o("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[o("p",{class:"opponent-count",children:d("opponent-cards",{name:a,count:i})}),o("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(p,m)=>o("span",{class:"back-slot",children:o(q,{card:null,label:""})},m))}),s.length>0&&o("p",{class:"known",children:[d("opponent-known",{name:a})," ",s.map(p=>o("span",{class:"mini","data-card":p,children:o(q,{card:p,label:G(p),fourColour:n})},p))]})]})}function Bo(t){let{actions:e,view:a,selected:n,selectedOption:r,send:i}=t,s=a.pile[a.pile.length-1],l=[];if(e.has("draw_stock")&&l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"draw_stock"}),children:d("action-draw-stock")},"stock")),e.has("draw_discard")&&s){let u=a.phase==="offer"?d("action-take-upcard",{card:B(s)}):d("action-draw-discard",{card:B(s)});l.push(o("button",{type:"button",onClick:()=>i({action:"draw_discard"}),children:u},"pile"))}return e.has("pass")&&l.push(o("button",{type:"button",onClick:()=>i({action:"pass"}),children:d("action-pass")},"pass")),e.has("discard")&&(n&&r?(l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"discard",card:n}),children:d("action-discard",{card:B(n)})},"discard")),r.knock&&l.push(o("button",{type:"button",class:r.gin?"gin":"knock",onClick:()=>t.knock(n),children:r.gin?d("action-gin-with",{card:B(n)}):d("action-knock-with",{card:B(n)})},"knock"))):l.push(o("span",{class:"prompt",children:d("action-choose-card")},"choose"))),e.has("big_gin")&&l.push(o("button",{type:"button",class:"gin",onClick:t.bigGin,children:d("action-big-gin")},"big")),l.length?o("div",{class:"actions",role:"toolbar","aria-label":t.advising?d("advise"):d("turn-yours"),children:l}):null}function Uo({seconds:t,decision:e}){let[a,n]=S(Math.ceil(t));return M(()=>{let r=performance.now();n(Math.ceil(t));let i=window.setInterval(()=>n(Math.max(0,Math.ceil(t-(performance.now()-r)/1e3))),250);return()=>window.clearInterval(i)},[e,t]),o("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:d("turn-clock",{seconds:a})})}function Ko({snapshot:t,myRole:e,state:a,pileTop:n}){if(e!=="captain"&&e!=="out"||t.table.status!=="playing")return null;let r=t.advice;return o("p",{class:"advice",role:"status","data-testid":"advice",children:[r===null?d("advice-none"):e==="captain"?d("advice-from",{action:fe(r,n)}):d("advice-sent",{action:fe(r,n)}),r!==null&&e==="out"&&o("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:d("advice-withdraw")})]})}function Go({state:t}){var n;let[e,a]=S(null);return M(()=>{if(a(t.refusal),!t.refusal)return;let r=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(r)},[(n=t.refusal)==null?void 0:n.at]),e?o("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[o("strong",{children:te(e.code,e.message)}),e.code==="illegal"&&o("span",{class:"detail",children:[" ",d("error-detail",{message:e.message})]})]}):null}function qo({state:t,pileTop:e}){return t.hints?o("section",{class:"panel hints","aria-label":d("hints-title"),children:[o("h2",{children:d("hints-title")}),o("ol",{children:t.hints.map((a,n)=>o("li",{children:[o("strong",{children:fe(a.action,e)})," ",o("span",{class:"reason",children:Xa(a)})]},n))}),o("button",{type:"button",onClick:t.clearHints,children:d("action-cancel")})]}):null}function Vo({state:t,seats:e}){let a=t.log[t.log.length-1],n=a?Ee(a.event,e):null;return o("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:n??""})}var Wo=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Jo=new Set(["view","public"]),ne=class extends Error{};function Ae(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function Bn(t){let{type:e,...a}=t;return a}function Un(t,e,a){if(!Ae(a))throw new ne("changes are not an object");if(e<t.seq)throw new ne(`changes as of ${e} to a snapshot as of ${t.seq}`);let n={...t,seq:e};for(let[r,i]of Object.entries(a)){if(!Wo.has(r))throw new ne(`unknown part ${r}`);let s=n[r];if(r==="table"){if(!Ae(i)||!Ae(s))throw new ne("the table's changes are not an object");n[r]={...s,...i}}else if(Jo.has(r)&&i!==null&&s!==null&&s!==void 0){if(!Ae(i)||!Ae(s))throw new ne(`the ${r}'s changes are not an object`);let l={...s};for(let[u,p]of Object.entries(i))if(u==="new_events"){let m=l.events;if(!Array.isArray(m)||!Array.isArray(p))throw new ne(`events added to a ${r} without events`);l.events=[...m,...p]}else l[u]=p;n[r]=l}else n[r]=i}return n}var Kn=[300,800,1500,3e3,5e3],Zo=25e3,nt=class{constructor(e,a,n,r){z(this,"table",e);z(this,"token",a);z(this,"as",n);z(this,"listener",r);z(this,"socket",null);z(this,"held",null);z(this,"seq",0);z(this,"attempt",0);z(this,"stopped",!1);z(this,"missed",[]);z(this,"timer");z(this,"pinger");z(this,"nextId",1);z(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var e;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(e=this.socket)==null||e.close(1e3),this.socket=null,this.setState("closed")}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open"?!1:(this.socket.send(JSON.stringify({...e,id:this.nextId++})),!0)}setState(e){this.state!==e&&(this.state=e,this.listener.state(e))}connect(){let e=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${e}//${location.host}/ws`);this.socket=a,this.missed=[],a.onopen=()=>{let n={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};n.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(n))},a.onmessage=n=>{if(a!==this.socket)return;let r;try{r=JSON.parse(String(n.data))}catch{return this.resync()}this.receive(r)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let e=Kn[Math.min(this.attempt,Kn.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),e)}resync(){let e=this.socket;this.socket=null,e==null||e.close(4e3),this.connect()}receive(e){switch(e.type){case"welcome":return;case"event":this.missed.push({seq:e.seq,event:e.event});return;case"snapshot":{let a=Bn(e);this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Zo),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a);return}case"update":{if(this.held===null||e.seq<this.seq)return this.resync();try{this.held=Un(this.held,e.seq,e.changes)}catch(a){if(a instanceof ne)return this.resync();throw a}this.seq=e.seq,e.events.length&&this.listener.events(e.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(e.hints);return;case"error":{let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(e.code)),e.code==="conflict"&&e.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:e.code,message:e.message,field:e.field},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Qo(t,e){let a=`ginrummy-deck-v1:${t.join(",")}:${e}`,n=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(n)].map(r=>r.toString(16).padStart(2,"0")).join("")}async function Gn(t,e,a){var r;return(r=globalThis.crypto)!=null&&r.subtle?e.length===52&&new Set(e).size===52&&await Qo(e,a)===t?"verified":"mismatch":"unavailable"}var Xo=200;function qn(t,e,a){let[n,r]=S(null),[i,s]=S("connecting"),[l,u]=S([]),[p,m]=S(null),[g,c]=S(null),[f,k]=S(null),[_,b]=S(null),[w,v]=S(null),[A,P]=S(null),E=I({}),j=I(null);return M(()=>{let V=h=>{if(h.type==="commitment")E.current[h.hand]=h.sha256;else if(h.type==="deal")b(h.seats),v(null),k(null);else if(h.type==="hand_end"){let y=h.hand,$={hand:y,end:h.end,score:h.score,verdict:"checking"};v($);let W=E.current[y],J=h.reveal.salt;W===void 0||J===null?v({...$,verdict:"unavailable"}):Gn(W,h.reveal.deck,J).then(F=>v(oe=>oe&&oe.hand===y?{...oe,verdict:F}:oe))}else h.type==="match_end"?P({winner:h.winner,totals:h.totals,forfeit:h.forfeit}):h.type==="action"&&k(null)},H=new nt(t,e,a,{snapshot:h=>{var y,$;h.hand!==null&&h.commitment!==null&&((y=E.current)[$=h.hand]??(y[$]=h.commitment)),r(h)},events:h=>{h.forEach(y=>V(y.event)),u(y=>[...y,...h].slice(-Xo))},state:s,refused:(h,y)=>y?c(h):m({...h,at:Date.now()}),hints:k});return j.current=H,H.open(),()=>H.close()},[t,e,a]),ve(()=>({snapshot:n,link:i,log:l,refusal:p,fatal:g,hints:f,handSeats:_,lastEnd:w,matchEnd:A,commitments:E.current,send:V=>{var H;return((H=j.current)==null?void 0:H.send(V))??!1},clearHints:()=>k(null)}),[n,i,l,p,g,f,_,w,A])}function ei(t){let e=document.documentElement;e.dataset.cardSize=t.cardSize,e.classList.toggle("cards-contrast",t.highContrast),e.classList.toggle("four-colour",t.fourColour),e.dataset.speed=t.speed}function ti(){let[t,e]=S(wn),[a,n]=S(Ye.get),[r,i]=S(!1),s=Ya(),l=Ga(t.language);qa(l),we(()=>ei(t),[t]),we(()=>{document.documentElement.dataset.page=s.page},[s.page]),M(()=>{document.title=d("app-title")},[l]);let u=g=>{vn(g),e(g)},p=()=>{Ye.set(null),n(null)},m;return s.page==="fair"?m=o(Wa,{}):s.page==="replay"?m=o(bn,{id:s.id,fourColour:t.fourColour}):a?s.page==="join"?m=o(li,{code:s.code,identity:a,onUnknown:p}):s.page==="table"?m=o(di,{id:s.id,identity:a,settings:t,setSettings:u,onUnknown:p},s.id):m=o(an,{identity:a,settings:t,setSettings:u}):m=o(si,{onDone:g=>{Ye.set(g),n(g)}}),o(O,{children:[o("header",{class:"top",children:[o("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),U("/")},children:d("app-title")}),a&&o("span",{class:"me",children:a.name}),o(ni,{chosen:t.language,shown:l,onChange:g=>u({...t,language:g})}),o("button",{type:"button",class:"settings-button","aria-expanded":r,onClick:()=>i(!r),children:[o(oi,{}),o("span",{class:"settings-word",children:d("settings")})]}),r&&o(ii,{settings:t,setSettings:u,identity:a,forget:p,onClose:()=>{var g;i(!1),(g=document.querySelector("header .settings-button"))==null||g.focus()}})]}),o("main",{class:"content",children:m}),o("footer",{class:"bottom",children:o("a",{href:"/fair",onClick:g=>{g.preventDefault(),U("/fair")},children:d("fair-link")})})]})}var ai={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function Vn(t){return ai[t]}function ni({chosen:t,shown:e,onChange:a}){return o("label",{class:"language",children:[o("span",{class:"language-face","aria-hidden":"true",children:[o(ri,{}),o("span",{lang:e,children:Vn(e)})]}),o("select",{value:t??"","aria-label":d("settings-language"),"data-testid":"language",onChange:n=>a(n.currentTarget.value||null),children:[o("option",{value:"",children:d("settings-language-auto")}),Se.map(n=>o("option",{value:n,lang:n,children:Vn(n)},n))]})]})}function ri(){return o("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[o("circle",{cx:"12",cy:"12",r:"9.5"}),o("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function oi(){return o("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[o("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),o("circle",{cx:"12",cy:"12",r:"3.2"})]})}function ii({settings:t,setSettings:e,identity:a,forget:n,onClose:r}){return o("section",{class:"panel settings","aria-label":d("settings"),"data-testid":"settings",onKeyDown:i=>{i.key==="Escape"&&(i.preventDefault(),r())},children:[o("label",{children:[d("settings-speed")," ",o("select",{value:t.speed,onChange:i=>e({...t,speed:i.currentTarget.value}),children:["off","slow","normal","fast"].map(i=>o("option",{value:i,children:d(`speed-${i}`)},i))})]}),o("label",{children:[d("settings-card-size")," ",o("select",{value:t.cardSize,"data-testid":"card-size",onChange:i=>e({...t,cardSize:i.currentTarget.value}),children:Ot.map(i=>o("option",{value:i,children:d(`card-size-${i}`)},i))})]}),o("label",{children:[o("input",{type:"checkbox",checked:t.highContrast,onChange:i=>e({...t,highContrast:i.currentTarget.checked})})," ",d("settings-high-contrast")]}),o("label",{children:[o("input",{type:"checkbox",checked:t.fourColour,onChange:i=>e({...t,fourColour:i.currentTarget.checked})})," ",d("settings-four-colour")]}),a&&o("button",{type:"button",onClick:n,children:d("name-change")})]})}function si({onDone:t}){let[e,a]=S(""),[n,r]=S(null),i=async()=>{r(null);try{let s=await Q("POST","/api/identities",{name:e.trim()});t(s)}catch(s){s instanceof K&&s.code==="conflict"?r(d("error-name-taken")):s instanceof K?r(`${te(s.code,s.message)} ${s.code==="bad_message"?s.message:""}`):r(String(s))}};return o("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[o("h1",{children:d("app-title")}),o("p",{children:d("home-tagline")}),o("label",{for:"name",children:d("name-prompt")}),o("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:e,onInput:s=>a(s.currentTarget.value)}),n&&o("p",{class:"refusal",role:"alert",children:n}),o("button",{type:"submit",class:"primary",children:d("name-save")})]})}function li({code:t,identity:e,onUnknown:a}){let[n,r]=S(null);return M(()=>{Q("POST","/api/tables/join",{code:t},e.token).then(i=>U(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof K&&i.code==="not_authenticated"&&a(),r(i instanceof K?te(i.code,i.message):String(i))})},[t,e.token]),n?o("p",{class:"refusal",role:"alert",children:n}):o("p",{class:"loading",role:"status",children:d("loading")})}function di({id:t,identity:e,settings:a,setSettings:n,onUnknown:r}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",l=i.get("sit"),u=qn(t,e.token,s?"spectator":"player");return M(()=>{var p;((p=u.fatal)==null?void 0:p.code)==="not_authenticated"&&r()},[u.fatal]),M(()=>{l!==null&&u.snapshot&&u.snapshot.you.seat===null&&u.link==="open"&&(u.send({type:"sit",seat:Number(l)}),history.replaceState(null,"",`/table/${t}`))},[u.snapshot!==null,u.link]),o(O,{children:[u.link==="reconnecting"&&o("div",{class:"banner",role:"status","data-testid":"reconnecting",children:d("link-reconnecting")}),u.fatal&&o("p",{class:"refusal",role:"alert",children:te(u.fatal.code,u.fatal.message)}),!u.fatal&&o(Fn,{state:u,settings:a,setSettings:n})]})}fa(o(ti,{}),document.getElementById("app"));
