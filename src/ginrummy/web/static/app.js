var kr=Object.defineProperty;var br=(t,e,n)=>e in t?kr(t,e,{enumerable:!0,configurable:!0,writable:!0,value:n}):t[e]=n;var I=(t,e,n)=>br(t,typeof e!="symbol"?e+"":e,n);var Fe,A,fn,wr,ue,cn,hn,gn,yt,Ie,_e,yn,wt,kt,bt,vr,He={},De=[],_r=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,Ke=Array.isArray;function le(t,e){for(var n in e)t[n]=e[n];return t}function vt(t){t&&t.parentNode&&t.parentNode.removeChild(t)}function $r(t,e,n){var a,o,i,s={};for(i in e)i=="key"?a=e[i]:i=="ref"?o=e[i]:s[i]=e[i];if(arguments.length>2&&(s.children=arguments.length>3?Fe.call(arguments,2):n),typeof t=="function"&&t.defaultProps!=null)for(i in t.defaultProps)s[i]===void 0&&(s[i]=t.defaultProps[i]);return Oe(t,s,a,o,null)}function Oe(t,e,n,a,o){var i={type:t,props:e,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++fn,__i:-1,__u:0};return o==null&&A.vnode!=null&&A.vnode(i),i}function K(t){return t.children}function ze(t,e){this.props=t,this.context=e}function he(t,e){if(e==null)return t.__?he(t.__,t.__i+1):null;for(var n;e<t.__k.length;e++)if((n=t.__k[e])!=null&&n.__e!=null)return n.__e;return typeof t.type=="function"?he(t):null}function xr(t){if(t.__P&&t.__d){var e=t.__v,n=e.__e,a=[],o=[],i=le({},e);i.__v=e.__v+1,A.vnode&&A.vnode(i),_t(t.__P,i,e,t.__n,t.__P.namespaceURI,32&e.__u?[n]:null,a,n??he(e),!!(32&e.__u),o),i.__v=e.__v,i.__.__k[i.__i]=i,_n(a,i,o),e.__e=e.__=null,i.__e!=n&&kn(i)}}function kn(t){if((t=t.__)!=null&&t.__c!=null)return t.__e=t.__c.base=null,t.__k.some(function(e){if(e!=null&&e.__e!=null)return t.__e=t.__c.base=e.__e}),kn(t)}function un(t){(!t.__d&&(t.__d=!0)&&ue.push(t)&&!Be.__r++||cn!=A.debounceRendering)&&((cn=A.debounceRendering)||hn)(Be)}function Be(){try{for(var t,e=1;ue.length;)ue.length>e&&ue.sort(gn),t=ue.shift(),e=ue.length,xr(t)}finally{ue.length=Be.__r=0}}function bn(t,e,n,a,o,i,s,l,c,u,p){var g,m,h,b,T,w,$=a&&a.__k||De,v=e.length;for(c=Sr(n,e,$,c,v),g=0;g<v;g++)(h=n.__k[g])!=null&&(m=h.__i!=-1&&$[h.__i]||He,h.__i=g,w=_t(t,h,m,o,i,s,l,c,u,p),b=h.__e,h.ref&&m.ref!=h.ref&&(m.ref&&$t(m.ref,null,h),p.push(h.ref,h.__c||b,h)),T==null&&b!=null&&(T=b),4&h.__u?(c=wn(h,c,t),m.__e&&(m.__e=null)):typeof h.type=="function"&&w!==void 0?c=w:b&&(c=b.nextSibling),h.__u&=-7);return n.__e=T,c}function Sr(t,e,n,a,o){var i,s,l,c,u,p=n.length,g=p,m=0;for(t.__k=new Array(o),i=0;i<o;i++)(s=e[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=t.__k[i]=Oe(null,s,null,null,null):Ke(s)?s=t.__k[i]=Oe(K,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=t.__k[i]=Oe(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):t.__k[i]=s,c=i+m,s.__=t,s.__b=t.__b+1,l=null,(u=s.__i=Tr(s,n,c,g))!=-1&&(g--,(l=n[u])&&(l.__u|=2)),l==null||l.__v==null?(u==-1&&(o>p?m--:o<p&&m++),typeof s.type!="function"&&(s.__u|=4)):u!=c&&(u==c-1?m--:u==c+1?m++:(u>c?m--:m++,s.__u|=4))):t.__k[i]=null;if(g)for(i=0;i<p;i++)(l=n[i])!=null&&(2&l.__u)==0&&(l.__e==a&&(a=he(l)),xn(l,l));return a}function wn(t,e,n){var a,o;if(typeof t.type=="function"){for(a=t.__k,o=0;a&&o<a.length;o++)a[o]&&(a[o].__=t,e=wn(a[o],e,n));return e}t.__e!=e&&(e&&t.type&&!e.parentNode&&(e=he(t)),e=n.insertBefore(t.__e,e||null));do e=e&&e.nextSibling;while(e!=null&&e.nodeType==8);return e}function Tr(t,e,n,a){var o,i,s,l=t.key,c=t.type,u=e[n],p=u!=null&&(2&u.__u)==0;if(u===null&&l==null||p&&l==u.key&&c==u.type)return n;if(a>(p?1:0)){for(o=n-1,i=n+1;o>=0||i<e.length;)if((u=e[s=o>=0?o--:i++])!=null&&(2&u.__u)==0&&l==u.key&&c==u.type)return s}return-1}function mn(t,e,n){e[0]=="-"?t.setProperty(e,n??""):t[e]=n==null?"":typeof n!="number"||_r.test(e)?n:n+"px"}function Ne(t,e,n,a,o){var i,s;e:if(e=="style")if(typeof n=="string")t.style.cssText=n;else{if(typeof a=="string"&&(t.style.cssText=a=""),a)for(e in a)n&&e in n||mn(t.style,e,"");if(n)for(e in n)a&&n[e]==a[e]||mn(t.style,e,n[e])}else if(e[0]=="o"&&e[1]=="n")i=e!=(e=e.replace(yn,"$1")),s=e.toLowerCase(),e=s in t||e=="onFocusOut"||e=="onFocusIn"?s.slice(2):e.slice(2),t.l||(t.l={}),t.l[e+i]=n,n?a?n[_e]=a[_e]:(n[_e]=wt,t.addEventListener(e,i?bt:kt,i)):t.removeEventListener(e,i?bt:kt,i);else{if(o=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{t[e]=n??"";break e}catch{}typeof n=="function"||(n==null||n===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&n==1?"":n))}}function pn(t){return function(e){if(this.l){var n=this.l[e.type+t];if(e[Ie]==null)e[Ie]=wt++;else if(e[Ie]<n[_e])return;return n(A.event?A.event(e):e)}}}function _t(t,e,n,a,o,i,s,l,c,u){var p,g,m,h,b,T,w,$,v,D,Z,F,N,O,z,f,k=e.type;if(e.constructor!==void 0)return null;128&n.__u&&(c=!!(32&n.__u),i=[l=e.__e=n.__e]),(p=A.__b)&&p(e);e:if(typeof k=="function"){g=s.length;try{if(v=e.props,D=k.prototype&&k.prototype.render,Z=(p=k.contextType)&&a[p.__c],F=p?Z?Z.props.value:p.__:a,n.__c?$=(m=e.__c=n.__c).__=m.__E:(D?e.__c=m=new k(v,F):(e.__c=m=new ze(v,F),m.constructor=k,m.render=Er),Z&&Z.sub(m),m.state||(m.state={}),m.__n=a,h=m.__d=!0,m.__h=[],m._sb=[]),D&&m.__s==null&&(m.__s=m.state),D&&k.getDerivedStateFromProps!=null&&(m.__s==m.state&&(m.__s=le({},m.__s)),le(m.__s,k.getDerivedStateFromProps(v,m.__s))),b=m.props,T=m.state,m.__v=e,h)D&&k.getDerivedStateFromProps==null&&m.componentWillMount!=null&&m.componentWillMount(),D&&m.componentDidMount!=null&&m.__h.push(m.componentDidMount);else{if(D&&k.getDerivedStateFromProps==null&&v!==b&&m.componentWillReceiveProps!=null&&m.componentWillReceiveProps(v,F),e.__v==n.__v||!m.__e&&m.shouldComponentUpdate!=null&&m.shouldComponentUpdate(v,m.__s,F)===!1){e.__v!=n.__v&&(m.props=v,m.state=m.__s,m.__d=!1),e.__e=n.__e,e.__k=n.__k,e.__k.some(function(y){y&&(y.__=e)}),De.push.apply(m.__h,m._sb),m._sb=[],m.__h.length&&s.push(m),l=he(n);break e}m.componentWillUpdate!=null&&m.componentWillUpdate(v,m.__s,F),D&&m.componentDidUpdate!=null&&m.__h.push(function(){m.componentDidUpdate(b,T,w)})}if(m.context=F,m.props=v,m.__P=t,m.__e=!1,N=A.__r,O=0,D)m.state=m.__s,m.__d=!1,N&&N(e),p=m.render(m.props,m.state,m.context),De.push.apply(m.__h,m._sb),m._sb=[];else do m.__d=!1,N&&N(e),p=m.render(m.props,m.state,m.context),m.state=m.__s;while(m.__d&&++O<25);m.state=m.__s,m.getChildContext!=null&&(a=le(le({},a),m.getChildContext())),D&&!h&&m.getSnapshotBeforeUpdate!=null&&(w=m.getSnapshotBeforeUpdate(b,T)),z=p!=null&&p.type===K&&p.key==null?$n(p.props.children):p,l=bn(t,Ke(z)?z:[z],e,n,a,o,i,s,l,c,u),m.base=e.__e,e.__u&=-161,m.__h.length&&s.push(m),$&&(m.__E=m.__=null)}catch(y){if(s.length=g,e.__v=null,c||i!=null){if(y.then){for(e.__u|=c?160:128;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;i!=null&&(i[i.indexOf(l)]=null),e.__e=l}else if(i!=null)for(f=i.length;f--;)vt(i[f])}else e.__e=n.__e;e.__k==null&&(e.__k=n.__k||[]),y.then||vn(e),A.__e(y,e,n)}}else i==null&&e.__v==n.__v?(e.__k=n.__k,e.__e=n.__e):l=e.__e=Cr(n.__e,e,n,a,o,i,s,c,u);return(p=A.diffed)&&p(e),128&e.__u?void 0:l}function vn(t){t&&(t.__c&&(t.__c.__e=!0),t.__k&&t.__k.some(vn))}function _n(t,e,n){for(var a=0;a<n.length;a++)$t(n[a],n[++a],n[++a]);A.__c&&A.__c(e,t),t.some(function(o){try{t=o.__h,o.__h=[],t.some(function(i){i.call(o)})}catch(i){A.__e(i,o.__v)}})}function $n(t){return typeof t!="object"||t==null||t.__b>0?t:Ke(t)?t.map($n):t.constructor!==void 0?null:le({},t)}function Cr(t,e,n,a,o,i,s,l,c){var u,p,g,m,h,b,T,w=n.props||He,$=e.props,v=e.type;if(v=="svg"?o="http://www.w3.org/2000/svg":v=="math"?o="http://www.w3.org/1998/Math/MathML":o||(o="http://www.w3.org/1999/xhtml"),i!=null){for(u=0;u<i.length;u++)if((h=i[u])&&"setAttribute"in h==!!v&&(v?h.localName==v:h.nodeType==3)){t=h,i[u]=null;break}}if(t==null){if(v==null)return document.createTextNode($);t=document.createElementNS(o,v,$.is&&$),l&&(A.__m&&A.__m(e,i),l=!1),i=null}if(v==null)w===$||l&&t.data==$||(t.data=$);else{if(i=v=="textarea"&&$.defaultValue!=null?null:i&&Fe.call(t.childNodes),!l&&i!=null)for(w={},u=0;u<t.attributes.length;u++)w[(h=t.attributes[u]).name]=h.value;for(u in w)h=w[u],u=="dangerouslySetInnerHTML"?g=h:u=="children"||u in $||u=="value"&&"defaultValue"in $||u=="checked"&&"defaultChecked"in $||Ne(t,u,null,h,o);for(u in $)h=$[u],u=="children"?m=h:u=="dangerouslySetInnerHTML"?p=h:u=="value"?b=h:u=="checked"?T=h:l&&typeof h!="function"||w[u]===h||Ne(t,u,h,w[u],o);if(p)l||g&&(p.__html==g.__html||p.__html==t.innerHTML)||(t.innerHTML=p.__html),e.__k=[];else if(g&&(t.innerHTML=""),bn(e.type=="template"?t.content:t,Ke(m)?m:[m],e,n,a,v=="foreignObject"?"http://www.w3.org/1999/xhtml":o,i,s,i?i[0]:n.__k&&he(n,0),l,c),i!=null)for(u=i.length;u--;)vt(i[u]);l&&v!="textarea"||(u="value",v=="progress"&&b==null?t.removeAttribute("value"):b!=null&&(b!==t[u]||v=="progress"&&!b||v=="option"&&b!=w[u])&&Ne(t,u,b,w[u],o),u="checked",T!=null&&T!=t[u]&&Ne(t,u,T,w[u],o))}return t}function $t(t,e,n){try{if(typeof t=="function"){var a=typeof t.__u=="function";a&&t.__u(),a&&e==null||(t.__u=t(e))}else t.current=e}catch(o){A.__e(o,n)}}function xn(t,e,n){var a,o;if(A.unmount&&A.unmount(t),(a=t.ref)&&(a.current&&a.current!=t.__e||$t(a,null,e)),(a=t.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(i){A.__e(i,e)}a.base=a.__P=a.__n=null}if(a=t.__k)for(o=0;o<a.length;o++)a[o]&&xn(a[o],e,n||typeof t.type!="function");n||vt(t.__e),t.__c=t.__=t.__e=void 0}function Er(t,e,n){return this.constructor(t,n)}function Sn(t,e,n){var a,o,i,s;e==document&&(e=document.documentElement),A.__&&A.__(t,e),o=(a=typeof n=="function")?null:n&&n.__k||e.__k,i=[],s=[],_t(e,t=(!a&&n||e).__k=$r(K,null,[t]),o||He,He,e.namespaceURI,!a&&n?[n]:o?null:e.firstChild?Fe.call(e.childNodes):null,i,!a&&n?n:o?o.__e:e.firstChild,a,s),_n(i,t,s),t.props.children=null}Fe=De.slice,A={__e:function(t,e,n,a){for(var o,i,s;e=e.__;)if((o=e.__c)&&!o.__)try{if((i=o.constructor)&&i.getDerivedStateFromError!=null&&(o.setState(i.getDerivedStateFromError(t)),s=o.__d),o.componentDidCatch!=null&&(o.componentDidCatch(t,a||{}),s=o.__d),s)return o.__E=o}catch(l){t=l}throw t}},fn=0,wr=function(t){return t!=null&&t.constructor===void 0},ze.prototype.setState=function(t,e){var n;n=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=le({},this.state),typeof t=="function"&&(t=t(le({},n),this.props)),t&&le(n,t),t!=null&&this.__v&&(e&&this._sb.push(e),un(this))},ze.prototype.forceUpdate=function(t){this.__v&&(this.__e=!0,t&&this.__h.push(t),un(this))},ze.prototype.render=K,ue=[],hn=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,gn=function(t,e){return t.__v.__b-e.__v.__b},Be.__r=0,yt=Math.random().toString(8),Ie="__d"+yt,_e="__a"+yt,yn=/(PointerCapture)$|Capture$/i,wt=0,kt=pn(!1),bt=pn(!0),vr=0;var $e,H,xt,Tn,qe=0,Rn=[],B=A,Cn=B.__b,En=B.__r,An=B.diffed,Ln=B.__c,Pn=B.unmount,Mn=B.__;function Tt(t,e){B.__h&&B.__h(H,t,qe||e),qe=0;var n=H.__H||(H.__H={__:[],__h:[]});return t>=n.__.length&&n.__.push({}),n.__[t]}function S(t){return qe=1,Ar(In,t)}function Ar(t,e,n){var a=Tt($e++,2);if(a.t=t,!a.__c&&(a.__=[n?n(e):In(void 0,e),function(l){var c=a.__N?a.__N[0]:a.__[0],u=a.t(c,l);c!==u&&(a.__N=[u,a.__[1]],a.__c.setState({}))}],a.__c=H,!H.__f)){var o=function(l,c,u){if(!a.__c.__H)return!0;var p=!1,g=a.__c.props!==l;if(a.__c.__H.__.some(function(h){if(h.__N){p=!0;var b=h.__[0];h.__=h.__N,h.__N=void 0,b!==h.__[0]&&(g=!0)}}),i){var m=i.call(this,l,c,u);return p?m||g:m}return!p||g};H.__f=!0;var i=H.shouldComponentUpdate,s=H.componentWillUpdate;H.componentWillUpdate=function(l,c,u){if(this.__e){var p=i;i=void 0,o(l,c,u),i=p}s&&s.call(this,l,c,u)},H.shouldComponentUpdate=o}return a.__N||a.__}function L(t,e){var n=Tt($e++,3);!B.__s&&Nn(n.__H,e)&&(n.__=t,n.u=e,H.__H.__h.push(n))}function U(t){return qe=5,xe(function(){return{current:t}},[])}function xe(t,e){var n=Tt($e++,7);return Nn(n.__H,e)&&(n.__=t(),n.__H=e,n.__h=t),n.__}function Lr(){for(var t;t=Rn.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(Ue),e.__h.some(St),e.__h=[]}catch(n){e.__h=[],B.__e(n,t.__v)}}}B.__b=function(t){H=null,Cn&&Cn(t)},B.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),Mn&&Mn(t,e)},B.__r=function(t){En&&En(t),$e=0;var e=(H=t.__c).__H;e&&(xt===H?(e.__h=[],H.__h=[],e.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})):(e.__h.some(Ue),e.__h.some(St),e.__h=[],$e=0)),xt=H},B.diffed=function(t){An&&An(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&(Rn.push(e)!==1&&Tn===B.requestAnimationFrame||((Tn=B.requestAnimationFrame)||Pr)(Lr)),e.__H.__.some(function(n){n.u&&(n.__H=n.u,n.u=void 0)})),xt=H=null},B.__c=function(t,e){e.some(function(n){try{n.__h.some(Ue),n.__h=n.__h.filter(function(a){return!a.__||St(a)})}catch(a){e.some(function(o){o.__h&&(o.__h=[])}),e=[],B.__e(a,n.__v)}}),Ln&&Ln(t,e)},B.unmount=function(t){Pn&&Pn(t);var e,n=t.__c;n&&n.__H&&(n.__H.__.some(function(a){try{Ue(a)}catch(o){e=o}}),n.__H=void 0,e&&B.__e(e,n.__v))};var jn=typeof requestAnimationFrame=="function";function Pr(t){var e,n=function(){clearTimeout(a),jn&&cancelAnimationFrame(e),setTimeout(t)},a=setTimeout(n,35);jn&&(e=requestAnimationFrame(n))}function Ue(t){var e=H,n=t.__c;typeof n=="function"&&(t.__c=void 0,n()),H=e}function St(t){var e=H;t.__c=t.__(),H=e}function Nn(t,e){return!t||t.length!==e.length||e.some(function(n,a){return n!==t[a]})}function In(t,e){return typeof e=="function"?e(t):e}var Y=class extends Error{constructor(n,a,o,i=null,s=null){super(a);I(this,"code",n);I(this,"status",o);I(this,"field",i);I(this,"retryAfter",s)}};async function te(t,e,n,a){let o={accept:"application/json"};n!==void 0&&(o["content-type"]="application/json"),a&&(o.authorization=`Bearer ${a}`);let i;try{i=await fetch(e,{method:t,headers:o,body:n===void 0?null:JSON.stringify(n)})}catch{throw new Y("offline","the server cannot be reached",0)}let s=await i.text(),l=null;try{l=s?JSON.parse(s):null}catch{l=null}if(!i.ok){let c=l??{},u=i.headers.get("retry-after");throw new Y(c.code??"internal",c.message??`HTTP ${i.status}`,i.status,c.field??null,u===null?null:Number(u))}return l}var ne=class{constructor(e){this.value=e}valueOf(){return this.value}},P=class extends ne{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},G=class extends ne{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},ae=class t extends ne{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof ne)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof ne&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var On=100,Mr="\u2068",jr="\u2069";function Rr(t,e,n){if(n===e||n instanceof G&&e instanceof G&&n.value===e.value)return!0;if(e instanceof G&&typeof n=="string"){let a=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===a)return!0}return!1}function zn(t,e,n){return e[n]?be(t,e[n].value):(t.reportError(new RangeError("No default")),new P)}function Ct(t,e){let n=[],a=Object.create(null);for(let o of e)o.type==="narg"?a[o.name]=Se(t,o.value):n.push(Se(t,o));return{positional:n,named:a}}function Se(t,e){switch(e.type){case"str":return e.value;case"num":return new G(e.value,{minimumFractionDigits:e.precision});case"var":return Nr(t,e);case"mesg":return Ir(t,e);case"term":return Or(t,e);case"func":return zr(t,e);case"select":return Hr(t,e);default:return new P}}function Nr(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new P(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new P(`$${e}`);if(n instanceof ne)return n;switch(typeof n){case"string":return n;case"number":return new G(n);case"object":if(ae.supportsValue(n))return new ae(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new P(`$${e}`)}}function Ir(t,{name:e,attr:n}){let a=t.bundle._messages.get(e);if(!a)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new P(e);if(n){let o=a.attributes[n];return o?be(t,o):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new P(`${e}.${n}`))}return a.value?be(t,a.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new P(e))}function Or(t,{name:e,attr:n,args:a}){let o=`-${e}`,i=t.bundle._terms.get(o);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${o}`)),new P(o);if(n){let l=i.attributes[n];if(l){t.params=Ct(t,a).named;let c=be(t,l);return t.params=null,c}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new P(`${o}.${n}`)}t.params=Ct(t,a).named;let s=be(t,i.value);return t.params=null,s}function zr(t,{name:e,args:n}){let a=t.bundle._functions[e];if(!a)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new P(`${e}()`);if(typeof a!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new P(`${e}()`);try{let o=Ct(t,n);return a(o.positional,o.named)}catch(o){return t.reportError(o),new P(`${e}()`)}}function Hr(t,{selector:e,variants:n,star:a}){let o=Se(t,e);if(o instanceof P)return zn(t,n,a);for(let i of n){let s=Se(t,i.key);if(Rr(t,o,s))return be(t,i.value)}return zn(t,n,a)}function Et(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new P;t.dirty.add(e);let n=[],a=t.bundle._useIsolating&&e.length>1;for(let o of e){if(typeof o=="string"){n.push(t.bundle._transform(o));continue}if(t.placeables++,t.placeables>On)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${On}`);a&&n.push(Mr),n.push(Se(t,o).toString(t)),a&&n.push(jr)}return t.dirty.delete(e),n.join("")}function be(t,e){return typeof e=="string"?t.bundle._transform(e):Et(t,e)}var Ge=class{constructor(e,n,a){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=a}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let a=this.bundle._intls.get(e);a||(a={},this.bundle._intls.set(e,a));let o=JSON.stringify(n);return a[o]||(a[o]=new e(this.bundle.locales,n)),a[o]}};function At(t,e){let n=Object.create(null);for(let[a,o]of Object.entries(t))e.includes(a)&&(n[a]=o.valueOf());return n}var Hn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Dn(t,e){let n=t[0];if(n instanceof P)return new P(`NUMBER(${n.valueOf()})`);if(n instanceof G)return new G(n.valueOf(),{...n.opts,...At(e,Hn)});if(n instanceof ae)return new G(n.toNumber(),{...At(e,Hn)});throw new TypeError("Invalid argument to NUMBER")}var Dr=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Bn(t,e){let n=t[0];if(n instanceof P)return new P(`DATETIME(${n.valueOf()})`);if(n instanceof ae||n instanceof G)return new ae(n,At(e,Dr));throw new TypeError("Invalid argument to DATETIME")}var Fn=new Map;function Kn(t){let e=Array.isArray(t)?t.join(" "):t,n=Fn.get(e);return n===void 0&&(n=new Map,Fn.set(e,n)),n}var Te=class{constructor(e,{functions:n,useIsolating:a=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Dn,DATETIME:Bn,...n},this._useIsolating=a,this._transform=o,this._intls=Kn(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let a=[];for(let o=0;o<e.body.length;o++){let i=e.body[o];if(i.id.startsWith("-")){if(n===!1&&this._terms.has(i.id)){a.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(n===!1&&this._messages.has(i.id)){a.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return a}formatPattern(e,n=null,a=null){if(typeof e=="string")return this._transform(e);let o=new Ge(this,a,n);try{return Et(o,e).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new P().toString(o);throw i}}};var Lt=/^(-?[a-zA-Z][\w-]*) *= */gm,Un=/\.([a-zA-Z][\w-]*) *= */y,Br=/\*?\[/y,Pt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Fr=/([a-zA-Z][\w-]*)/y,qn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Kr=/^[A-Z][A-Z0-9_-]*$/,We=/([^{}\n\r]+)/y,Ur=/([^\\"\n\r]*)/y,Gn=/\\([\\"])/y,Wn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,qr=/^\n+/,Vn=/ +$/,Gr=/ *\r?\n/g,Wr=/( *)$/,Vr=/{\s*/y,Jn=/\s*}/y,Jr=/\[\s*/y,Yr=/\s*] */y,Zr=/\s*\(\s*/y,Xr=/\s*->\s*/y,Qr=/\s*:\s*/y,eo=/\s*,?\s*/y,to=/\s+/y,Ce=class{constructor(e){this.body=[],Lt.lastIndex=0;let n=0;for(;;){let f=Lt.exec(e);if(f===null)break;n=Lt.lastIndex;try{this.body.push(c(f[1]))}catch(k){if(k instanceof SyntaxError)continue;throw k}}function a(f){return f.lastIndex=n,f.test(e)}function o(f,k){if(e[n]===f)return n++,!0;if(k)throw new k(`Expected ${f}`);return!1}function i(f,k){if(a(f))return n=f.lastIndex,!0;if(k)throw new k(`Expected ${f.toString()}`);return!1}function s(f){f.lastIndex=n;let k=f.exec(e);if(k===null)throw new SyntaxError(`Expected ${f.toString()}`);return n=f.lastIndex,k}function l(f){return s(f)[1]}function c(f){let k=p(),y=u();if(k===null&&Object.keys(y).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:k,attributes:y}}function u(){let f=Object.create(null);for(;a(Un);){let k=l(Un),y=p();if(y===null)throw new SyntaxError("Expected attribute value");f[k]=y}return f}function p(){let f;if(a(We)&&(f=l(We)),e[n]==="{"||e[n]==="}")return g(f?[f]:[],1/0);let k=N();return k?f?g([f,k],k.length):(k.value=O(k.value,qr),g([k],k.length)):f?O(f,Vn):null}function g(f=[],k){for(;;){if(a(We)){f.push(l(We));continue}if(e[n]==="{"){f.push(m());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let E=N();if(E){f.push(E),k=Math.min(k,E.length);continue}break}let y=f.length-1,_=f[y];typeof _=="string"&&(f[y]=O(_,Vn));let C=[];for(let E of f)E instanceof Ve&&(E=E.value.slice(0,E.value.length-k)),E&&C.push(E);return C}function m(){i(Vr,SyntaxError);let f=h();if(i(Jn))return f;if(i(Xr)){let k=w();return i(Jn,SyntaxError),{type:"select",selector:f,...k}}throw new SyntaxError("Unclosed placeable")}function h(){if(e[n]==="{")return m();if(a(qn)){let[,f,k,y=null]=s(qn);if(f==="$")return{type:"var",name:k};if(i(Zr)){let _=b();if(f==="-")return{type:"term",name:k,attr:y,args:_};if(Kr.test(k))return{type:"func",name:k,args:_};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:k,attr:y,args:[]}:{type:"mesg",name:k,attr:y}}return v()}function b(){let f=[];for(;;){switch(e[n]){case")":return n++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push(T()),i(eo)}}function T(){let f=h();return f.type!=="mesg"?f:i(Qr)?{type:"narg",name:f.name,value:v()}:f}function w(){let f=[],k=0,y;for(;a(Br);){o("*")&&(y=k);let _=$(),C=p();if(C===null)throw new SyntaxError("Expected variant value");f[k++]={key:_,value:C}}if(k===0)return null;if(y===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:y}}function $(){i(Jr,SyntaxError);let f;return a(Pt)?f=D():f={type:"str",value:l(Fr)},i(Yr,SyntaxError),f}function v(){if(a(Pt))return D();if(e[n]==='"')return Z();throw new SyntaxError("Invalid expression")}function D(){let[,f,k=""]=s(Pt),y=k.length;return{type:"num",value:parseFloat(f),precision:y}}function Z(){o('"',SyntaxError);let f="";for(;;){if(f+=l(Ur),e[n]==="\\"){f+=F();continue}if(o('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function F(){if(a(Gn))return l(Gn);if(a(Wn)){let[,f,k]=s(Wn),y=parseInt(f||k,16);return y<=55295||57344<=y?String.fromCodePoint(y):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function N(){let f=n;switch(i(to),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return z(e.slice(f,n))}return e[n-1]===" "?z(e.slice(f,n)):!1}function O(f,k){return f.replace(k,"")}function z(f){let k=f.replace(Gr,`
`),y=Wr.exec(f)[1].length;return new Ve(k,y)}}},Ve=class{constructor(e,n){this.value=e,this.length=n}};var no="([a-z]{2,3}|\\*)",ao="(?:-([a-z]{4}|\\*))",ro="(?:-([a-z]{2}|\\*))",oo="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",io=new RegExp(`^${no}${ao}?${ro}?${oo}?$`,"i"),me=class{constructor(e){let n=io.exec(e.replace(/_/g,"-"));if(!n){this.isWellFormed=!1;return}let[,a,o,i,s]=n;a&&(this.language=a.toLowerCase()),o&&(this.script=o[0].toUpperCase()+o.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(e){return this.language===e.language&&this.script===e.script&&this.region===e.region&&this.variant===e.variant}matches(e,n=!1,a=!1){return(this.language===e.language||n&&this.language===void 0||a&&e.language===void 0)&&(this.script===e.script||n&&this.script===void 0||a&&e.script===void 0)&&(this.region===e.region||n&&this.region===void 0||a&&e.region===void 0)&&(this.variant===e.variant||n&&this.variant===void 0||a&&e.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(e=>e!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let e=lo(this.toString().toLowerCase());return e?(this.language=e.language,this.script=e.script,this.region=e.region,this.variant=e.variant,!0):!1}},Yn={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},so=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function lo(t){if(Object.prototype.hasOwnProperty.call(Yn,t))return new me(Yn[t]);let e=new me(t);return e.language&&so.includes(e.language)?(e.region=e.language.toUpperCase(),e):null}function Mt(t,e,n){let a=new Set,o=new Map;for(let i of e)new me(i).isWellFormed&&o.set(i,new me(i));e:for(let i of t){let s=i.toLowerCase(),l=new me(s);if(l.language!==void 0){for(let c of o.keys())if(s===c.toLowerCase()){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}if(l.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}l.clearVariants();for(let[c,u]of o.entries())if(u.matches(l,!0,!0)){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}if(l.clearRegion(),l.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}l.clearRegion();for(let[c,u]of o.entries())if(u.matches(l,!0,!0)){if(a.add(c),o.delete(c),n==="lookup")return Array.from(a);if(n==="filtering")continue;continue e}}}return Array.from(a)}function jt(t,e,{strategy:n="filtering",defaultLocale:a}={}){let o=Mt(Array.from(t??[]).map(String),Array.from(e??[]).map(String),n);if(n==="lookup"){if(a===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");o.length===0&&o.push(a)}else a&&!o.includes(a)&&o.push(a);return o}var Zn=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
settings-large-cards = \u039C\u03B5\u03B3\u03AC\u03BB\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1, \u03C5\u03C8\u03B7\u03BB\u03AE \u03B1\u03BD\u03C4\u03AF\u03B8\u03B5\u03C3\u03B7
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

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2 \u03BC\u03B5 \u03B1\u03C5\u03C4\u03CC
gin-mark = \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03BA\u03AC\u03BD\u03B5\u03B9\u03C2 \u03C4\u03B6\u03B9\u03BD \u03BC\u03B5 \u03B1\u03C5\u03C4\u03CC
knock-mark-legend = \u03A0\u03AD\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C3\u03B7\u03BC\u03B1\u03B4\u03B5\u03BC\u03AD\u03BD\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03B3\u03B9\u03B1 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2
gin-mark-legend = \u03A0\u03AD\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C3\u03B7\u03BC\u03B1\u03B4\u03B5\u03BC\u03AD\u03BD\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03B3\u03B9\u03B1 \u03BD\u03B1 \u03BA\u03AC\u03BD\u03B5\u03B9\u03C2 \u03C4\u03B6\u03B9\u03BD
offer-first = \u03A0\u03C1\u03CE\u03C4\u03B7 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7: \u03C0\u03AC\u03C1\u03B5 \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF { $card } \u03AE \u03C0\u03B5\u03C2 \u03C0\u03AC\u03C3\u03BF. \u0391\u03BD \u03C0\u03B5\u03B9\u03C2 \u03C0\u03AC\u03C3\u03BF, \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C4\u03BF \u03C0\u03AC\u03C1\u03B5\u03B9: { $name }. \u0391\u03BD \u03C0\u03B5\u03AF\u03C4\u03B5 \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03B4\u03CD\u03BF \u03C0\u03AC\u03C3\u03BF, \u03BE\u03B5\u03BA\u03B9\u03BD\u03AC\u03C2 \u03B5\u03C3\u03CD \u03C4\u03C1\u03B1\u03B2\u03CE\u03BD\u03C4\u03B1\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
offer-second = \u03A0\u03AC\u03C3\u03BF \u03C3\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF: { $name }. \u03A0\u03AC\u03C1\u03B5 \u03C4\u03BF { $card } \u03AE \u03C0\u03B5\u03C2 \u03C0\u03AC\u03C3\u03BF. \u0391\u03BD \u03C0\u03B5\u03B9\u03C2 \u03BA\u03B9 \u03B5\u03C3\u03CD \u03C0\u03AC\u03C3\u03BF, \u03BE\u03B5\u03BA\u03B9\u03BD\u03AC \u03C4\u03C1\u03B1\u03B2\u03CE\u03BD\u03C4\u03B1\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1: { $name }.
offer-watch = \u03A0\u03C1\u03CE\u03C4\u03B7 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7: { $name } \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03AC\u03C1\u03B5\u03B9 \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF { $card } \u03AE \u03BD\u03B1 \u03C0\u03B5\u03B9 \u03C0\u03AC\u03C3\u03BF.
laid-off = \u03BA\u03BF\u03BB\u03BB\u03B7\u03BC\u03AD\u03BD\u03BF
laydown-help = \u039F\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF \u03C3\u03BF\u03C5 \u03BC\u03B5 \u03C4\u03B1 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1. \u0393\u03B9\u03B1 \u03BD\u03B1 \u03BA\u03B1\u03C4\u03B5\u03B2\u03AC\u03C3\u03B5\u03B9\u03C2 \u03B1\u03BB\u03BB\u03B9\u03CE\u03C2, \u03C0\u03AC\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03BA\u03B1\u03B9 \u03BC\u03B5\u03C4\u03AC \u03AD\u03BD\u03B1\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC \u03AE \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 (\u03AE \u03C3\u03CD\u03C1\u03B5 \u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03B5\u03BA\u03B5\u03AF).
laydown-help-layoff = \u039F\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03AC \u03C3\u03BF\u03C5 \u03BC\u03B5 \u03C4\u03B1 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1. \u0393\u03B9\u03B1 \u03BD\u03B1 \u03BA\u03B1\u03C4\u03B5\u03B2\u03AC\u03C3\u03B5\u03B9\u03C2 \u03B1\u03BB\u03BB\u03B9\u03CE\u03C2, \u03C0\u03AC\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03BA\u03B1\u03B9 \u03BC\u03B5\u03C4\u03AC \u03AD\u03BD\u03B1\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC (\u03AE \u03C3\u03CD\u03C1\u03B5 \u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03B5\u03BA\u03B5\u03AF).
laydown-picked = \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5\u03C2: { $card }. \u03A4\u03CE\u03C1\u03B1 \u03C0\u03AC\u03C4\u03B1 \u03B5\u03BA\u03B5\u03AF \u03C0\u03BF\u03C5 \u03C0\u03B7\u03B3\u03B1\u03AF\u03BD\u03B5\u03B9.
laydown-cannot = \u0394\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03AC\u03B5\u03B9 \u03B5\u03BA\u03B5\u03AF: { $card }.
laydown-here = \u0392\u03AC\u03BB\u03B5 \u03B5\u03B4\u03CE: { $card }
laydown-best = \u03A0\u03AF\u03C3\u03C9 \u03C3\u03C4\u03B7\u03BD \u03C0\u03C1\u03CC\u03C4\u03B1\u03C3\u03B7
laydown-knocker = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5: { $name }
laydown-deadwood = \u0391\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1
laydown-yours = \u039F\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF \u03C3\u03BF\u03C5
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood } \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1
hint-why-discard = \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }, \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03B1 { $expected }
hint-why-knock = \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }
hint-why-knock-or-play-on = \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }: \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 { $points } \u03AD\u03BD\u03B1\u03BD\u03C4\u03B9 { $wait_points } \u03B1\u03BD \u03C3\u03C5\u03BD\u03B5\u03C7\u03AF\u03C3\u03B5\u03B9\u03C2, \u03BA\u03AF\u03BD\u03B4\u03C5\u03BD\u03BF\u03C2 \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2 { $undercut }
hint-why-knock-expected = \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }: \u03B1\u03BD\u03B1\u03BC\u03B5\u03BD\u03CC\u03BC\u03B5\u03BD\u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 { $points }, \u03BA\u03AF\u03BD\u03B4\u03C5\u03BD\u03BF\u03C2 \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03BF\u03C2 { $undercut }
hint-why-big-gin = \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03AD\u03BD\u03C4\u03B5\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2
end-dialog-title = \u03A4\u03AD\u03BB\u03BF\u03C2 \u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2 { $hand }
story-knock = { $name } \u03C7\u03C4\u03C5\u03C0\u03AC \u03BC\u03B5 { $deadwood }
story-gin = { $name } \u03BA\u03AC\u03BD\u03B5\u03B9 \u03C4\u03B6\u03B9\u03BD
story-big-gin = { $name } \u03BA\u03AC\u03BD\u03B5\u03B9 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD
story-layoffs = { $name } \u03BA\u03BF\u03BB\u03BB\u03AC\u03B5\u03B9 { $count ->
    [one] \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF
   *[other] { $count } \u03C6\u03CD\u03BB\u03BB\u03B1
  }
story-scores = { $name } \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 { $points }
story-undercut = \u03B1\u03BD\u03C4\u03B9\u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1: { $name } \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 { $points }
story-draw = \u0386\u03BA\u03C5\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC: \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03B4\u03B5\u03BD \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2
score-of-target = { $points } \u03B1\u03C0\u03CC { $target }
score-hands-title = \u0391\u03BD\u03AC \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
score-hand = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
score-what = \u03A4\u03B9 \u03AD\u03B3\u03B9\u03BD\u03B5
action-not-made = \u0394\u03B5\u03BD \u03AD\u03B3\u03B9\u03BD\u03B5: { $action }. \u0397 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7 \u03C7\u03AC\u03B8\u03B7\u03BA\u03B5 \u03BA\u03B1\u03B9 \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03C0\u03C1\u03BF\u03C7\u03CE\u03C1\u03B7\u03C3\u03B5\xB7 \u03BA\u03BF\u03AF\u03C4\u03B1 \u03BE\u03B1\u03BD\u03AC \u03BA\u03B1\u03B9 \u03B1\u03C0\u03BF\u03C6\u03AC\u03C3\u03B9\u03C3\u03B5.
action-not-sent = \u0394\u03B5\u03BD \u03C3\u03C4\u03AC\u03BB\u03B8\u03B7\u03BA\u03B5: \u03B4\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7. \u03A0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03B5 \u03BD\u03B1 \u03B5\u03C0\u03B1\u03BD\u03AD\u03BB\u03B8\u03B5\u03B9.
link-paused = \u039F\u03B9 \u03BA\u03B9\u03BD\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03BF\u03C5\u03BD \u03BC\u03AD\u03C7\u03C1\u03B9 \u03BD\u03B1 \u03B5\u03C0\u03B1\u03BD\u03AD\u03BB\u03B8\u03B5\u03B9.
`;var Xn=`# The browser game's words in English: the reference catalog.  Every other catalog
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
settings-large-cards = Large, high-contrast cards
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

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = you may knock with it
gin-mark = you may go gin with it
knock-mark-legend = Discard a marked card to knock
gin-mark-legend = Discard a marked card to go gin
offer-first = First turn: take the upcard { $card } or pass. If you pass, { $name } may take it; if you both pass, you draw first from the stock.
offer-second = { $name } passed the upcard: take { $card } or pass. If you pass too, { $name } draws first from the stock.
offer-watch = First turn: { $name } may take the upcard { $card } or pass.
laid-off = laid off
laydown-help = Your melds with the least deadwood. To lay down otherwise, tap a card, then a meld or the deadwood (or drag it there).
laydown-help-layoff = Your melds and lay-offs with the least deadwood. To lay down otherwise, tap a card, then a meld (or drag it there).
laydown-picked = { $card } chosen: now tap where it goes.
laydown-cannot = { $card } cannot go there.
laydown-here = Put { $card } here
laydown-best = Back to the proposal
laydown-knocker = { $name } laid down
laydown-deadwood = Deadwood
laydown-yours = Your melds
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = deadwood { $deadwood } after the best discard
hint-why-discard = deadwood { $deadwood }, expected { $expected }
hint-why-knock = deadwood { $deadwood }
hint-why-knock-or-play-on = deadwood { $deadwood }: expected { $points } points against { $wait_points } for playing on, { $undercut } undercut risk
hint-why-knock-expected = deadwood { $deadwood }: expected { $points } points, { $undercut } undercut risk
hint-why-big-gin = all eleven cards meld
end-dialog-title = Hand { $hand } is over
story-knock = { $name } knocks with { $deadwood }
story-gin = { $name } goes gin
story-big-gin = { $name } goes big gin
story-layoffs = { $name } lays off { $count ->
    [one] one card
   *[other] { $count } cards
  }
story-scores = { $name } scores { $points }
story-undercut = undercut: { $name } scores { $points }
story-draw = A drawn hand: nobody scores
score-of-target = { $points } of { $target }
score-hands-title = Hand by hand
score-hand = Hand
score-what = What happened
action-not-made = Not made: { $action }. The connection dropped and the game moved on: look again and decide.
action-not-sent = Not sent: the connection is down. Wait until it is back.
link-paused = Moves are paused until it is back.
`;var Qn=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
settings-large-cards = \u0544\u0565\u056E, \u0562\u0561\u0580\u0571\u0580 \u056F\u0578\u0576\u057F\u0580\u0561\u057D\u057F\u0578\u057E \u0584\u0561\u0580\u057F\u0565\u0580
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

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = \u057D\u0580\u0561\u0576\u0578\u057E \u056F\u0561\u0580\u0578\u0572 \u0565\u057D \u0569\u0561\u056F\u0565\u056C
gin-mark = \u057D\u0580\u0561\u0576\u0578\u057E \u056F\u0561\u0580\u0578\u0572 \u0565\u057D \u057B\u056B\u0576 \u0561\u0576\u0565\u056C
knock-mark-legend = \u0546\u0565\u057F\u056B\u0580 \u0576\u0577\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0568\u055D \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580
gin-mark-legend = \u0546\u0565\u057F\u056B\u0580 \u0576\u0577\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0568\u055D \u057B\u056B\u0576 \u0561\u0576\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580
offer-first = \u0531\u057C\u0561\u057B\u056B\u0576 \u0584\u0561\u0575\u056C\u055D \u057E\u0565\u0580\u0581\u0580\u0578\u0582 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 ({ $card }) \u056F\u0561\u0574 \u057A\u0561\u057D \u0561\u057D\u0561\u0589 \u0535\u0569\u0565 \u057A\u0561\u057D \u0561\u057D\u0565\u057D, \u0561\u0575\u0576 \u056F\u0561\u0580\u0578\u0572 \u0567 \u057E\u0565\u0580\u0581\u0576\u0565\u056C\u055D { $name }\u0589 \u0535\u0569\u0565 \u0565\u0580\u056F\u0578\u0582\u057D\u0564 \u0567\u056C \u057A\u0561\u057D \u0561\u057D\u0565\u0584, \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0561\u057C\u0561\u057B\u056B\u0576\u0568 \u0584\u0561\u0577\u0578\u0582\u0574 \u0565\u057D \u0564\u0578\u0582\u0589
offer-second = \u0532\u0561\u0581 \u0584\u0561\u0580\u057F\u056B\u0576 \u057A\u0561\u057D \u0561\u057D\u0561\u0581\u055D { $name }\u0589 \u054E\u0565\u0580\u0581\u0580\u0578\u0582 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 ({ $card }) \u056F\u0561\u0574 \u057A\u0561\u057D \u0561\u057D\u0561\u0589 \u0535\u0569\u0565 \u0564\u0578\u0582 \u0567\u056C \u057A\u0561\u057D \u0561\u057D\u0565\u057D, \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0561\u057C\u0561\u057B\u056B\u0576\u0568 \u056F\u0584\u0561\u0577\u056B\u055D { $name }\u0589
offer-watch = \u0531\u057C\u0561\u057B\u056B\u0576 \u0584\u0561\u0575\u056C\u055D { $name } \u056F\u0561\u0580\u0578\u0572 \u0567 \u057E\u0565\u0580\u0581\u0576\u0565\u056C \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 ({ $card }) \u056F\u0561\u0574 \u057A\u0561\u057D \u0561\u057D\u0565\u056C\u0589
laid-off = \u056F\u0581\u057E\u0561\u056E
laydown-help = \u0554\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568\u055D \u0561\u0574\u0565\u0576\u0561\u0584\u056B\u0579 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E\u0589 \u0531\u0575\u056C \u056F\u0565\u0580\u057A \u0562\u0561\u0581\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580 \u0570\u057A\u056B\u0580 \u0584\u0561\u0580\u057F\u056B\u0576, \u0570\u0565\u057F\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B\u0576 \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0576 (\u056F\u0561\u0574 \u0584\u0561\u0577\u056B\u0580 \u0584\u0561\u0580\u057F\u0576 \u0561\u0575\u0576\u057F\u0565\u0572)\u0589
laydown-help-layoff = \u0554\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0576 \u0578\u0582 \u056F\u0581\u0578\u0582\u0574\u0576\u0565\u0580\u0568\u055D \u0561\u0574\u0565\u0576\u0561\u0584\u056B\u0579 \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E\u0589 \u0531\u0575\u056C \u056F\u0565\u0580\u057A \u0562\u0561\u0581\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580 \u0570\u057A\u056B\u0580 \u0584\u0561\u0580\u057F\u056B\u0576, \u0570\u0565\u057F\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B\u0576 (\u056F\u0561\u0574 \u0584\u0561\u0577\u056B\u0580 \u0584\u0561\u0580\u057F\u0576 \u0561\u0575\u0576\u057F\u0565\u0572)\u0589
laydown-picked = \u0538\u0576\u057F\u0580\u057E\u0561\u056E \u0567\u055D { $card }\u0589 \u0540\u056B\u0574\u0561 \u0570\u057A\u056B\u0580 \u0561\u0575\u0576 \u057F\u0565\u0572\u056B\u0576, \u0578\u0582\u0580 \u057A\u0565\u057F\u0584 \u0567 \u0563\u0576\u0561\u0589
laydown-cannot = \u0531\u0575\u0576\u057F\u0565\u0572 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u0563\u0576\u0561\u056C\u055D { $card }\u0589
laydown-here = \u0534\u0576\u0565\u056C \u0561\u0575\u057D\u057F\u0565\u0572\u055D { $card }
laydown-best = \u054E\u0565\u0580\u0561\u0564\u0561\u057C\u0576\u0561\u056C \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u056B\u0576
laydown-knocker = \u0532\u0561\u0581\u0565\u0581\u055D { $name }
laydown-deadwood = \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580
laydown-yours = \u0554\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood } \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576 \u0576\u0565\u057F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578
hint-why-discard = \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }, \u057D\u057A\u0561\u057D\u057E\u0578\u0572\u055D { $expected }
hint-why-knock = \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }
hint-why-knock-or-play-on = \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }, \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $points }, \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0578\u0582 \u0564\u0565\u057A\u0584\u0578\u0582\u0574\u055D { $wait_points }, \u0570\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u056B \u057C\u056B\u057D\u056F\u055D { $undercut }
hint-why-knock-expected = \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u055D { $deadwood }, \u057D\u057A\u0561\u057D\u057E\u0578\u0572 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u055D { $points }, \u0570\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u056B \u057C\u056B\u057D\u056F\u055D { $undercut }
hint-why-big-gin = \u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0576\u0574\u0565\u056F \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u0565\u0576
end-dialog-title = \u0531\u057E\u0561\u0580\u057F\u057E\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u055D { $hand }
story-knock = { $name } \u0569\u0561\u056F\u0565\u0581 { $deadwood } \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0578\u057E
story-gin = { $name } \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
story-big-gin = { $name } \u0574\u0565\u056E \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
story-layoffs = { $name } \u056F\u0581\u0565\u0581 { $count } \u0584\u0561\u0580\u057F
story-scores = { $name } \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 { $points } \u0574\u056B\u0561\u057E\u0578\u0580
story-undercut = \u0570\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u055D { $name } \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 { $points } \u0574\u056B\u0561\u057E\u0578\u0580
story-draw = \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u055D \u0578\u0579 \u0578\u0584 \u0574\u056B\u0561\u057E\u0578\u0580 \u0579\u056B \u057D\u057F\u0561\u0576\u0578\u0582\u0574
score-of-target = { $points }/{ $target }
score-hands-title = \u0538\u057D\u057F \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576\u0565\u0580\u056B
score-hand = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574
score-what = \u053B\u0576\u0579 \u0565\u0572\u0561\u057E
action-not-made = \u0549\u056F\u0561\u057F\u0561\u0580\u057E\u0565\u0581\u055D { $action }\u0589 \u053F\u0561\u057A\u0568 \u056F\u0578\u0580\u0561\u057E, \u0587 \u056D\u0561\u0572\u0568 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u057E\u0565\u0581\u0589 \u0546\u0578\u0580\u056B\u0581 \u0576\u0561\u0575\u056B\u0580 \u0587 \u0578\u0580\u0578\u0577\u056B\u0580\u0589
action-not-sent = \u0549\u0578\u0582\u0572\u0561\u0580\u056F\u057E\u0565\u0581\u055D \u056F\u0561\u057A \u0579\u056F\u0561\u0589 \u054D\u057A\u0561\u057D\u056B\u0580, \u0574\u056B\u0576\u0579\u0587 \u0561\u0575\u0576 \u057E\u0565\u0580\u0561\u056F\u0561\u0576\u0563\u0576\u057E\u056B\u0589
link-paused = \u0554\u0561\u0575\u056C\u0565\u0580\u0568 \u0564\u0561\u0564\u0561\u0580\u0565\u0581\u057E\u0561\u056E \u0565\u0576, \u0574\u056B\u0576\u0579\u0587 \u056F\u0561\u057A\u0568 \u057E\u0565\u0580\u0561\u056F\u0561\u0576\u0563\u0576\u057E\u056B\u0589
`;var ea=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
settings-large-cards = Didel\u0117s, kontrastingos kortos
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

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = su ja gali belsti
gin-mark = su ja gali padaryti d\u017Ein\u0105
knock-mark-legend = I\u0161mesk pa\u017Eym\u0117t\u0105 kort\u0105, kad gal\u0117tum belsti
gin-mark-legend = I\u0161mesk pa\u017Eym\u0117t\u0105 kort\u0105, kad padarytum d\u017Ein\u0105
offer-first = Pirmas \u0117jimas: paimk atverst\u0105 kort\u0105 { $card } arba praleisk. Jei praleisi, j\u0105 gali paimti: { $name }. Jei abu praleisite, i\u0161 kalad\u0117s pradedi traukti tu.
offer-second = Atverst\u0105 kort\u0105 praleido: { $name }. Paimk { $card } arba praleisk. Jei praleisi ir tu, i\u0161 kalad\u0117s pradeda traukti: { $name }.
offer-watch = Pirmas \u0117jimas: { $name } gali paimti atverst\u0105 kort\u0105 { $card } arba praleisti.
laid-off = prid\u0117ta
laydown-help = Tavo kombinacijos su ma\u017Eiausiai nesuderint\u0173 ta\u0161k\u0173. Kad i\u0161d\u0117tum kitaip, bakstelk kort\u0105, tada kombinacij\u0105 arba nesuderintas kortas (arba nutemk kort\u0105 ten).
laydown-help-layoff = Tavo kombinacijos ir prid\u0117jimai su ma\u017Eiausiai nesuderint\u0173 ta\u0161k\u0173. Kad i\u0161d\u0117tum kitaip, bakstelk kort\u0105, tada kombinacij\u0105 (arba nutemk kort\u0105 ten).
laydown-picked = Pasirinkta: { $card }. Dabar bakstelk, kur j\u0105 d\u0117ti.
laydown-cannot = \u010Cia negalima d\u0117ti: { $card }.
laydown-here = D\u0117ti \u010Dia: { $card }
laydown-best = Gr\u012F\u017Eti prie pasi\u016Blymo
laydown-knocker = I\u0161d\u0117jo: { $name }
laydown-deadwood = Nesuderintos kortos
laydown-yours = Tavo kombinacijos
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = nesuderint\u0173 ta\u0161kai { $deadwood } po geriausio i\u0161metimo
hint-why-discard = nesuderint\u0173 ta\u0161kai { $deadwood }, tik\u0117tini { $expected }
hint-why-knock = nesuderint\u0173 ta\u0161kai: { $deadwood }
hint-why-knock-or-play-on = nesuderint\u0173 ta\u0161kai: { $deadwood }; tik\u0117tini ta\u0161kai { $points }, \u017Eaid\u017Eiant toliau { $wait_points }, pakirtimo rizika { $undercut }
hint-why-knock-expected = nesuderint\u0173 ta\u0161kai: { $deadwood }; tik\u0117tini ta\u0161kai { $points }, pakirtimo rizika { $undercut }
hint-why-big-gin = visos vienuolika kort\u0173 kombinacijose
end-dialog-title = Dalijimas { $hand } baigtas
story-knock = { $name } pabeld\u017Eia (nesuderint\u0173 ta\u0161kai: { $deadwood })
story-gin = { $name } padaro d\u017Ein\u0105
story-big-gin = { $name } padaro did\u012Fj\u012F d\u017Ein\u0105
story-layoffs = { $name } prideda { $count ->
    [one] { $count } kort\u0105
    [few] { $count } kortas
    [many] { $count } kortos
   *[other] { $count } kort\u0173
  }
story-scores = { $name } gauna ta\u0161k\u0173: { $points }
story-undercut = pakirtimas: { $name } gauna ta\u0161k\u0173: { $points }
story-draw = Lygiosios: ta\u0161k\u0173 negauna niekas
score-of-target = { $points } i\u0161 { $target }
score-hands-title = Pagal dalijimus
score-hand = Dalijimas
score-what = Kas \u012Fvyko
action-not-made = Neatlikta: { $action }. Ry\u0161ys nutr\u016Bko, o \u017Eaidimas nu\u0117jo toliau: pa\u017Ei\u016Br\u0117k dar kart\u0105 ir nuspr\u0119sk.
action-not-sent = Nei\u0161si\u0173sta: n\u0117ra ry\u0161io. Palauk, kol jis gr\u012F\u0161.
link-paused = \u0116jimai sustabdyti, kol ry\u0161ys gr\u012F\u0161.
`;var ta=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
settings-large-cards = B\xFCy\xFCk, y\xFCksek kontrastl\u0131 kartlar
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

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = bununla knock yapabilirsin
gin-mark = bununla gin yapabilirsin
knock-mark-legend = \u0130\u015Faretli bir kart\u0131 atarsan knock yapabilirsin
gin-mark-legend = \u0130\u015Faretli bir kart\u0131 atarsan gin yapars\u0131n
offer-first = \u0130lk tur: a\xE7\u0131k kart\u0131 al ({ $card }) ya da pas de. Pas dersen a\xE7\u0131k kart\u0131 alma s\u0131ras\u0131: { $name }. \u0130kiniz de pas derseniz desteden ilk sen \xE7ekersin.
offer-second = A\xE7\u0131k karta pas diyen: { $name }. A\xE7\u0131k kart\u0131 al ({ $card }) ya da pas de. Sen de pas dersen desteden ilk \xE7eken: { $name }.
offer-watch = \u0130lk tur: { $name } a\xE7\u0131k kart\u0131 ({ $card }) alabilir ya da pas diyebilir.
laid-off = i\u015Flendi
laydown-help = En az persiz puanl\u0131 perlerin. Ba\u015Fka t\xFCrl\xFC a\xE7mak i\xE7in bir karta, sonra bir pere ya da persiz kartlara dokun (veya kart\u0131 oraya s\xFCr\xFCkle).
laydown-help-layoff = En az persiz puanl\u0131 perlerin ve i\u015Flemelerin. Ba\u015Fka t\xFCrl\xFC a\xE7mak i\xE7in bir karta, sonra bir pere dokun (veya kart\u0131 oraya s\xFCr\xFCkle).
laydown-picked = Se\xE7ilen kart: { $card }. \u015Eimdi gidece\u011Fi yere dokun.
laydown-cannot = Bu kart oraya konamaz: { $card }.
laydown-here = Buraya koy: { $card }
laydown-best = \xD6nerilene d\xF6n
laydown-knocker = Perlerini a\xE7an: { $name }
laydown-deadwood = Persiz kartlar
laydown-yours = Perlerin
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = en iyi \u0131skartadan sonra { $deadwood } persiz puan
hint-why-discard = { $deadwood } persiz puan, beklenen { $expected }
hint-why-knock = { $deadwood } persiz puan
hint-why-knock-or-play-on = { $deadwood } persiz puan: beklenen { $points } puan, devam edilirse { $wait_points }, undercut riski { $undercut }
hint-why-knock-expected = { $deadwood } persiz puan: beklenen { $points } puan, undercut riski { $undercut }
hint-why-big-gin = on bir kart\u0131n hepsi perlerde
end-dialog-title = El { $hand } bitti
story-knock = { $name } knock yapt\u0131 ({ $deadwood } persiz puan)
story-gin = { $name } gin yapt\u0131
story-big-gin = { $name } b\xFCy\xFCk gin yapt\u0131
story-layoffs = { $name } { $count } kart i\u015Fledi
story-scores = { $name } { $points } puan ald\u0131
story-undercut = undercut: { $name } { $points } puan ald\u0131
story-draw = El berabere: kimse puan almad\u0131
score-of-target = { $points } / { $target }
score-hands-title = El el
score-hand = El
score-what = Ne oldu
action-not-made = Yap\u0131lmad\u0131: { $action }. Ba\u011Flant\u0131 koptu ve oyun ilerledi: yeniden bak\u0131p karar ver.
action-not-sent = G\xF6nderilmedi: ba\u011Flant\u0131 yok. Geri gelmesini bekle.
link-paused = Ba\u011Flant\u0131 d\xF6nene kadar hamle yapamazs\u0131n.
`;var Ee=["en","tr","hy","el","lt"],ho={en:Xn,tr:ta,hy:Qn,el:Zn,lt:ea},na=new Map;function Je(t){let e=na.get(t);if(!e){e=new Te(t,{useIsolating:!1});let n=e.addResource(new Ce(ho[t]));n.length&&console.warn(`catalog ${t}: ${n.map(String).join("; ")}`),na.set(t,e)}return e}function aa(t){if(t&&Ee.includes(t))return t;let[e]=jt([...navigator.languages],[...Ee],{defaultLocale:"en",strategy:"lookup"});return e??"en"}var Ae="en";function ra(t){Ae=t,document.documentElement.lang=t}function d(t,e){for(let n of Ae==="en"?["en"]:[Ae,"en"]){let a=Je(n),o=a.getMessage(t);if(o!=null&&o.value){let i=[],s=a.formatPattern(o.value,e??null,i);if(!i.length)return s}}return t}function oa(t){return Ee.flatMap(e=>{var o;let n=Je(e),a=(o=n.getMessage(t))==null?void 0:o.value;return a?[n.formatPattern(a,null,[])]:[]})}function Le(t){return Je(Ae).hasMessage(t)||Je("en").hasMessage(t)}var go="A23456789TJQK";function W(t){let e=t[0]??"",n=t[1]??"";return!go.includes(e)||!"shdc".includes(n)?t:d("card-name",{rank:d(`rank-${e}`),suit:d(`suit-${n}`)})}function M(t){let e={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${t[0]==="T"?"10":t[0]??""}${e[t[1]??""]??""}`}function re(t,e){return Le(`error-${t}`)?d(`error-${t}`):e}function Rt(t,e){return new Intl.NumberFormat(Ae,e).format(t)}var yo=0;function r(t,e,n,a,o,i){e||(e={});var s,l,c=e;if("ref"in c)for(l in c={},e)l=="ref"?s=e[l]:c[l]=e[l];var u={type:t,props:c,key:n,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--yo,__i:-1,__u:0,__source:o,__self:i};if(typeof t=="function"&&(s=t.defaultProps))for(l in s)c[l]===void 0&&(c[l]=s[l]);return A.vnode&&A.vnode(u),u}function ia(){return r("article",{class:"panel fair","data-testid":"fair",children:[r("h1",{children:d("fair-title")}),r("p",{children:d("fair-body-1")}),r("p",{children:d("fair-body-2")}),r("p",{children:d("fair-body-4")}),r("p",{children:d("fair-body-3")}),r("pre",{children:r("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function sa(t){let[,e,n]=t.split("/");return e==="join"&&n?{page:"join",code:decodeURIComponent(n)}:e==="table"&&n?{page:"table",id:decodeURIComponent(n)}:e==="replay"&&n?{page:"replay",id:decodeURIComponent(n)}:e==="fair"?{page:"fair"}:{page:"home"}}var Nt=new Set;function J(t,e=!1){e?history.replaceState(null,"",t):history.pushState(null,"",t),Nt.forEach(n=>n()),window.scrollTo(0,0)}function la(){let[t,e]=S(()=>sa(location.pathname));return L(()=>{let n=()=>e(sa(location.pathname));return Nt.add(n),window.addEventListener("popstate",n),()=>{Nt.delete(n),window.removeEventListener("popstate",n)}},[]),t}var da=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];function j(t,e){if(e==null)return"?";let n=t[e];if(!n)return"?";if(n.kind==="computer"&&n.level&&/^(easy|medium|hard|expert)$/.test(n.level)){let a=t.filter(i=>i.kind==="computer").length>1,o=d("seat-computer",{level:d(`level-${n.level}`)});return a?`${o} ${e+1}`:o}return n.name?n.name:d("seat-empty")}function de(t,e){let n=t.card?M(t.card):"";switch(t.action){case"draw_stock":return d("action-draw-stock");case"draw_discard":{let a=t.card??e;return a?d("action-draw-discard",{card:M(a)}):d("action-take-pile")}case"pass":return d("action-pass");case"discard":return d("action-discard",{card:n});case"knock":return n?d("action-knock-with",{card:n}):d("action-knock");case"big_gin":return d("action-big-gin");case"arrange":return d("arrange-submit");case"lay_off":return d("layoff-submit")}}var Ye={style:"percent",maximumFractionDigits:0},ca={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},ko={minimumFractionDigits:1,maximumFractionDigits:1},It={chance:Ye,undercut:Ye,knock:Ye,wait:Ye,points:ca,wait_points:ca,expected:ko};function ua(t){return!t.why.length||!t.why.every(e=>Le(`why-${e.code}`))?t.reason:t.why.map(e=>{let n={};for(let[a,o]of Object.entries(e.args))typeof o=="string"?n[a]=M(o):n[a]=new G(o,It[a]??{});return d(`why-${e.code}`,n)}).join(", ")}function Pe(t,e){switch(t.type){case"action":{let n=j(e,t.player),a=t.action.card?M(t.action.card):null,o;switch(t.action.action){case"draw_stock":o=a?d("event-draw-stock-card",{name:n,card:a}):d("event-draw-stock",{name:n});break;case"draw_discard":o=d("event-draw-discard",{name:n,card:a??""});break;case"pass":o=d("event-pass",{name:n});break;case"discard":o=d("event-discard",{name:n,card:a??""});break;case"knock":o=d("event-knock",{name:n});break;case"big_gin":o=d("event-big-gin",{name:n});break;case"arrange":o=d("event-arrange",{name:n});break;case"lay_off":o=d("event-lay-off",{name:n});break}return t.by==="timeout"&&(o+=" "+d("event-by-timeout")),t.by==="away"&&(o+=" "+d("event-by-away")),o}case"deal":return d("event-deal",{hand:t.hand,name:j(e,t.dealer)});case"advice":{let n=j(e,t.player);return t.action?d("event-advice",{name:n,action:de(t.action)}):d("event-advice-none",{name:n})}case"undo":return d("event-undo",{name:j(e,t.player)});case"ready":return d("event-ready",{name:j(e,t.seat)});case"hand_end":return Ot(t.end.outcome,t.end.winner,e);case"match_end":return t.winner===null?d("match-draw"):d("match-winner",{name:j(e,t.winner)});default:return null}}function Ot(t,e,n){if(t==="draw"||e===null)return d("outcome-draw");let a=`outcome-${t}`;return d(a,{name:j(n,e)})}var bo=["easy","medium","hard","expert"];function Ze(t){return t instanceof Y?re(t.code,t.message):String(t)}function ma({value:t,onChange:e,id:n}){return r("label",{for:n,children:[d("system-label")," ",r("select",{id:n,value:t,onChange:a=>e(a.currentTarget.value),children:da.map(a=>r("option",{value:a,children:d(`system-${a}`)},a))})]})}async function pa(t,e,n,a){return te("POST","/api/tables",{system:e,options:{},seats:n,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:a,spectators:null},t.token)}function fa({identity:t,settings:e,setSettings:n}){let[a,o]=S(null),[i,s]=S(!1),l=e.lastSystem,c=e.lastLevel,u=l==="three-player"?3:2,p=async()=>{s(!0),o(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"computer",level:c}))],h=await pa(t,l,m,!0);J(`/table/${h.id}`)}catch(m){o(Ze(m))}finally{s(!1)}},g=async()=>{s(!0),o(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"person",level:null}))],h=await pa(t,l,m,!0);J(`/table/${h.id}`)}catch(m){o(Ze(m))}finally{s(!1)}};return r("div",{class:"home",children:[r("p",{class:"tagline",children:d("home-tagline")}),a&&r("p",{class:"refusal",role:"alert",children:a}),r("section",{class:"panel","aria-labelledby":"play-computer",children:[r("h2",{id:"play-computer",children:d("play-computer")}),r("div",{class:"form-row",children:[r(ma,{id:"system-computer",value:l,onChange:m=>n({...e,lastSystem:m})}),r("label",{for:"level",children:[d("level-label")," ",r("select",{id:"level",value:c,onChange:m=>n({...e,lastLevel:m.currentTarget.value}),children:bo.map(m=>r("option",{value:m,children:d(`level-${m}`)},m))})]}),r("button",{type:"button",class:"primary",disabled:i,onClick:()=>{p()},"data-testid":"play-computer",children:d("play-computer-start")})]})]}),r("section",{class:"panel","aria-labelledby":"play-friend",children:[r("h2",{id:"play-friend",children:d("private-table")}),r("div",{class:"form-row",children:[r(ma,{id:"system-friend",value:l,onChange:m=>n({...e,lastSystem:m})}),r("button",{type:"button",disabled:i,onClick:()=>{g()},"data-testid":"play-friend",children:d("private-create")})]})]}),r(wo,{identity:t,system:l}),r(vo,{}),r(_o,{system:l,name:t.name})]})}function wo({identity:t,system:e}){let[n,a]=S("idle"),[o,i]=S(null),s=U(void 0),l=async u=>{try{let p=await te("POST","/api/quickmatch",{system:e,computer:u},t.token);if(p.status==="matched"&&p.table){a("idle"),J(`/table/${p.table}`);return}a(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(s.current=window.setTimeout(()=>{l(!1)},3e3))}catch(p){a("idle"),i(Ze(p))}};L(()=>()=>window.clearTimeout(s.current),[]);let c=()=>{window.clearTimeout(s.current),a("idle")};return r("section",{class:"panel","aria-labelledby":"quick",children:[r("h2",{id:"quick",children:d("quick-match")}),o&&r("p",{class:"refusal",role:"alert",children:o}),n==="idle"&&r("button",{type:"button",onClick:()=>{i(null),l(!1)},children:[d("quick-match-start")," \xB7 ",d(`system-${e}`)]}),n==="waiting"&&r("p",{role:"status",children:[d("quick-match-waiting")," ",r("button",{type:"button",onClick:c,children:d("quick-match-cancel")})]}),n==="offer"&&r("p",{role:"status",children:[d("quick-match-offer")," ",r("button",{type:"button",onClick:()=>{l(!0)},children:d("quick-match-computer")})," ",r("button",{type:"button",onClick:()=>{l(!1)},children:d("quick-match-keep")})]})]})}function vo(){let[t,e]=S(null),[n,a]=S(null),o=()=>{te("GET","/api/tables").then(e,l=>a(Ze(l)))};L(o,[]);let i=async l=>{let c=l.seats.find(u=>u.kind==="empty");if(!c)return J(`/table/${l.id}?watch=1`);J(`/table/${l.id}?sit=${c.seat}`)},s=(t??[]).filter(l=>l.status!=="over"&&l.status!=="closed");return r("section",{class:"panel","aria-labelledby":"open-tables",children:[r("h2",{id:"open-tables",children:d("open-tables")}),n&&r("p",{class:"refusal",role:"alert",children:n}),t!==null&&!s.length&&r("p",{children:d("open-tables-none")}),r("ul",{class:"lobby",children:s.map(l=>r("li",{children:[r("span",{children:[d(`system-${l.system}`),": ",l.seats.map(c=>j(l.seats,c.seat)).join(" \xB7 ")]})," ",l.seats.some(c=>c.kind==="empty")&&r("button",{type:"button",onClick:()=>{i(l)},children:d("open-tables-join")}),r("button",{type:"button",onClick:()=>J(`/table/${l.id}?watch=1`),children:d("open-tables-watch")})]},l.id))}),r("button",{type:"button",onClick:o,children:d("open-tables-refresh")})]})}function _o({system:t,name:e}){let[n,a]=S(null);L(()=>{te("GET",`/api/leaderboard?system=${encodeURIComponent(t)}`).then(a,()=>a([]))},[t]);let o=n==null?void 0:n.find(i=>i.name===e);return r("section",{class:"panel","aria-labelledby":"leaderboard",children:[r("h2",{id:"leaderboard",children:[d("leaderboard")," \xB7 ",d(`system-${t}`)]}),o&&r("p",{children:d("your-rating",{rating:o.rating})}),n!==null&&!n.length&&r("p",{children:d("leaderboard-none")}),n!==null&&n.length>0&&r("table",{children:[r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:d("leaderboard-name")}),r("th",{scope:"col",children:d("leaderboard-rating")}),r("th",{scope:"col",children:d("leaderboard-matches")})]})}),r("tbody",{children:n.slice(0,20).map(i=>r("tr",{class:i.name===e?"mine":"",children:[r("td",{children:i.name}),r("td",{children:Rt(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),r("td",{children:Rt(i.matches)})]},i.name))})]})]})}var ka=["s","h","d","c"];function zt(t){return t.charAt(0).toUpperCase()}function ba(t){let e=t.charAt(1).toLowerCase();if(!ka.includes(e))throw new Error(`not a card: ${JSON.stringify(t)}`);return e}function $o(t){return t.length===2&&zt(t)in wa&&ka.includes(t.charAt(1).toLowerCase())}var xo={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},wa={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},ha=40,So=20,To=70/60,Co=102,ga=50;function pe(t,e,n,a){let o=a/100;return r("path",{class:"card__suit",d:xo[t],transform:`translate(${e-50*o} ${n-50*o}) scale(${o})`})}function va(t,e,n,a,o){let i=wa[t];return i?r("path",{class:o,d:i.d,transform:`translate(${e-i.w/2*a} ${n}) scale(${a})`}):null}function ya({rank:t,suit:e}){return r("g",{class:"card__index",children:[va(t,ha,So,To,"card__rank"),pe(e,ha,Co+ga/2,ga)]})}var oe=(t,e,n)=>`M${t-n} ${e}a${n} ${n} 0 1 1 ${2*n} 0a${n} ${n} 0 1 1 ${-2*n} 0Z`,Eo={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+oe(1,8,4.5)+oe(40,3,5)+oe(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+oe(2,14,4)+oe(26,10,4)+oe(54,10,4)+oe(78,14,4)+oe(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+oe(30,14,3.5)+oe(50,14,3.5)+"M7 37H73V44H7Z"};function Ao({rank:t,suit:e}){return r("g",{class:"card__court",children:[r("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),r("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),r("path",{class:"card__crown",d:Eo[t]??"",transform:"translate(89 52) scale(0.9)"}),va(t,125,118,1.6,"card__court-rank"),pe(e,125,268,46)]})}function Lo({card:t}){let e=zt(t),n=ba(t),a="JQK".includes(e);return r(K,{children:[r("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),r("g",{class:"card__centre",children:a?r(Ao,{rank:e,suit:n}):e==="A"?r(K,{children:[r("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),pe(n,125,175,92)]}):pe(n,125,176,104)}),r(ya,{rank:e,suit:n}),r("g",{transform:"rotate(180 125 175)",children:r(ya,{rank:e,suit:n})})]})}var _a={x0:16,y0:16,x1:234,y1:334};function Po(t){let{x0:e,y0:n,x1:a,y1:o}=_a,i=[],s=l=>Number(l.toFixed(2));for(let l=e+n+t/2;l<a+o;l+=t){let c=Math.max(e,l-o),u=Math.min(a,l-n);u>c&&i.push(`M${s(c)} ${s(l-c)}L${s(u)} ${s(l-u)}`)}for(let l=e-o+t/2;l<a-n;l+=t){let c=Math.max(e,n+l),u=Math.min(a,o+l);u>c&&i.push(`M${s(c)} ${s(c-l)}L${s(u)} ${s(u-l)}`)}return i.join("")}var Mo=Po(22);function jo(){let{x0:t,y0:e,x1:n,y1:a}=_a;return r(K,{children:[r("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),r("rect",{class:"card__back-field",x:t,y:e,width:n-t,height:a-e,rx:"10"}),r("path",{class:"card__back-lattice",d:Mo}),r("rect",{class:"card__back-line",x:t+9,y:e+9,width:n-t-18,height:a-e-18,rx:"5"}),r("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),r("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),r("g",{class:"card__back-suits",children:[pe("s",125,154,24),pe("h",146,175,24),pe("d",125,196,24),pe("c",104,175,24)]})]})}var Ro={s:"black",h:"red",d:"red",c:"black"},No={s:"black",h:"red",d:"blue",c:"green"};function V(t){let e=["card"],n=t.card!==null&&$o(t.card);if(t.card===null)e.push("card--back");else if(!n)e.push("card--unknown");else{let o=ba(t.card);e.push(`card--${o}`,`card--${(t.fourColour?No:Ro)[o]}`),t.fourColour&&e.push("card--four"),"JQK".includes(zt(t.card))&&e.push("card--court")}t.class&&e.push(t.class);let a=t.label!=="";return r("svg",{class:e.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:a?"img":void 0,"aria-label":a?t.label:void 0,"aria-hidden":a?void 0:"true",focusable:"false",children:t.card===null?r(jo,{}):n?r(Lo,{card:t.card}):r("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}var $a="A23456789TJQK",xa="shdc";function ge(t){return[...t].sort((e,n)=>$a.indexOf(e[0]??"")-$a.indexOf(n[0]??"")||xa.indexOf(e[1]??"")-xa.indexOf(n[1]??""))}function Sa(t,e,n){var i;let a=(t.layoffs??[]).find(s=>s.card===e);if(a)return`k${a.meld}`;let o=(i=t.melds)==null?void 0:i.find(s=>s.includes(e));return o?`m:${o.filter(s=>s!==e&&s!==n).sort().join(",")}`:"d"}function Io(t,e,n){switch(n.kind){case"knocker":return(t.layoffs??[]).some(a=>a.card===e&&a.meld===n.meld);case"deadwood":return(t.deadwood_cards??[]).includes(e);case"meld":{let a=n.cards.filter(o=>o!==e);return(t.melds??[]).some(o=>o.includes(e)&&a.every(i=>o.includes(i)))}}}function Oo(t){return[...(t.melds??[]).flat(),...(t.layoffs??[]).map(e=>e.card),...t.deadwood_cards??[]]}function Ta(t,e,n,a){let o=t[e];if(!o)return null;let i=Oo(o).filter(u=>u!==n),s=null,l=-1,c=1/0;return t.forEach((u,p)=>{if(!Io(u,n,a))return;let g=i.filter(h=>Sa(u,h,n)===Sa(o,h,n)).length,m=u.deadwood??0;(g>l||g===l&&m<c)&&(s=p,l=g,c=m)}),s}function Xe(t,e){var o;let n=(t.layoffs??[]).find(i=>i.card===e);if(n)return{kind:"knocker",meld:n.meld};let a=(o=t.melds)==null?void 0:o.find(i=>i.includes(e));return a?{kind:"meld",cards:a}:{kind:"deadwood"}}function Qe(t,e){return t.kind!==e.kind?!1:t.kind==="knocker"&&e.kind==="knocker"?t.meld===e.meld:t.kind==="meld"&&e.kind==="meld"?t.cards.length===e.cards.length&&t.cards.every(n=>e.cards.includes(n)):!0}function Ca(t){return t.kind==="knocker"?`k${t.meld}`:t.kind==="meld"?`m:${t.cards.join(",")}`:"d"}function zo(t){return t==="d"?{kind:"deadwood"}:t.startsWith("k")?{kind:"knocker",meld:Number(t.slice(1))}:t.startsWith("m:")?{kind:"meld",cards:t.slice(2).split(",")}:null}function Ea({options:t,knocker:e,knockerName:n,fourColour:a,disabled:o,send:i}){let[s,l]=S(0),[c,u]=S(null),[p,g]=S(null),m=U(null),h=t[s]??t[0];if(!h)return null;let b=h.layoffs??[],T=e!==null,w=T?d("layoff-title"):d("arrange-title"),$=(y,_)=>{if(u(null),Qe(Xe(h,y),_))return;let C=Ta(t,s,y,_);if(C===null){g(d("laydown-cannot",{card:M(y)}));return}g(null),l(C)},v=(y,_,C)=>{if(c===null){C&&(u(y),g(null));return}if(c===y)return u(null);if(C&&Qe(Xe(h,c),_))return u(y);$(c,_)},D=(y,_)=>{y.button===0&&(m.current={card:_,x:y.clientX,y:y.clientY,element:y.currentTarget,moved:!1,pointer:y.pointerId})},Z=y=>{let _=m.current;if(!_||_.pointer!==y.pointerId)return;let C=y.clientX-_.x,E=y.clientY-_.y;!_.moved&&Math.hypot(C,E)<10||(_.moved||(_.moved=!0,_.element.setPointerCapture(y.pointerId),_.element.classList.add("dragging")),_.element.style.transform=`translate(${C}px, ${E}px)`)},F=y=>{let _=m.current;if(m.current=null,!_||!_.moved)return;_.element.classList.remove("dragging"),_.element.style.transform="";let C=document.elementsFromPoint(y.clientX,y.clientY).filter(q=>!_.element.contains(q)).map(q=>q.closest("[data-place]")).find(q=>q!==null),E=C?zo(C.dataset.place??""):null;E&&$(_.card,E);let R=q=>{q.stopPropagation(),q.preventDefault()};_.element.addEventListener("click",R,{capture:!0,once:!0}),window.setTimeout(()=>_.element.removeEventListener("click",R,{capture:!0}),0)},N=(y,_,C,E)=>{let R=["laydown-card"];c===y&&R.push("picked"),E&&R.push("laid-off"),C||R.push("theirs");let q=`${W(y)}${E?`, ${d("laid-off")}`:""}`;return r("button",{type:"button",class:R.join(" "),"data-laydown-card":y,"aria-label":q,"aria-pressed":C?c===y:void 0,onClick:()=>v(y,_,C),onPointerDown:C?ke=>D(ke,y):void 0,children:r(V,{card:y,label:"",fourColour:a})},y)},O=y=>c!==null&&!Qe(Xe(h,c),y)?r("button",{type:"button",class:"put-here",onClick:()=>$(c,y),children:d("laydown-here",{card:M(c)})}):null,z=(y,_,C,E="")=>r("div",{class:`laydown-group ${E}`,role:"group","aria-label":_,"data-place":Ca(y),children:[y.kind==="deadwood"&&r("span",{class:"group-name","aria-hidden":"true",children:_}),r("div",{class:"laydown-cards",children:C.map(({card:R,mine:q,laidOff:ke})=>N(R,y,q,ke))}),O(y)]},Ca(y)),f=h.melds.map(y=>{let _=ge(y);return z({kind:"meld",cards:y},d("meld-label",{cards:_.map(M).join(" ")}),_.map(E=>({card:E,mine:!0,laidOff:!1})),"meld")}),k=z({kind:"deadwood"},d("laydown-deadwood"),ge(h.deadwood_cards).map(y=>({card:y,mine:!0,laidOff:!1})),"deadwood");return r("section",{class:"laydown","aria-label":w,"data-motion":"still","data-testid":"laydown",onPointerMove:Z,onPointerUp:F,onPointerCancel:F,children:[r("div",{class:"laydown-bar",children:[r("h3",{children:w}),r("strong",{"data-testid":"laydown-deadwood",children:d("end-deadwood",{deadwood:h.deadwood})}),r("button",{type:"button",class:"primary","data-testid":"laydown-submit",disabled:o,onClick:()=>i(T?{action:"lay_off",melds:h.melds,layoffs:b}:{action:"arrange",melds:h.melds}),children:d("arrange-submit")}),s!==0&&r("button",{type:"button",onClick:()=>{l(0),u(null),g(null)},children:d("laydown-best")})]}),r("p",{class:"laydown-help",role:"status","aria-live":"polite",children:p??(c!==null?d("laydown-picked",{card:M(c)}):d(T?"laydown-help-layoff":"laydown-help"))}),e&&r("div",{class:"laydown-row","data-testid":"knocker-melds",children:[r("h4",{children:d("laydown-knocker",{name:n})}),r("div",{class:"laydown-melds",children:e.map((y,_)=>{let C=b.filter(R=>R.meld===_).map(R=>R.card),E=ge([...y,...C]).map(R=>({card:R,mine:C.includes(R),laidOff:C.includes(R)}));return z({kind:"knocker",meld:_},d("meld-label",{cards:E.map(({card:R})=>M(R)).join(" ")}),E,"meld knocker")})}),b.length>0&&r(Ht,{})]}),r("div",{class:"laydown-row","data-testid":"own-melds",children:[r("h4",{children:d("laydown-yours")}),r("div",{class:"laydown-melds",children:[f,k]})]})]})}function Ht(){return r("p",{class:"legend","data-testid":"laid-off-legend",children:[r("span",{class:"swatch laid-off-swatch","aria-hidden":"true"})," ",d("laid-off")]})}function et(t,e){let n=s=>j(e,s);if(t.outcome==="draw")return d("story-draw");let a=[],o=t.knocker,i=o===null?null:t.seats.find(s=>s!==o)??null;return t.outcome==="gin"?a.push(d("story-gin",{name:n(o)})):t.outcome==="big_gin"?a.push(d("story-big-gin",{name:n(o)})):a.push(d("story-knock",{name:n(o),deadwood:t.knocker_deadwood??0})),t.layoffs>0&&a.push(d("story-layoffs",{name:n(i),count:t.layoffs})),t.outcome==="undercut"?a.push(d("story-undercut",{name:n(t.winner),points:t.points})):a.push(d("story-scores",{name:n(t.winner),points:t.points})),a.join(" \xB7 ")}function Aa(t,e,n,a,o){let i=M(t);return a?o===0?d("offer-first",{card:i,name:n}):d("offer-second",{card:i,name:n}):d("offer-watch",{name:e,card:i})}function Me({table:t,handsOpen:e=!1}){var s;let n=((s=t.score)==null?void 0:s.games)??[];if(!n.length)return null;let a=t.target,o=t.roles,i=l=>o?o.box===l?"box":o.captain===l?"captain":"out":null;return r("div",{class:"score",children:[r("table",{class:"score-sheet","data-testid":"score-sheet",children:[r("caption",{children:[d("score-title")," ",r("span",{class:"target",children:["(",d("score-target",{target:a}),")"]})]}),r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:d("leaderboard-name")}),n.map((l,c)=>r("th",{scope:"col",class:l.winner!==null?"finished":"",children:[d("score-game",{number:c+1}),l.winner!==null?` (${d("score-finished")})`:""]},c))]})}),r("tbody",{children:t.seats.map(l=>{let c=i(l.seat);return r("tr",{children:[r("th",{scope:"row",children:[j(t.seats,l.seat),c?r("span",{class:"flag",children:d(`role-${c}`)}):null]}),n.map((u,p)=>{let g=u.scores[l.seat]??0;return r("td",{class:`${u.winner!==null?"finished":""}${u.winner===l.seat?" winner":""}`,title:d("score-hands-won",{count:u.hands_won[l.seat]??0}),children:[r("span",{class:"points","data-testid":"score-points",children:d("score-of-target",{points:g,target:a})}),r("span",{class:"progress","aria-hidden":"true",children:r("span",{style:{width:`${Math.min(100,100*g/Math.max(1,a))}%`}})})]},p)})]},l.seat)})})]}),t.hands.length>0&&r(Ho,{table:t,open:e})]})}function Ho({table:t,open:e}){var i,s;let n=((s=(i=t.score)==null?void 0:i.games)==null?void 0:s.length)??1,a=t.seats,o=n>1;return r("details",{class:"score-hands-box",open:e,children:[r("summary",{children:d("score-hands-title")}),r("table",{class:"score-hands","data-testid":"score-hands",children:[r("thead",{children:[o&&r("tr",{children:[r("td",{colSpan:2}),Array.from({length:n},(l,c)=>r("th",{scope:"colgroup",colSpan:a.length,children:d("score-game",{number:c+1})},c))]}),r("tr",{children:[r("th",{scope:"col",children:d("score-hand")}),r("th",{scope:"col",children:d("score-what")}),Array.from({length:n},(l,c)=>a.map(u=>r("th",{scope:"col",children:j(a,u.seat)},`${c}-${u.seat}`)))]})]}),r("tbody",{children:t.hands.map(l=>r(Do,{line:l,table:t,games:n},l.hand))})]})]})}function Do({line:t,table:e,games:n}){let a=e.seats;return r("tr",{"data-testid":"score-hand-row",children:[r("th",{scope:"row",children:t.hand}),r("td",{class:"what",children:et(t,a)}),Array.from({length:n},(o,i)=>a.map(s=>{var c;let l=t.winner===s.seat&&t.games.includes(i);return r("td",{class:l?"scored":"",children:[((c=t.scores[i])==null?void 0:c[s.seat])??0,l&&r("span",{class:"added",children:[" (+",t.points,")"]})]},`${i}-${s.seat}`)}))]})}function Dt({title:t,children:e,label:n,onClose:a}){let o=U(null);return L(()=>{var s,l;(l=(s=o.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||l.focus()},[]),r("div",{class:"modal-backdrop",children:r("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":n??t,ref:o,onKeyDown:s=>{if(s.key==="Escape"&&a&&(s.preventDefault(),a()),s.key==="Tab"&&o.current){let l=[...o.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),c=l[0],u=l[l.length-1];s.shiftKey&&document.activeElement===c?(u==null||u.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===u&&(c==null||c.focus(),s.preventDefault())}},children:[r("h2",{children:t}),e]})})}function ye({melds:t,fourColour:e,layoffs:n,extra:a}){let o=new Set(Object.values(n??{}).flat());return r("div",{class:"melds",children:[t.map((i,s)=>{let l=ge([...i,...(n==null?void 0:n[s])??[]]);return r("div",{class:"meld-row",role:"group","aria-label":d("meld-label",{cards:l.map(W).join(", ")}),children:l.map(c=>o.has(c)?r("span",{class:"mini laid-off","data-card":c,children:r(V,{card:c,label:`${W(c)}, ${d("laid-off")}`,fourColour:e})},c):r("span",{class:"mini","data-card":c,children:r(V,{card:c,label:W(c),fourColour:e})},c))},s)}),a&&a.length>0&&r("div",{class:"meld-row deadwood-row",children:ge(a).map(i=>r("span",{class:"mini","data-card":i,children:r(V,{card:i,label:`${W(i)}, ${d("deadwood-label")}`,fourColour:e})},i))}),o.size>0&&r(Ht,{})]})}function La({text:t,onConfirm:e,onCancel:n,disabled:a=!1}){return r(Dt,{title:d("action-confirm"),onClose:n,children:[r("p",{children:t}),r("div",{class:"actions",children:[r("button",{type:"button",class:"primary",disabled:a,onClick:e,children:d("action-confirm")}),r("button",{type:"button",onClick:n,children:d("action-cancel")})]})]})}function Pa({snapshot:t,state:e,fourColour:n}){var b,T,w,$;let a=t.view??t.public,o=t.table,i=o.hand_seats??[],s=o.hands.find(v=>v.hand===t.hand)??null,l=(a==null?void 0:a.result)??null,c=o.seats,u=e.lastEnd,p=l&&l.winner!==null?i[l.winner]??null:null,g=(l==null?void 0:l.knocker)??(a==null?void 0:a.knocker)??null,m={};for(let v of((b=a==null?void 0:a.showing)==null?void 0:b.layoffs)??[])(m[T=v.meld]??(m[T]=[])).push(v.card);let h=(l==null?void 0:l.score)??null;return r(K,{children:[r("p",{class:"outcome","data-testid":"outcome",children:l?Ot(l.outcome,p,c):""}),s&&r("p",{class:"story","data-testid":"story",children:et(s,c)}),(l==null?void 0:l.draw_reason)&&r("p",{children:d(`draw-${l.draw_reason}`)}),(a==null?void 0:a.arrangement)&&g!==null&&r("section",{children:[r("h3",{children:[d("end-knocker",{name:j(c,i[g])})," \xB7 ",d("end-deadwood",{deadwood:a.arrangement.deadwood})]}),r(ye,{melds:a.arrangement.melds,layoffs:m,extra:a.arrangement.deadwood_cards,fourColour:n})]}),(a==null?void 0:a.showing)&&g!==null&&r("section",{children:[r("h3",{children:[d("end-defender",{name:j(c,i[1-g])})," \xB7 ",d("end-deadwood",{deadwood:a.showing.deadwood})]}),r(ye,{melds:a.showing.melds,extra:a.showing.deadwood_cards,fourColour:n})]}),h&&r("table",{class:"itemised","data-testid":"itemised",children:r("tbody",{children:[r("tr",{children:[r("th",{scope:"row",children:d("end-score-difference")}),r("td",{children:h.difference})]}),h.bonus>0&&r("tr",{children:[r("th",{scope:"row",children:d("end-score-bonus")}),r("td",{children:["+",h.bonus]})]}),h.multiplier>1&&r("tr",{children:[r("th",{scope:"row",children:d("end-score-multiplier")}),r("td",{children:["\xD7",h.multiplier]})]}),r("tr",{class:"total",children:r("th",{scope:"row",colSpan:2,children:d("end-score-points",{name:j(c,p),points:h.points})})})]})}),u&&u.end.games.length>0&&((($=(w=o.score)==null?void 0:w.games)==null?void 0:$.length)??1)>1&&r("p",{class:"games",children:d("end-games",{games:u.end.games.map(v=>d("score-game",{number:v+1})).join(", ")})}),u&&r("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${d("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${d("end-verify-failed")}`:u.verdict==="unavailable"?d("end-verify-unavailable"):""," ",r("a",{href:"/fair",onClick:v=>{v.preventDefault(),J("/fair")},children:d("end-verify-how")})]})]})}function Ma({snapshot:t,state:e,fourColour:n}){var l;let a=t.table,o=t.you.seat,i=o!==null&&((l=a.seats[o])==null?void 0:l.ready),s=e.link==="open";return r(Dt,{title:d("end-dialog-title",{hand:t.hand??a.hand_number}),children:[o!==null&&(i?r("p",{role:"status",children:d("ready-waiting")}):r("button",{type:"button",class:"primary","data-testid":"ready",disabled:!s,onClick:()=>e.send({type:"ready"}),children:d("ready")})),r(Pa,{snapshot:t,state:e,fourColour:n}),r(Me,{table:a,handsOpen:!0})]})}function ja({snapshot:t,state:e,fourColour:n}){var c;let a=t.table,o=e.matchEnd,i=a.score,s=(i==null?void 0:i.games)??[],l=(o==null?void 0:o.winner)??null;return r(Dt,{title:d("match-over"),children:[r("p",{class:"outcome","data-testid":"match-outcome",children:l===null?d("match-draw"):d("match-winner",{name:j(a.seats,l)})}),((c=t.view??t.public)==null?void 0:c.result)&&r("details",{children:[r("summary",{children:d("end-dialog-title",{hand:t.hand??a.hand_number})}),r(Pa,{snapshot:t,state:e,fourColour:n})]}),o&&r("table",{class:"totals",children:[r("caption",{children:d("match-totals")}),r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:d("leaderboard-name")}),o.totals.map((u,p)=>r("th",{scope:"col",children:d("score-game",{number:p+1})},p))]})}),r("tbody",{children:a.seats.map(u=>r("tr",{children:[r("th",{scope:"row",children:j(a.seats,u.seat)}),o.totals.map((p,g)=>r("td",{children:p[u.seat]},g))]},u.seat))})]}),s.length>0&&r(Me,{table:a,handsOpen:!o}),r("p",{class:"links",children:[r("a",{href:`/replay/${a.id}`,onClick:u=>{u.preventDefault(),J(`/replay/${a.id}`)},children:d("match-replay")})," \xB7 ",r("a",{href:`/api/tables/${a.id}/record`,download:`ginrummy-${a.id}.json`,children:d("match-record")})," \xB7 ",r("a",{href:"/",onClick:u=>{u.preventDefault(),J("/")},children:d("match-again")})]})]})}function Ra({id:t,fourColour:e}){let[n,a]=S(null),[o,i]=S(null),[s,l]=S(0),[c,u]=S(0);if(L(()=>{te("GET",`/api/tables/${encodeURIComponent(t)}/replay`).then(a,w=>i(w instanceof Y&&w.code==="unknown_table"?d("replay-not-finished"):w instanceof Y?re(w.code,w.message):String(w)))},[t]),L(()=>{let w=$=>{$.target instanceof HTMLInputElement||$.target instanceof HTMLSelectElement||($.key==="ArrowRight"&&u(v=>v+1),$.key==="ArrowLeft"&&u(v=>Math.max(0,v-1)))};return window.addEventListener("keydown",w),()=>window.removeEventListener("keydown",w)},[]),o)return r("p",{class:"refusal",role:"alert",children:o});if(!n)return r("p",{class:"loading",role:"status",children:d("replay-loading")});let p=n.hands[s];if(!p)return null;let g=p.frames.length-1,m=Math.min(c,g),h=p.frames[m];if(!h)return null;let b=w=>{var $;return(($=n.players[w])==null?void 0:$.name)??`P${w+1}`},T=h.pile[h.pile.length-1];return r("article",{class:"replay","data-testid":"replay",children:[r("h1",{children:d("replay-title")}),r("label",{children:[d("replay-hand",{number:""})," ",r("select",{value:s,onChange:w=>{l(Number(w.currentTarget.value)),u(0)},children:n.hands.map((w,$)=>r("option",{value:$,children:d("replay-hand",{number:w.number})},$))})]}),r("p",{role:"status","data-testid":"replay-step",children:[d("replay-step",{step:m,steps:g}),h.action&&r(K,{children:[": ",r("strong",{children:b(h.action.player)})," \xB7 ",de(h.action)]})]}),r("div",{class:"replay-controls",role:"toolbar","aria-label":d("replay-title"),children:[r("button",{type:"button",onClick:()=>u(0),disabled:m===0,children:d("replay-first")}),r("button",{type:"button",onClick:()=>u(Math.max(0,m-1)),disabled:m===0,children:d("replay-prev")}),r("button",{type:"button",onClick:()=>u(m+1),disabled:m===g,"data-testid":"replay-next",children:d("replay-next")}),r("button",{type:"button",onClick:()=>u(g),disabled:m===g,children:d("replay-last")})]}),h.hands.map((w,$)=>r("section",{class:`replay-hand${h.to_act===$&&h.phase!=="over"?" to-act":""}`,children:[r("h2",{children:b(p.seats[$]??$)}),r("div",{class:"row",children:w.map(v=>r("span",{class:"mini",children:r(V,{card:v,label:W(v),fourColour:e})},v))})]},$)),r("p",{children:[d("stock"),": ",h.stock_count," \xB7 ",d("pile"),": ",T?r("span",{class:"mini",children:r(V,{card:T,label:W(T),fourColour:e})}):"\u2014"]}),m===g&&p.end.knocker_melds&&r("section",{children:[r("h2",{children:d("end-title",{hand:p.number})}),r(ye,{melds:p.end.knocker_melds,extra:p.end.knocker_deadwood_cards??[],fourColour:e}),p.end.defender_melds&&r(ye,{melds:p.end.defender_melds,extra:p.end.defender_deadwood_cards??[],fourColour:e}),r("p",{children:d("end-score-points",{name:p.end.winner===null?"\u2014":b(p.end.winner),points:p.end.points})})]}),r("p",{children:r("a",{href:`/api/tables/${t}/record`,download:`ginrummy-${t}.json`,children:d("match-record")})})]})}var Bt="ginrummy.";function Ft(t,e){try{let n=localStorage.getItem(Bt+t);return n===null?e:JSON.parse(n)}catch{return e}}function Kt(t,e){try{e===null?localStorage.removeItem(Bt+t):localStorage.setItem(Bt+t,JSON.stringify(e))}catch{}}var tt={get:()=>Ft("identity",null),set:t=>Kt("identity",t)},Bo={language:null,speed:"normal",largeCards:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function Na(){return{...Bo,...Ft("settings",{})}}function Ia(t){Kt("settings",t)}function Oa(t){return Ft(`order.${t}`,[])}function za(t,e){Kt(`order.${t}`,e)}var at="A23456789TJQK",rt="shdc";function nt(t,e){return at.indexOf(t[0]??"")-at.indexOf(e[0]??"")||rt.indexOf(t[1]??"")-rt.indexOf(e[1]??"")}function Fo(t,e){return rt.indexOf(t[1]??"")-rt.indexOf(e[1]??"")||at.indexOf(t[0]??"")-at.indexOf(e[0]??"")}function Ha(t,e,n,a){if(n==="melds"&&e){let o=new Set(e.melds.flat()),i=e.melds.filter(l=>l.every(c=>t.includes(c))).map(l=>({meld:!0,cards:[...l].sort(nt)})),s=t.filter(l=>!o.has(l)).sort(nt);return s.length&&i.push({meld:!1,cards:s}),i}if(n==="own"){let o=a.filter(s=>t.includes(s)),i=t.filter(s=>!o.includes(s)).sort(nt);return[{meld:!1,cards:[...o,...i]}]}return[{meld:!1,cards:[...t].sort(n==="rank"?nt:Fo)}]}function Da(t){let e=U(null),n=(s,l)=>{s.button===0&&(e.current={card:l,x:s.clientX,y:s.clientY,element:s.currentTarget,moved:!1,pointer:s.pointerId})},a=s=>{let l=e.current;if(!l||l.pointer!==s.pointerId)return;let c=s.clientX-l.x,u=s.clientY-l.y;!l.moved&&Math.hypot(c,u)<10||(l.moved||(l.moved=!0,l.element.setPointerCapture(s.pointerId),l.element.classList.add("dragging")),l.element.style.transform=`translate(${c}px, ${u}px)`)},o=s=>{let l=e.current;if(e.current=null,!l||!l.moved)return;l.element.classList.remove("dragging"),l.element.style.transform="";let c=document.elementsFromPoint(s.clientX,s.clientY);if(c.some(p=>p.closest("[data-drop='pile']"))){t.onPlay(l.card);return}let u=c.map(p=>p.closest("[data-hand-card]")).find(p=>p&&p.dataset.handCard!==l.card);if(u){let p=u.getBoundingClientRect(),g=s.clientX>p.left+p.width/2,m=t.groups.flatMap(b=>b.cards).filter(b=>b!==l.card),h=m.indexOf(u.dataset.handCard??"");t.onMove(l.card,g?m[h+1]??null:m[h]??null)}else c.some(p=>p.closest(".hand"))&&t.onMove(l.card,null)},i=(s,l)=>{var p;let c=t.groups.flatMap(g=>g.cards),u=c.indexOf(l);if(s.key==="ArrowRight"||s.key==="ArrowLeft"){let g=s.key==="ArrowRight"?1:-1;if(s.shiftKey){let m=c.filter(b=>b!==l),h=Math.max(0,Math.min(m.length,u+g));t.onMove(l,m[h]??null),requestAnimationFrame(()=>{var b;return(b=document.querySelector(`[data-hand-card="${l}"]`))==null?void 0:b.focus()})}else{let m=c[(u+g+c.length)%c.length];m&&((p=document.querySelector(`[data-hand-card="${m}"]`))==null||p.focus())}s.preventDefault()}else(s.key==="Delete"||s.key==="d")&&(t.playable.has(l)&&t.onPlay(l),s.preventDefault())};return r("div",{class:"hand",role:"group","aria-label":t.label,onPointerMove:a,onPointerUp:o,onPointerCancel:o,children:t.groups.map((s,l)=>r("div",{class:s.meld?"hand-group meld":"hand-group",role:"group","aria-label":s.meld?d("meld-label",{cards:s.cards.map(W).join(", ")}):void 0,children:s.cards.map(c=>{var b,T;let u=t.deadwood.has(c),p=["hand-card"];t.selected===c&&p.push("selected"),u&&p.push("deadwood"),t.fresh===c&&p.push("fresh"),t.playable.size&&!t.playable.has(c)&&p.push("barred");let g=((b=t.knockCards)==null?void 0:b.has(c))??!1,m=((T=t.ginCards)==null?void 0:T.has(c))??!1;g&&p.push("knock-card"),m&&p.push("gin-card");let h=W(c)+(u?`, ${d("deadwood-label")}`:"")+(m?`, ${d("gin-mark")}`:g?`, ${d("knock-mark")}`:"");return r("button",{type:"button",class:p.join(" "),"data-card":c,"data-hand-card":c,"aria-label":h,"aria-pressed":t.selected===c,onClick:()=>t.onSelect(c),onDblClick:()=>t.playable.has(c)&&t.onPlay(c),onPointerDown:w=>n(w,c),onKeyDown:w=>i(w,c),children:[r(V,{card:c,label:"",fourColour:t.fourColour}),(g||m)&&r("span",{class:`mark ${m?"gin":"knock"}`,"aria-hidden":"true"})]},c)})},l))})}var Ko={pass:{kinds:["pass"],rest:"why-blind-draw"},take:{kinds:["draw_discard"],rest:"hint-why-take"},discard:{kinds:["discard"],rest:"hint-why-discard"},knock:{kinds:["knock"],rest:"hint-why-knock"},"knock-or-play-on":{kinds:["knock"],rest:"hint-why-knock-or-play-on"},"knock-expected":{kinds:["knock"],rest:"hint-why-knock-expected"},gin:{kinds:["knock"],rest:null},"big-gin":{kinds:["big_gin"],rest:"hint-why-big-gin"}};function Ba(t,e){let n={};for(let[a,o]of Object.entries(e.args))n[a]=typeof o=="string"?M(o):new G(o,It[a]??{});return d(t,n)}function Fa(t,e,n){let{action:a}=t;if(a.action==="draw_discard"&&n==="offer"){let o=a.card??e;if(o)return d("action-take-upcard",{card:M(o)})}return de(a,e)}function Ka(t){if(!(t.why.length>0&&t.why.every(a=>Le(`why-${a.code}`))))return ua(t);let n=[];for(let a of t.why){let o=Ko[a.code];o&&o.kinds.includes(t.action.action)?o.rest&&n.push(Ba(o.rest,a)):n.push(Ba(`why-${a.code}`,a))}return n.join(", ")}var Ua={off:0,slow:560,normal:340,fast:190},qa={off:0,slow:150,normal:90,fast:50},Uo="cubic-bezier(0.2, 0.75, 0.25, 1)",ot="ginrummy-motion";function Ut(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function we(t,e){let n=t.getBoundingClientRect();return{left:n.left+e.x,top:n.top+e.y,width:n.width,height:n.height}}var Ga="[role='dialog'], [role='alertdialog'], [data-motion='still']";function qt(t){return Array.from(t.querySelectorAll("[data-card]")).filter(n=>{var o;if(n.closest(Ga))return!1;let a=(o=n.parentElement)==null?void 0:o.closest("[data-card]");return!a||!t.contains(a)})}function qo(){return typeof document<"u"&&document.querySelector("[role='dialog'], [role='alertdialog']")!==null}function Gt(t){let e=new Map;return t.querySelectorAll("[data-anchor]").forEach(n=>{let a=n.dataset.anchor;a&&!e.has(a)&&e.set(a,n)}),e}function Wa(t){let e=new Map,n=new Map;if(!t||typeof t.querySelectorAll!="function")return{cards:e,anchors:n};let a=Ut();for(let o of qt(t)){let i=o.dataset.card??"",s=e.get(i),l=we(o,a);s?s.push(l):e.set(i,[l])}for(let[o,i]of Gt(t))n.set(o,we(i,a));return{cards:e,anchors:n}}function Va(t){if(!t||t.speed==="off"||!(t.speed in Ua)||typeof document<"u"&&document.visibilityState==="hidden"||qo())return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Ja(t){return typeof t.animate=="function"}function Go(t){if(typeof t.getAnimations=="function"){for(let e of t.getAnimations({subtree:!0}))e.id===ot&&e.cancel();return}for(let e of qt(t))if(typeof e.getAnimations=="function")for(let n of e.getAnimations())n.id===ot&&n.cancel()}function Wo(t){let e=getComputedStyle(t),n=e.transform&&e.transform!=="none"?e.transform:"",a=0,o=0;if(n&&typeof DOMMatrixReadOnly=="function")try{let l=new DOMMatrixReadOnly(n);a=l.m41,o=l.m42}catch{}let[i="0",s="0"]=(e.transformOrigin||"0 0").split(" ");return{transform:n,tx:a,ty:o,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function Vo(t,e){let{from:n,to:a}=t,o=n.width/a.width,i=n.height/a.height;t.entering&&(o=i=Math.min(o,i)),(!Number.isFinite(o)||o<=0)&&(o=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=n.left+n.width/2-(a.left+a.width/2),l=n.top+n.height/2-(a.top+a.height/2),c=a.width/2+e.tx-e.ox,u=a.height/2+e.ty-e.oy,p=h=>Math.round(h*100)/100,g=`translate(${p(s)}px, ${p(l)}px) translate(${p(c)}px, ${p(u)}px) scale(${p(o*1e3)/1e3}, ${p(i*1e3)/1e3})`+` translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd(),m=`translate(0px, 0px) translate(${p(c)}px, ${p(u)}px) scale(1, 1) translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd();return[{transform:g},{transform:m}]}function Ya(t,e){if(!t.length)return Promise.resolve();let n=t.map(s=>Wo(s.element)),a=Ua[e.speed],o=[];if(t.forEach((s,l)=>{let c=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),u=Math.round(a*Math.min(1.35,Math.max(.8,.75+c/900)));try{let p=s.element.animate(Vo(s,n[l]),{duration:u,delay:s.delay,easing:Uo,fill:s.delay>0?"backwards":"none"});p.id=ot,o.push(p)}catch{}}),!o.length)return Promise.resolve();let i=Math.max(...t.map(s=>s.delay))+a*1.35;return new Promise(s=>{let l=!1,c,u=()=>{l||(l=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",g),s())},p=()=>{for(let m of o)try{m.playState!=="finished"&&m.playState!=="idle"&&m.finish()}catch{m.cancel()}u()},g=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",g),Promise.allSettled(o.map(m=>m.finished)).then(u),c=setTimeout(p,i+600)})}function Za(t,e,n){var c;if(!t||typeof t.querySelectorAll!="function"||(Go(t),!e||Va(n)))return Promise.resolve();let a=Ut(),o=Gt(t),i=new Map,s=[],l=0;for(let u of qt(t)){if(!Ja(u))continue;let p=u.dataset.card??"",g=i.get(p)??0;i.set(p,g+1);let m=we(u,a);if(m.width<1||m.height<1)continue;let h=(c=e.cards.get(p))==null?void 0:c[g];if(h){if(h.width<1||h.height<1||Math.abs(h.left-m.left)<.5&&Math.abs(h.top-m.top)<.5&&Math.abs(h.width-m.width)<.5&&Math.abs(h.height-m.height)<.5)continue;s.push({element:u,from:h,to:m,entering:!1,delay:0});continue}let b=u.dataset.from??"stock";if(b===""||b==="none")continue;let T=e.anchors.get(b)??(o.has(b)?we(o.get(b),a):void 0);!T||T.width<1||T.height<1||(s.push({element:u,from:T,to:m,entering:!0,delay:0}),l+=1)}if(l>1){let u=0;for(let p of s)p.entering&&(p.delay=u++*qa[n.speed]*.6)}return Ya(s,n)}function Xa(t,e,n){if(!t||typeof t.querySelectorAll!="function")return Promise.resolve();for(let l of e??[])if(!(!l||typeof l.getAnimations!="function"))for(let c of l.getAnimations())c.id===ot&&c.cancel();if(Va(n))return Promise.resolve();let a=Gt(t).get("stock");if(!a)return Promise.resolve();let o=Ut(),i=we(a,o);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let l of e??[]){if(!l||!l.isConnected||!Ja(l)||l.closest(Ga))continue;let c=we(l,o);c.width<1||c.height<1||s.push({element:l,from:i,to:c,entering:!0,delay:s.length*qa[n.speed]})}return Ya(s,n)}function Qa({rules:t,system:e}){let n=[],a=o=>Number(t[o]??0);return n.push(d("rules-target",{target:a("target")})),t.knock_limit_from_upcard?n.push(d("rules-knock-from-upcard")):n.push(d("rules-knock-limit",{limit:a("knock_limit")})),t.oklahoma_spades_double&&n.push(d("rules-spades-double")),n.push(d("rules-gin-bonus",{bonus:a("gin_bonus")})),n.push(d("rules-undercut-bonus",{bonus:a("undercut_bonus")})),n.push(t.big_gin?d("rules-big-gin",{bonus:a("big_gin_bonus")}):d("rules-no-big-gin")),n.push(t.discard_drawn_upcard?d("rules-discard-upcard"):d("rules-no-discard-upcard")),t.scoring==="hollywood"&&n.push(d("rules-hollywood")),a("players")===3&&n.push(d("rules-three-player")),a("line_bonus")>0&&n.push(d("rules-line-bonus",{bonus:a("line_bonus")})),a("game_bonus")>0&&n.push(d("rules-game-bonus",{bonus:a("game_bonus")})),t.shutout&&n.push(d("rules-shutout")),r("section",{class:"panel rules","aria-label":d("rules"),"data-testid":"rules",children:[r("h2",{children:[d("rules"),": ",d(`system-${e}`)]}),r("ul",{children:n.map(o=>r("li",{children:o},o))})]})}var er=["hello","good-luck","nice","thanks","good-game","rematch"],it=null;function Jo(t){if(!it){it=new Map;for(let n of er)for(let a of oa(`chat-preset-${n}`))it.set(a,n)}let e=it.get(t);return e?d(`chat-preset-${e}`):t}function tr({state:t,seated:e}){let[n,a]=S(""),o=t.log.filter(s=>s.event.type==="chat"),i=s=>{let l=s.trim().slice(0,200);l&&t.send({type:"chat",text:l})&&a("")};return r("section",{class:"panel chat","aria-label":d("chat"),children:[r("h2",{children:d("chat")}),r("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:o.map((s,l)=>{if(s.event.type!=="chat")return null;let c=s.event.text,u=Jo(c);return r("li",{title:u===c?void 0:c,children:[r("strong",{children:[s.event.name,":"]})," ",u]},l)})}),e&&r(K,{children:[r("div",{class:"presets",children:er.map(s=>r("button",{type:"button",onClick:()=>i(d(`chat-preset-${s}`)),children:d(`chat-preset-${s}`)},s))}),r("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(n)},children:[r("input",{type:"text",maxLength:200,value:n,"aria-label":d("chat-placeholder"),placeholder:d("chat-placeholder"),onInput:s=>a(s.currentTarget.value)}),r("button",{type:"submit",children:d("chat-send")})]})]})]})}function nr({state:t,seats:e}){let n=t.log.map(a=>Pe(a.event,e)).filter(a=>a!==null);return r("details",{class:"panel log",children:[r("summary",{children:d("log-title")}),r("ol",{"data-testid":"log",children:n.slice(-40).map((a,o)=>r("li",{children:a},o))})]})}function Yo(t){return t.hand_seats??[]}function rr(t,e){return e===null||!t.roles?null:t.roles.box===e?"box":t.roles.captain===e?"captain":"out"}function or({state:t,settings:e,setSettings:n}){let a=t.snapshot;return a?r(Zo,{snapshot:a,state:t,settings:e,setSettings:n}):r("p",{class:"loading",role:"status",children:d("loading")})}function Zo({snapshot:t,state:e,settings:n,setSettings:a}){var Xt,Qt,en,tn,nn,an,rn,on,sn,ln,dn;let{table:o,view:i,choices:s,you:l}=t,c=o.seats,u=l.seat,p=rr(o,u),g=p==="out",m=Yo(o),h=e.link==="open",[b,T]=S(null),[w,$]=S(null),[v,D]=S(!1),[Z,F]=S(()=>Oa(o.id)),N=U(null),O=U(null),z=U(t.seq);z.current!==t.seq&&(z.current=t.seq,N.current&&(O.current=Wa(N.current))),L(()=>{N.current&&O.current&&Za(N.current,O.current,{speed:n.speed}),O.current=null},[t.seq]),L(()=>{if(!N.current||t.hand===null)return;let x=[...N.current.querySelectorAll(".hand-card, .back-slot")];Xa(N.current,x,{speed:n.speed})},[t.hand]),L(()=>{b&&!((i==null?void 0:i.hand)??[]).includes(b)&&T(null)},[i==null?void 0:i.hand.join()]);let f=U(null);L(()=>{let x=X=>{let Q=f.current;if(f.current=null,!Q)return;document.elementsFromPoint(X.clientX,X.clientY).some(ve=>ve.closest(".hand"))&&k.current.has(Q)&&y.current({action:Q})};return window.addEventListener("pointerup",x),()=>window.removeEventListener("pointerup",x)},[]);let k=U(new Set),y=U(()=>{}),_=x=>{T(null),e.send(g?{type:"advise",action:x}:{type:"act",action:x})};y.current=_;let C=x=>j(c,m[x]),E=(i==null?void 0:i.seat)??null,R=E===null?null:1-E,q=new Map(((s==null?void 0:s.discards)??[]).map(x=>[x.card,x])),ke=((s==null?void 0:s.to_act)??!1)&&u!==null,ee=ke?new Set((s==null?void 0:s.actions)??[]):new Set,Re=ee.has("discard")?new Set(q.keys()):new Set;k.current=ee;let Wt=i?Ha(i.hand,s,n.handOrder,Z):[],cr=new Set((s==null?void 0:s.deadwood_cards)??[]),ur=(x,X)=>{let Q=Wt.flatMap(ve=>ve.cards).filter(ve=>ve!==x),gt=X===null?Q.length:Q.indexOf(X);Q.splice(gt<0?Q.length:gt,0,x),F(Q),za(o.id,Q),n.handOrder!=="own"&&a({...n,handOrder:"own"})},Vt=x=>{Re.has(x)&&_({action:"discard",card:x})},mr=x=>{let X=q.get(x);X&&$({kind:X.gin?"gin":"knock",card:x,deadwood:X.deadwood})},lt=new Set(ee.has("knock")?[...q.values()].filter(x=>x.knock&&!x.gin).map(x=>x.card):[]),dt=new Set(ee.has("knock")?[...q.values()].filter(x=>x.gin).map(x=>x.card):[]),pr=b?q.get(b):void 0,ce=i?i.pile[i.pile.length-1]:(Xt=t.public)==null?void 0:Xt.pile[t.public.pile.length-1],Jt=(i==null?void 0:i.stock_count)??((Qt=t.public)==null?void 0:Qt.stock_count)??null,se=(i==null?void 0:i.phase)??((en=t.public)==null?void 0:en.phase)??null,ct=(i==null?void 0:i.knock_limit)??((tn=t.public)==null?void 0:tn.knock_limit)??null,Yt=(i==null?void 0:i.upcard)??((nn=t.public)==null?void 0:nn.upcard)??null,fr=o.spades_double,hr=(i==null?void 0:i.taken)??null,fe=i==null?void 0:i.events[i.events.length-1],Zt=fe!==void 0&&fe.seat===E&&(fe.action==="draw_stock"||fe.action==="draw_discard"),ut=U({hand:[],fresh:null});if(i&&Zt){let x=ut.current;if(x.fresh===null||!i.hand.includes(x.fresh)){let X=i.hand.filter(Q=>!x.hand.includes(Q));x.fresh=(fe==null?void 0:fe.card)??hr??(X.length===1?X[0]??null:null)}}else ut.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let gr=Zt?ut.current.fresh:null,mt=(an=i??t.public)==null?void 0:an.events.at(-1),yr=mt&&mt.action==="discard"&&mt.seat!==E?"opponent":"none",pt=t.timers.find(x=>x.running),ft=se!==null&&se!=="over"?m[((rn=i??t.public)==null?void 0:rn.to_act)??0]??null:null,ht=i!==null&&s!==null&&!g&&(ee.has("arrange")||ee.has("lay_off"));return r("div",{class:`table${n.fourColour?" four-colour":""}`,ref:N,children:[r(Xo,{table:o,mySeat:u,toAct:ft??null,state:e,dealer:m[((on=i??t.public)==null?void 0:on.dealer)??-1]??null}),p&&r("p",{class:"role-note",children:d(`you-are-${p}`)}),l.role==="spectator"&&r("p",{class:"role-note",children:d("spectating")}),o.status==="waiting"&&r(ei,{table:o}),se!==null&&r("section",{class:"felt","aria-label":d("hand-number",{number:t.hand??o.hand_number}),children:[r(ar,{snapshot:t,handSeat:R??1,name:C(R??1),fourColour:n.fourColour}),!i&&t.public&&r(ar,{snapshot:t,handSeat:0,name:C(0),fourColour:n.fourColour}),r("div",{class:"centre",children:[r("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!ee.has("draw_stock"),"aria-label":d("card-stock",{count:Jt??0}),onClick:()=>_({action:"draw_stock"}),onPointerDown:()=>{f.current="draw_stock"},children:[r(V,{card:null,label:""}),r("span",{class:"count","aria-hidden":"true",children:Jt})]}),r("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(ee.has("draw_discard")||b!==null&&Re.has(b)),"aria-label":ce?d("card-pile",{card:W(ce)}):d("card-pile-empty"),onClick:()=>b&&Re.has(b)?Vt(b):ee.has("draw_discard")&&_({action:"draw_discard"}),onPointerDown:()=>{f.current="draw_discard"},children:ce?r("span",{class:"pile-top","data-card":ce,"data-from":yr,children:r(V,{card:ce,label:"",fourColour:n.fourColour})}):r("span",{class:"pile-empty"})}),r("div",{class:"hand-facts",children:[ct!==null&&r("span",{class:"badge knock-limit",children:ct===0?d("knock-limit-gin"):d("knock-limit",{limit:ct})}),fr&&r("span",{class:"badge spades",children:d("spades-double")}),pt&&r(ri,{seconds:pt.seconds_left,decision:pt.decision})]})]}),se==="offer"&&Yt&&ft!==null&&r("p",{class:"offer-note","data-testid":"offer-note",children:Aa(Yt,j(c,ft),C(R??1),i!==null&&!g&&((s==null?void 0:s.to_act)??!1)&&i.to_act===i.seat,(i==null?void 0:i.passes)??0)}),se==="lay_off"&&!ht&&((sn=i??t.public)==null?void 0:sn.arrangement)&&r(ai,{snapshot:t,name:C(((ln=i??t.public)==null?void 0:ln.knocker)??0),fourColour:n.fourColour}),ht&&i&&s&&r(Ea,{options:se==="arrange"?s.arrangements:s.showings,knocker:se==="lay_off"?((dn=i.arrangement)==null?void 0:dn.melds)??[]:null,knockerName:C(i.knocker??0),fourColour:n.fourColour,disabled:!h,send:_},`${t.hand}-${se}`),i&&s&&!ht&&r("div",{class:"mine",children:[r("div",{class:"hand-tools",children:[r("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?d("your-deadwood-after",{deadwood:Math.min(...s.discards.map(x=>x.deadwood))}):d("your-deadwood",{deadwood:s.deadwood})}),r("label",{class:"sort",children:[d("sort-label")," ",r("select",{value:n.handOrder,onChange:x=>a({...n,handOrder:x.currentTarget.value}),children:[r("option",{value:"melds",children:d("sort-melds")}),r("option",{value:"rank",children:d("sort-rank")}),r("option",{value:"suit",children:d("sort-suit")}),r("option",{value:"own",children:d("sort-own")})]})]})]}),r(Da,{groups:Wt,deadwood:cr,selected:b,playable:Re,fourColour:n.fourColour,fresh:gr,knockCards:lt,ginCards:dt,label:g?d("hand-label-captain"):d("hand-label"),onSelect:x=>T(b===x?null:x),onPlay:Vt,onMove:ur}),(lt.size>0||dt.size>0)&&r(ni,{knock:lt.size>0,gin:dt.size>0}),r(ti,{actions:ee,view:i,choices:s,selected:b,selectedOption:pr,advising:g,send:_,knock:mr,live:h,bigGin:()=>$({kind:"big_gin",card:null,deadwood:0})})]})]}),r(oi,{snapshot:t,myRole:p,state:e,pileTop:ce}),r(ii,{state:e}),r(si,{state:e,pileTop:ce}),r(li,{state:e,pileTop:ce,phase:se}),r("div",{class:"table-extras",children:[r(Me,{table:o}),r("div",{class:"buttons",children:[l.hints&&o.status==="playing"&&ke&&!g&&r("button",{type:"button",disabled:!h,onClick:()=>e.send({type:"hint",count:3}),children:d("hint")}),l.hints&&o.status==="playing"&&r("button",{type:"button",disabled:!h,onClick:()=>e.send({type:"undo"}),children:d("undo")}),r("button",{type:"button","aria-expanded":v,onClick:()=>D(!v),children:d("rules")})]}),v&&r(Qa,{rules:o.rules,system:o.system}),r(tr,{state:e,seated:u!==null}),r(di,{state:e,seats:c}),r(nr,{state:e,seats:c})]}),w&&r(La,{text:w.kind==="big_gin"?d("confirm-big-gin"):w.kind==="gin"?d("confirm-gin",{card:M(w.card??"")}):d("confirm-knock",{card:M(w.card??""),deadwood:w.deadwood}),onCancel:()=>$(null),disabled:!h,onConfirm:()=>{let x=w;$(null),_(x.kind==="big_gin"?{action:"big_gin"}:{action:"knock",card:x.card})}}),o.status==="between_hands"&&r(Ma,{snapshot:t,state:e,fourColour:n.fourColour}),o.status==="over"&&r(ja,{snapshot:t,state:e,fourColour:n.fourColour}),o.status==="closed"&&r("p",{class:"panel",role:"status",children:d("table-closed")})]})}function Xo({table:t,mySeat:e,toAct:n,state:a,dealer:o}){let i=xe(()=>{let s=new Map;for(let l of a.log)if(l.event.type==="action"||l.event.type==="advice"){let c=Pe(l.event,t.seats);c&&s.set(l.event.player,c)}return s},[a.log,t.seats]);return r("ul",{class:"seats","aria-label":d("score-title"),children:t.seats.map(s=>r("li",{class:`seat${s.seat===n?" to-act":""}${s.seat===e?" mine":""}`,"data-testid":`seat-${s.seat}`,children:[r("span",{class:"seat-name",children:[j(t.seats,s.seat),s.seat===e?` (${d("seat-you")})`:""]}),r(Qo,{seat:s,table:t,toAct:n,dealer:o}),i.get(s.seat)&&r("span",{class:"seat-last",children:d("last-action",{action:i.get(s.seat)??""})}),s.kind==="empty"&&e===null&&t.status!=="over"&&r("button",{type:"button",onClick:()=>a.send({type:"sit",seat:s.seat}),children:d("seat-sit")})]},s.seat))})}function Qo({seat:t,table:e,toAct:n,dealer:a}){let o=rr(e,t.seat),i=[];return o&&i.push(d(`role-${o}`)),t.seat===a&&i.push(d("seat-dealer")),t.seat===n&&i.push(d("seat-to-act")),t.away?i.push(d("seat-away")):t.kind==="person"&&!t.connected&&i.push(d("seat-offline")),t.ready&&e.status==="between_hands"&&i.push(d("seat-ready")),r("span",{class:"seat-flags",children:i.map(s=>r("span",{class:"flag",children:s},s))})}function ei({table:t}){let[e,n]=S(!1),a=t.code?`${location.origin}/join/${t.code}`:null;return r("section",{class:"panel waiting","aria-live":"polite",children:[r("p",{children:d("table-waiting")}),a&&r("p",{class:"share",children:[d("table-share")," ",r("a",{href:a,"data-testid":"share-link",children:a})," ",r("button",{type:"button",onClick:()=>{var o;(o=navigator.clipboard)==null?void 0:o.writeText(a).then(()=>n(!0))},children:e?d("private-copied"):d("private-copy")})]})]})}function ar({snapshot:t,handSeat:e,name:n,fourColour:a}){var l,c;let o=t.view,i=o?o.opponent_hand_size:((l=t.public)==null?void 0:l.hand_sizes[e])??0,s=o?o.opponent_known:((c=t.public)==null?void 0:c.taken_known[e])??[];return r("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[r("p",{class:"opponent-count",children:d("opponent-cards",{name:n,count:i})}),r("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(u,p)=>r("span",{class:"back-slot",children:r(V,{card:null,label:""})},p))}),s.length>0&&r("p",{class:"known",children:[d("opponent-known",{name:n})," ",s.map(u=>r("span",{class:"mini","data-card":u,children:r(V,{card:u,label:W(u),fourColour:a})},u))]})]})}function ti(t){let{actions:e,view:n,choices:a,selected:o,selectedOption:i,send:s,live:l}=t,c=n.pile[n.pile.length-1],u=[];if(e.has("draw_stock")&&u.push(r("button",{type:"button",class:"primary",disabled:!l,onClick:()=>s({action:"draw_stock"}),children:d("action-draw-stock")},"stock")),e.has("draw_discard")&&c){let m=n.phase==="offer"?d("action-take-upcard",{card:M(c)}):d("action-draw-discard",{card:M(c)});u.push(r("button",{type:"button",disabled:!l,onClick:()=>s({action:"draw_discard"}),children:m},"pile"))}e.has("pass")&&u.push(r("button",{type:"button",disabled:!l,onClick:()=>s({action:"pass"}),children:d("action-pass")},"pass")),e.has("discard")&&(o&&i?u.push(r("button",{type:"button",class:"primary",disabled:!l,onClick:()=>s({action:"discard",card:o}),children:d("action-discard",{card:M(o)})},"discard")):u.push(r("span",{class:"prompt",children:d("action-choose-card")},"choose")));let p=i!=null&&i.knock&&o?o:a.knock_card,g=p?a.discards.find(m=>m.card===p):void 0;return e.has("knock")&&p&&g&&u.push(r("button",{type:"button",class:g.gin?"gin":"knock","data-testid":"knock",disabled:!l,onClick:()=>t.knock(p),children:g.gin?d("action-gin-with",{card:M(p)}):d("action-knock-with",{card:M(p)})},"knock")),e.has("big_gin")&&u.push(r("button",{type:"button",class:"gin",disabled:!l,onClick:t.bigGin,children:d("action-big-gin")},"big")),u.length?r("div",{class:"actions",role:"toolbar","aria-label":t.advising?d("advise"):d("turn-yours"),children:u}):null}function ni({knock:t,gin:e}){return r("p",{class:"legend knock-legend","data-testid":"knock-legend",children:[t&&r("span",{children:[r("span",{class:"swatch knock-swatch","aria-hidden":"true"})," ",d("knock-mark-legend")]}),e&&r("span",{children:[r("span",{class:"swatch gin-swatch","aria-hidden":"true"})," ",d("gin-mark-legend")]})]})}function ai({snapshot:t,name:e,fourColour:n}){var o;let a=(o=t.view??t.public)==null?void 0:o.arrangement;return a?r("section",{class:"laydown shown","aria-label":d("laydown-knocker",{name:e}),"data-motion":"still",children:[r("h3",{children:d("laydown-knocker",{name:e})}),r(ye,{melds:a.melds,extra:a.deadwood_cards,fourColour:n})]}):null}function ri({seconds:t,decision:e}){let[n,a]=S(Math.ceil(t));return L(()=>{let o=performance.now();a(Math.ceil(t));let i=window.setInterval(()=>a(Math.max(0,Math.ceil(t-(performance.now()-o)/1e3))),250);return()=>window.clearInterval(i)},[e,t]),r("span",{class:`badge clock${n<=10?" urgent":""}`,role:"timer",children:d("turn-clock",{seconds:n})})}function oi({snapshot:t,myRole:e,state:n,pileTop:a}){if(e!=="captain"&&e!=="out"||t.table.status!=="playing")return null;let o=t.advice;return r("p",{class:"advice",role:"status","data-testid":"advice",children:[o===null?d("advice-none"):e==="captain"?d("advice-from",{action:de(o,a)}):d("advice-sent",{action:de(o,a)}),o!==null&&e==="out"&&r("button",{type:"button",onClick:()=>n.send({type:"advise",action:null}),children:d("advice-withdraw")})]})}function ii({state:t}){var a;let[e,n]=S(null);return L(()=>{if(n(t.refusal),!t.refusal)return;let o=window.setTimeout(()=>n(null),8e3);return()=>window.clearTimeout(o)},[(a=t.refusal)==null?void 0:a.at]),e?r("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[r("strong",{children:re(e.code,e.message)}),e.code==="illegal"&&r("span",{class:"detail",children:[" ",d("error-detail",{message:e.message})]})]}):null}function si({state:t,pileTop:e}){var o;let[n,a]=S(null);return L(()=>{if(a(t.unsent),!t.unsent)return;let i=window.setTimeout(()=>a(null),12e3);return()=>window.clearTimeout(i)},[(o=t.unsent)==null?void 0:o.at]),n?r("div",{class:"refusal",role:"alert","data-testid":"unsent",children:r("strong",{children:n.action?d("action-not-made",{action:de(n.action,e)}):d("action-not-sent")})}):null}function li({state:t,pileTop:e,phase:n}){return t.hints?r("section",{class:"panel hints","aria-label":d("hints-title"),children:[r("h2",{children:d("hints-title")}),r("ol",{children:t.hints.map((a,o)=>{let i=Ka(a);return r("li",{"data-testid":"hint-line",children:[r("strong",{children:Fa(a,e,n)}),i&&r("span",{class:"reason",children:[": ",i]})]},o)})}),r("button",{type:"button",onClick:t.clearHints,children:d("action-cancel")})]}):null}function di({state:t,seats:e}){let n=t.log[t.log.length-1],a=n?Pe(n.event,e):null;return r("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:a??""})}var ci=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),ui=new Set(["view","public"]),ie=class extends Error{};function je(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function ir(t,e,n){if(!je(n))throw new ie("changes are not an object");if(e<t.seq)throw new ie(`changes as of ${e} to a snapshot as of ${t.seq}`);let a={...t,seq:e};for(let[o,i]of Object.entries(n)){if(!ci.has(o))throw new ie(`unknown part ${o}`);let s=a[o];if(o==="table"){if(!je(i)||!je(s))throw new ie("the table's changes are not an object");a[o]={...s,...i}}else if(ui.has(o)&&i!==null&&s!==null&&s!==void 0){if(!je(i)||!je(s))throw new ie(`the ${o}'s changes are not an object`);let l={...s};for(let[c,u]of Object.entries(i))if(c==="new_events"){let p=l.events;if(!Array.isArray(p)||!Array.isArray(u))throw new ie(`events added to a ${o} without events`);l.events=[...p,...u]}else l[c]=u;a[o]=l}else a[o]=i}return a}var sr=[300,800,1500,3e3,5e3],pi=25e3,st=class{constructor(e,n,a,o){I(this,"table",e);I(this,"token",n);I(this,"as",a);I(this,"listener",o);I(this,"socket",null);I(this,"held",null);I(this,"seq",0);I(this,"attempt",0);I(this,"stopped",!1);I(this,"missed",[]);I(this,"timer");I(this,"pinger");I(this,"nextId",1);I(this,"pending",null);I(this,"fresh",!1);I(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var e;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(e=this.socket)==null||e.close(1e3),this.socket=null,this.setState("closed")}send(e){var a,o;if(!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open")return!1;let n={...e,id:this.nextId++};if(e.type==="act"||e.type==="ready"){let i=((a=this.held)==null?void 0:a.view)??null;this.pending={intent:n,hand:((o=this.held)==null?void 0:o.hand)??null,turn:(i==null?void 0:i.turn)??null,phase:(i==null?void 0:i.phase)??null}}return this.socket.send(JSON.stringify(n)),!0}tells(e){var o;let n=this.pending,a=((o=this.held)==null?void 0:o.you.seat)??null;return!n||a===null?!1:n.intent.type==="act"?e.type==="action"&&e.player===a&&e.by==="person":e.type==="ready"?e.seat===a:e.type==="deal"}heard(e){e.some(n=>this.tells(n.event))&&(this.pending=null)}resume(e){var l,c,u;let n=this.pending;if(!n)return;this.pending=null;let a=n.intent,o=e.view,i=e.you.seat,s=!1;if(a.type==="act"?s=e.hand===n.hand&&o!==null&&o.turn===n.turn&&o.phase===n.phase&&(((l=e.choices)==null?void 0:l.to_act)??!1)&&(((c=e.choices)==null?void 0:c.actions)??[]).includes(a.action.action):s=e.table.status==="between_hands"&&i!==null&&!(((u=e.table.seats[i])==null?void 0:u.ready)??!0),s){let{id:p,...g}=a;this.send(g)}else a.type==="act"&&this.listener.unsent(a.action)}setState(e){this.state!==e&&(this.state=e,this.listener.state(e))}connect(){let e=location.protocol==="https:"?"wss:":"ws:",n=new WebSocket(`${e}//${location.host}/ws`);this.socket=n,this.missed=[],this.fresh=!0,n.onopen=()=>{let a={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};a.last_seq=this.held!==null?this.seq:0,n.send(JSON.stringify(a))},n.onmessage=a=>{if(n!==this.socket)return;let o;try{o=JSON.parse(String(a.data))}catch{return this.resync()}this.receive(o)},n.onclose=()=>{n===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let e=sr[Math.min(this.attempt,sr.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),e)}resync(){let e=this.socket;this.socket=null,e==null||e.close(4e3),this.connect()}receive(e){switch(e.type){case"welcome":return;case"event":this.missed.push({seq:e.seq,event:e.event});return;case"snapshot":{let{type:n,...a}=e,o=this.fresh&&this.held!==null;this.fresh=!1,this.heard(this.missed),this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),pi),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a),o&&this.resume(a);return}case"update":{if(this.held===null||e.seq<this.seq)return this.resync();try{this.held=ir(this.held,e.seq,e.changes)}catch(n){if(n instanceof ie)return this.resync();throw n}this.seq=e.seq,this.heard(e.events),e.events.length&&this.listener.events(e.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(e.hints);return;case"error":{this.pending&&e.id===this.pending.intent.id&&(this.pending=null);let n=this.held===null;n&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(e.code)),e.code==="conflict"&&e.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:e.code,message:e.message,field:e.field},n&&this.stopped),n&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function fi(t,e){let n=`ginrummy-deck-v1:${t.join(",")}:${e}`,a=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(n));return[...new Uint8Array(a)].map(o=>o.toString(16).padStart(2,"0")).join("")}async function lr(t,e,n){var o;return(o=globalThis.crypto)!=null&&o.subtle?e.length===52&&new Set(e).size===52&&await fi(e,n)===t?"verified":"mismatch":"unavailable"}var hi=200;function dr(t,e,n){let[a,o]=S(null),[i,s]=S("connecting"),[l,c]=S([]),[u,p]=S(null),[g,m]=S(null),[h,b]=S(null),[T,w]=S(null),[$,v]=S(null),[D,Z]=S(null),F=U({}),N=U(null);return L(()=>{let O=f=>{if(f.type==="commitment")F.current[f.hand]=f.sha256;else if(f.type==="deal")v(null),b(null);else if(f.type==="hand_end"){let k=f.hand,y={hand:k,end:f.end,score:f.score,verdict:"checking"};v(y);let _=F.current[k];_===void 0?v({...y,verdict:"unavailable"}):lr(_,f.reveal.deck,f.reveal.salt).then(C=>v(E=>E&&E.hand===k?{...E,verdict:C}:E))}else f.type==="match_end"?Z({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&b(null)},z=new st(t,e,n,{snapshot:f=>{var k,y;f.hand!==null&&f.commitment!==null&&((k=F.current)[y=f.hand]??(k[y]=f.commitment)),o(f)},events:f=>{f.forEach(k=>O(k.event)),c(k=>[...k,...f].slice(-hi))},state:s,refused:(f,k)=>k?m(f):p({...f,at:Date.now()}),hints:b,unsent:f=>w({action:f,at:Date.now()})});return N.current=z,z.open(),()=>z.close()},[t,e,n]),xe(()=>({snapshot:a,link:i,log:l,refusal:u,fatal:g,hints:h,unsent:T,lastEnd:$,matchEnd:D,commitments:F.current,send:O=>{var f;let z=((f=N.current)==null?void 0:f.send(O))??!1;return!z&&(O.type==="act"||O.type==="ready")&&w({action:O.type==="act"?O.action:null,at:Date.now()}),z},clearHints:()=>b(null)}),[a,i,l,u,g,h,T,$,D])}function gi(t){let e=document.documentElement;e.classList.toggle("cards-large",t.largeCards),e.classList.toggle("four-colour",t.fourColour),e.dataset.speed=t.speed}function yi(){let[t,e]=S(Na),[n,a]=S(tt.get),[o,i]=S(!1),s=la(),l=aa(t.language);ra(l),L(()=>gi(t),[t]),L(()=>{document.title=d("app-title")},[l]);let c=g=>{Ia(g),e(g)},u=()=>{tt.set(null),a(null)},p;return s.page==="fair"?p=r(ia,{}):s.page==="replay"?p=r(Ra,{id:s.id,fourColour:t.fourColour}):n?s.page==="join"?p=r(_i,{code:s.code,identity:n,onUnknown:u}):s.page==="table"?p=r($i,{id:s.id,identity:n,settings:t,setSettings:c,onUnknown:u},s.id):p=r(fa,{identity:n,settings:t,setSettings:c}):p=r(vi,{onDone:g=>{tt.set(g),a(g)}}),r(K,{children:[r("header",{class:"top",children:[r("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),J("/")},children:d("app-title")}),n&&r("span",{class:"me",children:n.name}),r("label",{class:"language",children:[r("span",{class:"visually-hidden",children:d("settings-language")}),r("select",{value:t.language??"","aria-label":d("settings-language"),"data-testid":"language",onChange:g=>c({...t,language:g.currentTarget.value||null}),children:[r("option",{value:"",children:d("settings-language-auto")}),Ee.map(g=>r("option",{value:g,lang:g,children:bi(g)},g))]})]}),r("button",{type:"button",class:"settings-button","aria-expanded":o,onClick:()=>i(!o),children:d("settings")})]}),o&&r(wi,{settings:t,setSettings:c,identity:n,forget:u}),r("main",{class:"content",children:p}),r("footer",{class:"bottom",children:r("a",{href:"/fair",onClick:g=>{g.preventDefault(),J("/fair")},children:d("fair-link")})})]})}var ki={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function bi(t){return ki[t]}function wi({settings:t,setSettings:e,identity:n,forget:a}){return r("section",{class:"panel settings","aria-label":d("settings"),children:[r("label",{children:[d("settings-speed")," ",r("select",{value:t.speed,onChange:o=>e({...t,speed:o.currentTarget.value}),children:["off","slow","normal","fast"].map(o=>r("option",{value:o,children:d(`speed-${o}`)},o))})]}),r("label",{children:[r("input",{type:"checkbox",checked:t.largeCards,onChange:o=>e({...t,largeCards:o.currentTarget.checked})})," ",d("settings-large-cards")]}),r("label",{children:[r("input",{type:"checkbox",checked:t.fourColour,onChange:o=>e({...t,fourColour:o.currentTarget.checked})})," ",d("settings-four-colour")]}),n&&r("button",{type:"button",onClick:a,children:d("name-change")})]})}function vi({onDone:t}){let[e,n]=S(""),[a,o]=S(null),i=async()=>{o(null);try{let s=await te("POST","/api/identities",{name:e.trim()});t(s)}catch(s){s instanceof Y&&s.code==="conflict"?o(d("error-name-taken")):s instanceof Y?o(`${re(s.code,s.message)} ${s.code==="bad_message"?s.message:""}`):o(String(s))}};return r("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[r("h1",{children:d("app-title")}),r("p",{children:d("home-tagline")}),r("label",{for:"name",children:d("name-prompt")}),r("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:e,onInput:s=>n(s.currentTarget.value)}),a&&r("p",{class:"refusal",role:"alert",children:a}),r("button",{type:"submit",class:"primary",children:d("name-save")})]})}function _i({code:t,identity:e,onUnknown:n}){let[a,o]=S(null);return L(()=>{te("POST","/api/tables/join",{code:t},e.token).then(i=>J(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof Y&&i.code==="not_authenticated"&&n(),o(i instanceof Y?re(i.code,i.message):String(i))})},[t,e.token]),a?r("p",{class:"refusal",role:"alert",children:a}):r("p",{class:"loading",role:"status",children:d("loading")})}function $i({id:t,identity:e,settings:n,setSettings:a,onUnknown:o}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",l=i.get("sit"),c=dr(t,e.token,s?"spectator":"player");return L(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&o()},[c.fatal]),L(()=>{l!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(l)}),history.replaceState(null,"",`/table/${t}`))},[c.snapshot!==null,c.link]),r(K,{children:[c.link==="reconnecting"&&r("div",{class:"banner",role:"status","data-testid":"reconnecting",children:[d("link-reconnecting")," ",d("link-paused")]}),c.fatal&&r("p",{class:"refusal",role:"alert",children:re(c.fatal.code,c.fatal.message)}),!c.fatal&&r(or,{state:c,settings:n,setSettings:a})]})}Sn(r(yi,{}),document.getElementById("app"));
