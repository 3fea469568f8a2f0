var tn=Object.defineProperty;var an=(t,e,a)=>e in t?tn(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var R=(t,e,a)=>an(t,typeof e!="symbol"?e+"":e,a);var Be,T,aa,rn,oe,Qt,ra,na,ut,Ne,we,oa,ft,mt,pt,nn,Ie={},Oe=[],on=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,Fe=Array.isArray;function ae(t,e){for(var a in e)t[a]=e[a];return t}function ht(t){t&&t.parentNode&&t.parentNode.removeChild(t)}function sn(t,e,a){var r,n,i,s={};for(i in e)i=="key"?r=e[i]:i=="ref"?n=e[i]:s[i]=e[i];if(arguments.length>2&&(s.children=arguments.length>3?Be.call(arguments,2):a),typeof t=="function"&&t.defaultProps!=null)for(i in t.defaultProps)s[i]===void 0&&(s[i]=t.defaultProps[i]);return ze(t,s,r,n,null)}function ze(t,e,a,r,n){var i={type:t,props:e,key:a,ref:r,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:n??++aa,__i:-1,__u:0};return n==null&&T.vnode!=null&&T.vnode(i),i}function P(t){return t.children}function De(t,e){this.props=t,this.context=e}function me(t,e){if(e==null)return t.__?me(t.__,t.__i+1):null;for(var a;e<t.__k.length;e++)if((a=t.__k[e])!=null&&a.__e!=null)return a.__e;return typeof t.type=="function"?me(t):null}function ln(t){if(t.__P&&t.__d){var e=t.__v,a=e.__e,r=[],n=[],i=ae({},e);i.__v=e.__v+1,T.vnode&&T.vnode(i),gt(t.__P,i,e,t.__n,t.__P.namespaceURI,32&e.__u?[a]:null,r,a??me(e),!!(32&e.__u),n),i.__v=e.__v,i.__.__k[i.__i]=i,ca(r,i,n),e.__e=e.__=null,i.__e!=a&&ia(i)}}function ia(t){if((t=t.__)!=null&&t.__c!=null)return t.__e=t.__c.base=null,t.__k.some(function(e){if(e!=null&&e.__e!=null)return t.__e=t.__c.base=e.__e}),ia(t)}function Xt(t){(!t.__d&&(t.__d=!0)&&oe.push(t)&&!He.__r++||Qt!=T.debounceRendering)&&((Qt=T.debounceRendering)||ra)(He)}function He(){try{for(var t,e=1;oe.length;)oe.length>e&&oe.sort(na),t=oe.shift(),e=oe.length,ln(t)}finally{oe.length=He.__r=0}}function sa(t,e,a,r,n,i,s,l,c,u,p){var g,m,h,k,$,S,x=r&&r.__k||Oe,w=e.length;for(c=dn(a,e,x,c,w),g=0;g<w;g++)(h=a.__k[g])!=null&&(m=h.__i!=-1&&x[h.__i]||Ie,h.__i=g,S=gt(t,h,m,n,i,s,l,c,u,p),k=h.__e,h.ref&&m.ref!=h.ref&&(m.ref&&yt(m.ref,null,h),p.push(h.ref,h.__c||k,h)),$==null&&k!=null&&($=k),4&h.__u?(c=la(h,c,t),m.__e&&(m.__e=null)):typeof h.type=="function"&&S!==void 0?c=S:k&&(c=k.nextSibling),h.__u&=-7);return a.__e=$,c}function dn(t,e,a,r,n){var i,s,l,c,u,p=a.length,g=p,m=0;for(t.__k=new Array(n),i=0;i<n;i++)(s=e[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=t.__k[i]=ze(null,s,null,null,null):Fe(s)?s=t.__k[i]=ze(P,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=t.__k[i]=ze(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):t.__k[i]=s,c=i+m,s.__=t,s.__b=t.__b+1,l=null,(u=s.__i=cn(s,a,c,g))!=-1&&(g--,(l=a[u])&&(l.__u|=2)),l==null||l.__v==null?(u==-1&&(n>p?m--:n<p&&m++),typeof s.type!="function"&&(s.__u|=4)):u!=c&&(u==c-1?m--:u==c+1?m++:(u>c?m--:m++,s.__u|=4))):t.__k[i]=null;if(g)for(i=0;i<p;i++)(l=a[i])!=null&&(2&l.__u)==0&&(l.__e==r&&(r=me(l)),ma(l,l));return r}function la(t,e,a){var r,n;if(typeof t.type=="function"){for(r=t.__k,n=0;r&&n<r.length;n++)r[n]&&(r[n].__=t,e=la(r[n],e,a));return e}t.__e!=e&&(e&&t.type&&!e.parentNode&&(e=me(t)),e=a.insertBefore(t.__e,e||null));do e=e&&e.nextSibling;while(e!=null&&e.nodeType==8);return e}function cn(t,e,a,r){var n,i,s,l=t.key,c=t.type,u=e[a],p=u!=null&&(2&u.__u)==0;if(u===null&&l==null||p&&l==u.key&&c==u.type)return a;if(r>(p?1:0)){for(n=a-1,i=a+1;n>=0||i<e.length;)if((u=e[s=n>=0?n--:i++])!=null&&(2&u.__u)==0&&l==u.key&&c==u.type)return s}return-1}function ea(t,e,a){e[0]=="-"?t.setProperty(e,a??""):t[e]=a==null?"":typeof a!="number"||on.test(e)?a:a+"px"}function Pe(t,e,a,r,n){var i,s;e:if(e=="style")if(typeof a=="string")t.style.cssText=a;else{if(typeof r=="string"&&(t.style.cssText=r=""),r)for(e in r)a&&e in a||ea(t.style,e,"");if(a)for(e in a)r&&a[e]==r[e]||ea(t.style,e,a[e])}else if(e[0]=="o"&&e[1]=="n")i=e!=(e=e.replace(oa,"$1")),s=e.toLowerCase(),e=s in t||e=="onFocusOut"||e=="onFocusIn"?s.slice(2):e.slice(2),t.l||(t.l={}),t.l[e+i]=a,a?r?a[we]=r[we]:(a[we]=ft,t.addEventListener(e,i?pt:mt,i)):t.removeEventListener(e,i?pt:mt,i);else{if(n=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{t[e]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&a==1?"":a))}}function ta(t){return function(e){if(this.l){var a=this.l[e.type+t];if(e[Ne]==null)e[Ne]=ft++;else if(e[Ne]<a[we])return;return a(T.event?T.event(e):e)}}}function gt(t,e,a,r,n,i,s,l,c,u){var p,g,m,h,k,$,S,x,w,M,K,E,j,G,I,f,y=e.type;if(e.constructor!==void 0)return null;128&a.__u&&(c=!!(32&a.__u),i=[l=e.__e=a.__e]),(p=T.__b)&&p(e);e:if(typeof y=="function"){g=s.length;try{if(w=e.props,M=y.prototype&&y.prototype.render,K=(p=y.contextType)&&r[p.__c],E=p?K?K.props.value:p.__:r,a.__c?x=(m=e.__c=a.__c).__=m.__E:(M?e.__c=m=new y(w,E):(e.__c=m=new De(w,E),m.constructor=y,m.render=mn),K&&K.sub(m),m.state||(m.state={}),m.__n=r,h=m.__d=!0,m.__h=[],m._sb=[]),M&&m.__s==null&&(m.__s=m.state),M&&y.getDerivedStateFromProps!=null&&(m.__s==m.state&&(m.__s=ae({},m.__s)),ae(m.__s,y.getDerivedStateFromProps(w,m.__s))),k=m.props,$=m.state,m.__v=e,h)M&&y.getDerivedStateFromProps==null&&m.componentWillMount!=null&&m.componentWillMount(),M&&m.componentDidMount!=null&&m.__h.push(m.componentDidMount);else{if(M&&y.getDerivedStateFromProps==null&&w!==k&&m.componentWillReceiveProps!=null&&m.componentWillReceiveProps(w,E),e.__v==a.__v||!m.__e&&m.shouldComponentUpdate!=null&&m.shouldComponentUpdate(w,m.__s,E)===!1){e.__v!=a.__v&&(m.props=w,m.state=m.__s,m.__d=!1),e.__e=a.__e,e.__k=a.__k,e.__k.some(function(b){b&&(b.__=e)}),Oe.push.apply(m.__h,m._sb),m._sb=[],m.__h.length&&s.push(m),l=me(a);break e}m.componentWillUpdate!=null&&m.componentWillUpdate(w,m.__s,E),M&&m.componentDidUpdate!=null&&m.__h.push(function(){m.componentDidUpdate(k,$,S)})}if(m.context=E,m.props=w,m.__P=t,m.__e=!1,j=T.__r,G=0,M)m.state=m.__s,m.__d=!1,j&&j(e),p=m.render(m.props,m.state,m.context),Oe.push.apply(m.__h,m._sb),m._sb=[];else do m.__d=!1,j&&j(e),p=m.render(m.props,m.state,m.context),m.state=m.__s;while(m.__d&&++G<25);m.state=m.__s,m.getChildContext!=null&&(r=ae(ae({},r),m.getChildContext())),M&&!h&&m.getSnapshotBeforeUpdate!=null&&(S=m.getSnapshotBeforeUpdate(k,$)),I=p!=null&&p.type===P&&p.key==null?ua(p.props.children):p,l=sa(t,Fe(I)?I:[I],e,a,r,n,i,s,l,c,u),m.base=e.__e,e.__u&=-161,m.__h.length&&s.push(m),x&&(m.__E=m.__=null)}catch(b){if(s.length=g,e.__v=null,c||i!=null){if(b.then){for(e.__u|=c?160:128;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;i!=null&&(i[i.indexOf(l)]=null),e.__e=l}else if(i!=null)for(f=i.length;f--;)ht(i[f])}else e.__e=a.__e;e.__k==null&&(e.__k=a.__k||[]),b.then||da(e),T.__e(b,e,a)}}else i==null&&e.__v==a.__v?(e.__k=a.__k,e.__e=a.__e):l=e.__e=un(a.__e,e,a,r,n,i,s,c,u);return(p=T.diffed)&&p(e),128&e.__u?void 0:l}function da(t){t&&(t.__c&&(t.__c.__e=!0),t.__k&&t.__k.some(da))}function ca(t,e,a){for(var r=0;r<a.length;r++)yt(a[r],a[++r],a[++r]);T.__c&&T.__c(e,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(i){i.call(n)})}catch(i){T.__e(i,n.__v)}})}function ua(t){return typeof t!="object"||t==null||t.__b>0?t:Fe(t)?t.map(ua):t.constructor!==void 0?null:ae({},t)}function un(t,e,a,r,n,i,s,l,c){var u,p,g,m,h,k,$,S=a.props||Ie,x=e.props,w=e.type;if(w=="svg"?n="http://www.w3.org/2000/svg":w=="math"?n="http://www.w3.org/1998/Math/MathML":n||(n="http://www.w3.org/1999/xhtml"),i!=null){for(u=0;u<i.length;u++)if((h=i[u])&&"setAttribute"in h==!!w&&(w?h.localName==w:h.nodeType==3)){t=h,i[u]=null;break}}if(t==null){if(w==null)return document.createTextNode(x);t=document.createElementNS(n,w,x.is&&x),l&&(T.__m&&T.__m(e,i),l=!1),i=null}if(w==null)S===x||l&&t.data==x||(t.data=x);else{if(i=w=="textarea"&&x.defaultValue!=null?null:i&&Be.call(t.childNodes),!l&&i!=null)for(S={},u=0;u<t.attributes.length;u++)S[(h=t.attributes[u]).name]=h.value;for(u in S)h=S[u],u=="dangerouslySetInnerHTML"?g=h:u=="children"||u in x||u=="value"&&"defaultValue"in x||u=="checked"&&"defaultChecked"in x||Pe(t,u,null,h,n);for(u in x)h=x[u],u=="children"?m=h:u=="dangerouslySetInnerHTML"?p=h:u=="value"?k=h:u=="checked"?$=h:l&&typeof h!="function"||S[u]===h||Pe(t,u,h,S[u],n);if(p)l||g&&(p.__html==g.__html||p.__html==t.innerHTML)||(t.innerHTML=p.__html),e.__k=[];else if(g&&(t.innerHTML=""),sa(e.type=="template"?t.content:t,Fe(m)?m:[m],e,a,r,w=="foreignObject"?"http://www.w3.org/1999/xhtml":n,i,s,i?i[0]:a.__k&&me(a,0),l,c),i!=null)for(u=i.length;u--;)ht(i[u]);l&&w!="textarea"||(u="value",w=="progress"&&k==null?t.removeAttribute("value"):k!=null&&(k!==t[u]||w=="progress"&&!k||w=="option"&&k!=S[u])&&Pe(t,u,k,S[u],n),u="checked",$!=null&&$!=t[u]&&Pe(t,u,$,S[u],n))}return t}function yt(t,e,a){try{if(typeof t=="function"){var r=typeof t.__u=="function";r&&t.__u(),r&&e==null||(t.__u=t(e))}else t.current=e}catch(n){T.__e(n,a)}}function ma(t,e,a){var r,n;if(T.unmount&&T.unmount(t),(r=t.ref)&&(r.current&&r.current!=t.__e||yt(r,null,e)),(r=t.__c)!=null){if(r.componentWillUnmount)try{r.componentWillUnmount()}catch(i){T.__e(i,e)}r.base=r.__P=r.__n=null}if(r=t.__k)for(n=0;n<r.length;n++)r[n]&&ma(r[n],e,a||typeof t.type!="function");a||ht(t.__e),t.__c=t.__=t.__e=void 0}function mn(t,e,a){return this.constructor(t,a)}function pa(t,e,a){var r,n,i,s;e==document&&(e=document.documentElement),T.__&&T.__(t,e),n=(r=typeof a=="function")?null:a&&a.__k||e.__k,i=[],s=[],gt(e,t=(!r&&a||e).__k=sn(P,null,[t]),n||Ie,Ie,e.namespaceURI,!r&&a?[a]:n?null:e.firstChild?Be.call(e.childNodes):null,i,!r&&a?a:n?n.__e:e.firstChild,r,s),ca(i,t,s),t.props.children=null}Be=Oe.slice,T={__e:function(t,e,a,r){for(var n,i,s;e=e.__;)if((n=e.__c)&&!n.__)try{if((i=n.constructor)&&i.getDerivedStateFromError!=null&&(n.setState(i.getDerivedStateFromError(t)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(t,r||{}),s=n.__d),s)return n.__E=n}catch(l){t=l}throw t}},aa=0,rn=function(t){return t!=null&&t.constructor===void 0},De.prototype.setState=function(t,e){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ae({},this.state),typeof t=="function"&&(t=t(ae({},a),this.props)),t&&ae(a,t),t!=null&&this.__v&&(e&&this._sb.push(e),Xt(this))},De.prototype.forceUpdate=function(t){this.__v&&(this.__e=!0,t&&this.__h.push(t),Xt(this))},De.prototype.render=P,oe=[],ra=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,na=function(t,e){return t.__v.__b-e.__v.__b},He.__r=0,ut=Math.random().toString(8),Ne="__d"+ut,we="__a"+ut,oa=/(PointerCapture)$|Capture$/i,ft=0,mt=ta(!1),pt=ta(!0),nn=0;var ve,L,kt,fa,Ue=0,va=[],N=T,ha=N.__b,ga=N.__r,ya=N.diffed,ka=N.__c,ba=N.unmount,_a=N.__;function _t(t,e){N.__h&&N.__h(L,t,Ue||e),Ue=0;var a=L.__H||(L.__H={__:[],__h:[]});return t>=a.__.length&&a.__.push({}),a.__[t]}function v(t){return Ue=1,pn(xa,t)}function pn(t,e,a){var r=_t(ve++,2);if(r.t=t,!r.__c&&(r.__=[a?a(e):xa(void 0,e),function(l){var c=r.__N?r.__N[0]:r.__[0],u=r.t(c,l);c!==u&&(r.__N=[u,r.__[1]],r.__c.setState({}))}],r.__c=L,!L.__f)){var n=function(l,c,u){if(!r.__c.__H)return!0;var p=!1,g=r.__c.props!==l;if(r.__c.__H.__.some(function(h){if(h.__N){p=!0;var k=h.__[0];h.__=h.__N,h.__N=void 0,k!==h.__[0]&&(g=!0)}}),i){var m=i.call(this,l,c,u);return p?m||g:m}return!p||g};L.__f=!0;var i=L.shouldComponentUpdate,s=L.componentWillUpdate;L.componentWillUpdate=function(l,c,u){if(this.__e){var p=i;i=void 0,n(l,c,u),i=p}s&&s.call(this,l,c,u)},L.shouldComponentUpdate=n}return r.__N||r.__}function A(t,e){var a=_t(ve++,3);!N.__s&&$a(a.__H,e)&&(a.__=t,a.u=e,L.__H.__h.push(a))}function B(t){return Ue=5,$e(function(){return{current:t}},[])}function $e(t,e){var a=_t(ve++,7);return $a(a.__H,e)&&(a.__=t(),a.__H=e,a.__h=t),a.__}function fn(){for(var t;t=va.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(Ke),e.__h.some(bt),e.__h=[]}catch(a){e.__h=[],N.__e(a,t.__v)}}}N.__b=function(t){L=null,ha&&ha(t)},N.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),_a&&_a(t,e)},N.__r=function(t){ga&&ga(t),ve=0;var e=(L=t.__c).__H;e&&(kt===L?(e.__h=[],L.__h=[],e.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(e.__h.some(Ke),e.__h.some(bt),e.__h=[],ve=0)),kt=L},N.diffed=function(t){ya&&ya(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&(va.push(e)!==1&&fa===N.requestAnimationFrame||((fa=N.requestAnimationFrame)||hn)(fn)),e.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),kt=L=null},N.__c=function(t,e){e.some(function(a){try{a.__h.some(Ke),a.__h=a.__h.filter(function(r){return!r.__||bt(r)})}catch(r){e.some(function(n){n.__h&&(n.__h=[])}),e=[],N.__e(r,a.__v)}}),ka&&ka(t,e)},N.unmount=function(t){ba&&ba(t);var e,a=t.__c;a&&a.__H&&(a.__H.__.some(function(r){try{Ke(r)}catch(n){e=n}}),a.__H=void 0,e&&N.__e(e,a.__v))};var wa=typeof requestAnimationFrame=="function";function hn(t){var e,a=function(){clearTimeout(r),wa&&cancelAnimationFrame(e),setTimeout(t)},r=setTimeout(a,35);wa&&(e=requestAnimationFrame(a))}function Ke(t){var e=L,a=t.__c;typeof a=="function"&&(t.__c=void 0,a()),L=e}function bt(t){var e=L;t.__c=t.__(),L=e}function $a(t,e){return!t||t.length!==e.length||e.some(function(a,r){return a!==t[r]})}function xa(t,e){return typeof e=="function"?e(t):e}var ie=class extends Error{constructor(a,r,n,i=null,s=null,l=null){super(r);R(this,"code",a);R(this,"status",n);R(this,"reason",i);R(this,"field",s);R(this,"retryAfter",l)}};async function Z(t,e,a,r){let n={accept:"application/json"};a!==void 0&&(n["content-type"]="application/json"),r&&(n.authorization=`Bearer ${r}`);let i;try{i=await fetch(e,{method:t,headers:n,body:a===void 0?null:JSON.stringify(a)})}catch{throw new ie("offline","the server cannot be reached",0)}let s=await i.text(),l=null;try{l=s?JSON.parse(s):null}catch{l=null}if(!i.ok){let c=l??{},u=i.headers.get("retry-after");throw new ie(c.code??"internal",c.message??`HTTP ${i.status}`,i.status,c.reason??null,c.field??null,u===null?null:Number(u))}return l}var Q=class{constructor(e){this.value=e}valueOf(){return this.value}},C=class extends Q{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},H=class extends Q{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},X=class t extends Q{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof Q)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof Q&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Sa=100,gn="\u2068",yn="\u2069";function kn(t,e,a){if(a===e||a instanceof H&&e instanceof H&&a.value===e.value)return!0;if(e instanceof H&&typeof a=="string"){let r=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===r)return!0}return!1}function Ta(t,e,a){return e[a]?ye(t,e[a].value):(t.reportError(new RangeError("No default")),new C)}function wt(t,e){let a=[],r=Object.create(null);for(let n of e)n.type==="narg"?r[n.name]=xe(t,n.value):a.push(xe(t,n));return{positional:a,named:r}}function xe(t,e){switch(e.type){case"str":return e.value;case"num":return new H(e.value,{minimumFractionDigits:e.precision});case"var":return bn(t,e);case"mesg":return _n(t,e);case"term":return wn(t,e);case"func":return vn(t,e);case"select":return $n(t,e);default:return new C}}function bn(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new C(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new C(`$${e}`);if(a instanceof Q)return a;switch(typeof a){case"string":return a;case"number":return new H(a);case"object":if(X.supportsValue(a))return new X(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new C(`$${e}`)}}function _n(t,{name:e,attr:a}){let r=t.bundle._messages.get(e);if(!r)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new C(e);if(a){let n=r.attributes[a];return n?ye(t,n):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new C(`${e}.${a}`))}return r.value?ye(t,r.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new C(e))}function wn(t,{name:e,attr:a,args:r}){let n=`-${e}`,i=t.bundle._terms.get(n);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${n}`)),new C(n);if(a){let l=i.attributes[a];if(l){t.params=wt(t,r).named;let c=ye(t,l);return t.params=null,c}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new C(`${n}.${a}`)}t.params=wt(t,r).named;let s=ye(t,i.value);return t.params=null,s}function vn(t,{name:e,args:a}){let r=t.bundle._functions[e];if(!r)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new C(`${e}()`);if(typeof r!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new C(`${e}()`);try{let n=wt(t,a);return r(n.positional,n.named)}catch(n){return t.reportError(n),new C(`${e}()`)}}function $n(t,{selector:e,variants:a,star:r}){let n=xe(t,e);if(n instanceof C)return Ta(t,a,r);for(let i of a){let s=xe(t,i.key);if(kn(t,n,s))return ye(t,i.value)}return Ta(t,a,r)}function vt(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new C;t.dirty.add(e);let a=[],r=t.bundle._useIsolating&&e.length>1;for(let n of e){if(typeof n=="string"){a.push(t.bundle._transform(n));continue}if(t.placeables++,t.placeables>Sa)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${Sa}`);r&&a.push(gn),a.push(xe(t,n).toString(t)),r&&a.push(yn)}return t.dirty.delete(e),a.join("")}function ye(t,e){return typeof e=="string"?t.bundle._transform(e):vt(t,e)}var qe=class{constructor(e,a,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=r}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let r=this.bundle._intls.get(e);r||(r={},this.bundle._intls.set(e,r));let n=JSON.stringify(a);return r[n]||(r[n]=new e(this.bundle.locales,a)),r[n]}};function $t(t,e){let a=Object.create(null);for(let[r,n]of Object.entries(t))e.includes(r)&&(a[r]=n.valueOf());return a}var Ca=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Ea(t,e){let a=t[0];if(a instanceof C)return new C(`NUMBER(${a.valueOf()})`);if(a instanceof H)return new H(a.valueOf(),{...a.opts,...$t(e,Ca)});if(a instanceof X)return new H(a.toNumber(),{...$t(e,Ca)});throw new TypeError("Invalid argument to NUMBER")}var xn=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Aa(t,e){let a=t[0];if(a instanceof C)return new C(`DATETIME(${a.valueOf()})`);if(a instanceof X||a instanceof H)return new X(a,$t(e,xn));throw new TypeError("Invalid argument to DATETIME")}var ja=new Map;function Ma(t){let e=Array.isArray(t)?t.join(" "):t,a=ja.get(e);return a===void 0&&(a=new Map,ja.set(e,a)),a}var Se=class{constructor(e,{functions:a,useIsolating:r=!0,transform:n=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Ea,DATETIME:Aa,...a},this._useIsolating=r,this._transform=n,this._intls=Ma(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let r=[];for(let n=0;n<e.body.length;n++){let i=e.body[n];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(e,a=null,r=null){if(typeof e=="string")return this._transform(e);let n=new qe(this,r,a);try{return vt(n,e).toString(n)}catch(i){if(n.errors&&i instanceof Error)return n.errors.push(i),new C().toString(n);throw i}}};var xt=/^(-?[a-zA-Z][\w-]*) *= */gm,Ra=/\.([a-zA-Z][\w-]*) *= */y,Sn=/\*?\[/y,St=/(-?[0-9]+(?:\.([0-9]+))?)/y,Tn=/([a-zA-Z][\w-]*)/y,La=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Cn=/^[A-Z][A-Z0-9_-]*$/,Ge=/([^{}\n\r]+)/y,En=/([^\\"\n\r]*)/y,Pa=/\\([\\"])/y,Na=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,An=/^\n+/,za=/ +$/,jn=/ *\r?\n/g,Mn=/( *)$/,Rn=/{\s*/y,Da=/\s*}/y,Ln=/\[\s*/y,Pn=/\s*] */y,Nn=/\s*\(\s*/y,zn=/\s*->\s*/y,Dn=/\s*:\s*/y,In=/\s*,?\s*/y,On=/\s+/y,Te=class{constructor(e){this.body=[],xt.lastIndex=0;let a=0;for(;;){let f=xt.exec(e);if(f===null)break;a=xt.lastIndex;try{this.body.push(c(f[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function r(f){return f.lastIndex=a,f.test(e)}function n(f,y){if(e[a]===f)return a++,!0;if(y)throw new y(`Expected ${f}`);return!1}function i(f,y){if(r(f))return a=f.lastIndex,!0;if(y)throw new y(`Expected ${f.toString()}`);return!1}function s(f){f.lastIndex=a;let y=f.exec(e);if(y===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,y}function l(f){return s(f)[1]}function c(f){let y=p(),b=u();if(y===null&&Object.keys(b).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:y,attributes:b}}function u(){let f=Object.create(null);for(;r(Ra);){let y=l(Ra),b=p();if(b===null)throw new SyntaxError("Expected attribute value");f[y]=b}return f}function p(){let f;if(r(Ge)&&(f=l(Ge)),e[a]==="{"||e[a]==="}")return g(f?[f]:[],1/0);let y=j();return y?f?g([f,y],y.length):(y.value=G(y.value,An),g([y],y.length)):f?G(f,za):null}function g(f=[],y){for(;;){if(r(Ge)){f.push(l(Ge));continue}if(e[a]==="{"){f.push(m());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let O=j();if(O){f.push(O),y=Math.min(y,O.length);continue}break}let b=f.length-1,V=f[b];typeof V=="string"&&(f[b]=G(V,za));let J=[];for(let O of f)O instanceof Ve&&(O=O.value.slice(0,O.value.length-y)),O&&J.push(O);return J}function m(){i(Rn,SyntaxError);let f=h();if(i(Da))return f;if(i(zn)){let y=S();return i(Da,SyntaxError),{type:"select",selector:f,...y}}throw new SyntaxError("Unclosed placeable")}function h(){if(e[a]==="{")return m();if(r(La)){let[,f,y,b=null]=s(La);if(f==="$")return{type:"var",name:y};if(i(Nn)){let V=k();if(f==="-")return{type:"term",name:y,attr:b,args:V};if(Cn.test(y))return{type:"func",name:y,args:V};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:y,attr:b,args:[]}:{type:"mesg",name:y,attr:b}}return w()}function k(){let f=[];for(;;){switch(e[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push($()),i(In)}}function $(){let f=h();return f.type!=="mesg"?f:i(Dn)?{type:"narg",name:f.name,value:w()}:f}function S(){let f=[],y=0,b;for(;r(Sn);){n("*")&&(b=y);let V=x(),J=p();if(J===null)throw new SyntaxError("Expected variant value");f[y++]={key:V,value:J}}if(y===0)return null;if(b===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:b}}function x(){i(Ln,SyntaxError);let f;return r(St)?f=M():f={type:"str",value:l(Tn)},i(Pn,SyntaxError),f}function w(){if(r(St))return M();if(e[a]==='"')return K();throw new SyntaxError("Invalid expression")}function M(){let[,f,y=""]=s(St),b=y.length;return{type:"num",value:parseFloat(f),precision:b}}function K(){n('"',SyntaxError);let f="";for(;;){if(f+=l(En),e[a]==="\\"){f+=E();continue}if(n('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function E(){if(r(Pa))return l(Pa);if(r(Na)){let[,f,y]=s(Na),b=parseInt(f||y,16);return b<=55295||57344<=b?String.fromCodePoint(b):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function j(){let f=a;switch(i(On),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return I(e.slice(f,a))}return e[a-1]===" "?I(e.slice(f,a)):!1}function G(f,y){return f.replace(y,"")}function I(f){let y=f.replace(jn,`
`),b=Mn.exec(f)[1].length;return new Ve(y,b)}}},Ve=class{constructor(e,a){this.value=e,this.length=a}};var Hn="([a-z]{2,3}|\\*)",Bn="(?:-([a-z]{4}|\\*))",Fn="(?:-([a-z]{2}|\\*))",Kn="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Un=new RegExp(`^${Hn}${Bn}?${Fn}?${Kn}?$`,"i"),se=class{constructor(e){let a=Un.exec(e.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,r,n,i,s]=a;r&&(this.language=r.toLowerCase()),n&&(this.script=n[0].toUpperCase()+n.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(e){return this.language===e.language&&this.script===e.script&&this.region===e.region&&this.variant===e.variant}matches(e,a=!1,r=!1){return(this.language===e.language||a&&this.language===void 0||r&&e.language===void 0)&&(this.script===e.script||a&&this.script===void 0||r&&e.script===void 0)&&(this.region===e.region||a&&this.region===void 0||r&&e.region===void 0)&&(this.variant===e.variant||a&&this.variant===void 0||r&&e.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(e=>e!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let e=Gn(this.toString().toLowerCase());return e?(this.language=e.language,this.script=e.script,this.region=e.region,this.variant=e.variant,!0):!1}},Ia={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},qn=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Gn(t){if(Object.prototype.hasOwnProperty.call(Ia,t))return new se(Ia[t]);let e=new se(t);return e.language&&qn.includes(e.language)?(e.region=e.language.toUpperCase(),e):null}function Tt(t,e,a){let r=new Set,n=new Map;for(let i of e)new se(i).isWellFormed&&n.set(i,new se(i));e:for(let i of t){let s=i.toLowerCase(),l=new se(s);if(l.language!==void 0){for(let c of n.keys())if(s===c.toLowerCase()){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}for(let[c,u]of n.entries())if(u.matches(l,!0,!1)){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(l.addLikelySubtags()){for(let[c,u]of n.entries())if(u.matches(l,!0,!1)){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}l.clearVariants();for(let[c,u]of n.entries())if(u.matches(l,!0,!0)){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(l.clearRegion(),l.addLikelySubtags()){for(let[c,u]of n.entries())if(u.matches(l,!0,!1)){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}l.clearRegion();for(let[c,u]of n.entries())if(u.matches(l,!0,!0)){if(r.add(c),n.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}}return Array.from(r)}function Ct(t,e,{strategy:a="filtering",defaultLocale:r}={}){let n=Tt(Array.from(t??[]).map(String),Array.from(e??[]).map(String),a);if(a==="lookup"){if(r===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");n.length===0&&n.push(r)}else r&&!n.includes(r)&&n.push(r);return n}var Oa=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
settings-language-auto = \u0391\u03C5\u03C4\u03CC\u03BC\u03B1\u03C4\u03B1
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
    [0] \u03C7\u03C9\u03C1\u03AF\u03C2 \u03BA\u03CC\u03BB\u03BB\u03B7\u03BC\u03B1
    [one] \u03AD\u03BD\u03B1 \u03BA\u03CC\u03BB\u03BB\u03B7\u03BC\u03B1
   *[other] { $layoffs } \u03BA\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03B1
  }
layoff-on = { $card } \u03C3\u03C4\u03BF\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC { $meld }
layoff-submit = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03BC\u03B1
hint = \u03A5\u03C0\u03CC\u03B4\u03B5\u03B9\u03BE\u03B7
hints-title = \u039F \u03B5\u03B9\u03B4\u03B9\u03BA\u03CC\u03C2 \u03C0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03B9
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
leave = \u03A3\u03AE\u03BA\u03C9 \u03B1\u03C0\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9
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
end-verify-unavailable = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03C1\u03CC\u03B3\u03C1\u03B1\u03BC\u03BC\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AE\u03B3\u03B7\u03C3\u03B7\u03C2 \u03B5\u03BB\u03AD\u03B3\u03C7\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BC\u03CC\u03BD\u03BF \u03BC\u03AD\u03C3\u03C9 HTTPS \u03AE \u03C3\u03C4\u03BF\u03BD \u03AF\u03B4\u03B9\u03BF \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03C4\u03BF\u03C5 \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE: \u03AD\u03BB\u03B5\u03B3\u03BE\u03AD \u03C4\u03B7\u03BD \u03BC\u03B5 \u03C4\u03BF ginrummy verify.
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
    [one] \u03BC\u03AF\u03B1 \u03BA\u03B5\u03C1\u03B4\u03B9\u03C3\u03BC\u03AD\u03BD\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
   *[other] { $count } \u03BA\u03B5\u03C1\u03B4\u03B9\u03C3\u03BC\u03AD\u03BD\u03B5\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AD\u03C2
  }
score-finished = \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5

## Fairness
fair-title = \u03A4\u03AF\u03BC\u03B9\u03BF \u03B1\u03BD\u03B1\u03BA\u03AC\u03C4\u03B5\u03BC\u03B1
fair-commitment = \u03A0\u03C1\u03B9\u03BD \u03B1\u03C0\u03CC \u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03C3\u03BC\u03B5\u03CD\u03C4\u03B7\u03BA\u03B5 \u03B3\u03B9\u03B1 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1: { $hash }
fair-body-1 = \u03A0\u03C1\u03B9\u03BD \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03C4\u03B5\u03AF \u03BA\u03AC\u03B8\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03AF\u03C7\u03BD\u03B5\u03B9 \u03BC\u03B9\u03B1 \u03B4\u03AD\u03C3\u03BC\u03B5\u03C5\u03C3\u03B7: \u03C4\u03B7 \u03C3\u03CD\u03BD\u03BF\u03C8\u03B7 SHA-256 \u03C4\u03B7\u03C2 \u03B1\u03BD\u03B1\u03BA\u03B1\u03C4\u03B5\u03BC\u03AD\u03BD\u03B7\u03C2 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1\u03C2 \u03BC\u03B1\u03B6\u03AF \u03BC\u03B5 \u03AD\u03BD\u03B1 \u03BC\u03C5\u03C3\u03C4\u03B9\u03BA\u03CC \u03B1\u03BB\u03AC\u03C4\u03B9. \u0394\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03B1\u03BB\u03BB\u03AC\u03BE\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BC\u03B5\u03C4\u03AC \u03C7\u03C9\u03C1\u03AF\u03C2 \u03BD\u03B1 \u03B1\u03BB\u03BB\u03AC\u03BE\u03B5\u03B9 \u03BA\u03B1\u03B9 \u03B7 \u03C3\u03CD\u03BD\u03BF\u03C8\u03B7.
fair-body-2 = \u038C\u03C4\u03B1\u03BD \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9 \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B1\u03C0\u03BF\u03BA\u03B1\u03BB\u03CD\u03C0\u03C4\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BA\u03B1\u03B9 \u03C4\u03BF \u03B1\u03BB\u03AC\u03C4\u03B9. \u03A4\u03BF \u03C0\u03C1\u03CC\u03B3\u03C1\u03B1\u03BC\u03BC\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AE\u03B3\u03B7\u03C3\u03AE\u03C2 \u03C3\u03BF\u03C5 \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03AF\u03B6\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF \u03C4\u03BF\u03C5 \u03C4\u03B7 \u03C3\u03CD\u03BD\u03BF\u03C8\u03B7 \u03BA\u03B1\u03B9 \u03C4\u03B7 \u03C3\u03C5\u03B3\u03BA\u03C1\u03AF\u03BD\u03B5\u03B9: \xAB\u0397 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03B5\u03C0\u03B1\u03BB\u03B7\u03B8\u03B5\u03CD\u03C4\u03B7\u03BA\u03B5\xBB \u03C3\u03B7\u03BC\u03B1\u03AF\u03BD\u03B5\u03B9 \u03CC\u03C4\u03B9 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03BC\u03BF\u03B9\u03C1\u03AC\u03C3\u03C4\u03B7\u03BA\u03B1\u03BD \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03C7\u03B5 \u03BF\u03C1\u03B9\u03C3\u03C4\u03B5\u03AF \u03C0\u03C1\u03B9\u03BD \u03B1\u03C1\u03C7\u03AF\u03C3\u03B5\u03B9 \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03AC\u03C1\u03B1 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2, \u03BF\u03CD\u03C4\u03B5 \u03BA\u03B1\u03BD \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2, \u03B4\u03B5\u03BD \u03C4\u03B1\u03BA\u03C4\u03BF\u03C0\u03BF\u03AF\u03B7\u03C3\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03B1\u03C6\u03BF\u03CD \u03B5\u03AF\u03B4\u03B5 \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9.
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
rules-knock-limit = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2 \u03CC\u03C4\u03B1\u03BD \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03BC\u03B5\u03C4\u03C1\u03AC\u03BD\u03B5 { $limit } \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2 \u03AE \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03BF\u03C5\u03C2.
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

## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03C0\u03BF\u03C5 \u03B8\u03B1 \u03B1\u03C6\u03AE\u03C3\u03B5\u03B9\u03C2.
error-card_not_in_hand = \u03A4\u03BF { $card } \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5.
error-discard_just_taken = \u039C\u03CC\u03BB\u03B9\u03C2 \u03C0\u03AE\u03C1\u03B5\u03C2 \u03C4\u03BF { $card } \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1: \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C4\u03BF \u03C0\u03B5\u03C4\u03AC\u03BE\u03B5\u03B9\u03C2 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03CC\u03BD \u03C4\u03BF\u03BD \u03B3\u03CD\u03C1\u03BF.
error-knock_over_limit = \u0394\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 \u03C4\u03BF { $card }: \u03BC\u03AD\u03BD\u03BF\u03C5\u03BD \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }, \u03C0\u03AC\u03BD\u03C9 \u03B1\u03C0\u03CC \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 ({ $limit }).
error-big_gin_not_played = \u039C\u03B5 \u03B1\u03C5\u03C4\u03BF\u03CD\u03C2 \u03C4\u03BF\u03C5\u03C2 \u03BA\u03B1\u03BD\u03CC\u03BD\u03B5\u03C2 \u03B4\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD.
error-big_gin_needs_melds = \u0393\u03B9\u03B1 \u03BC\u03B5\u03B3\u03AC\u03BB\u03BF \u03C4\u03B6\u03B9\u03BD \u03C0\u03C1\u03AD\u03C0\u03B5\u03B9 \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03AD\u03BD\u03C4\u03B5\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03BD\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2.
error-meld_not_in_hand = \u0394\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5: { $cards }.
error-not_a_meld = \u0394\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC\u03C2: { $cards }.
error-meld_card_twice = \u0388\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B4\u03B5\u03BD \u03BC\u03C0\u03B1\u03AF\u03BD\u03B5\u03B9 \u03C3\u03B5 \u03B4\u03CD\u03BF \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2: { $cards }.
error-arrangement_over_limit = \u039C\u03B5 \u03B1\u03C5\u03C4\u03BF\u03CD\u03C2 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03BC\u03AD\u03BD\u03BF\u03C5\u03BD \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }, \u03C0\u03AC\u03BD\u03C9 \u03B1\u03C0\u03CC \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 ({ $limit }).
error-layoff_onto_gin = \u03A3\u03C4\u03BF \u03C4\u03B6\u03B9\u03BD \u03B4\u03B5\u03BD \u03BA\u03BF\u03BB\u03BB\u03AC\u03B5\u03B9 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03C6\u03CD\u03BB\u03BB\u03B1.
error-layoff_in_meld = \u03A4\u03BF { $card } \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC \u03C3\u03BF\u03C5: \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BA\u03B1\u03B9 \u03BD\u03B1 \u03BA\u03BF\u03BB\u03BB\u03B7\u03B8\u03B5\u03AF.
error-layoff_twice = \u03A4\u03BF { $card } \u03BA\u03BF\u03BB\u03BB\u03AE\u03B8\u03B7\u03BA\u03B5 \u03B4\u03CD\u03BF \u03C6\u03BF\u03C1\u03AD\u03C2.
error-no_such_meld = \u0391\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC { $meld }.
error-layoff_does_not_fit = \u0394\u03B5\u03BD \u03C4\u03B1\u03B9\u03C1\u03B9\u03AC\u03B6\u03BF\u03C5\u03BD \u03C3\u03C4\u03BF\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC { $meld }: { $cards }.
error-nothing_to_lay_off = \u0394\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03C4\u03CE\u03C1\u03B1 \u03BA\u03AC\u03C4\u03B9 \u03B3\u03B9\u03B1 \u03BD\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C6\u03CD\u03BB\u03BB\u03B1.
error-stock_only = \u039A\u03B1\u03B9 \u03BF\u03B9 \u03B4\u03CD\u03BF \u03B5\u03AF\u03C0\u03B1\u03BD \u03C0\u03AC\u03C3\u03BF \u03C3\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF: \u03C4\u03C1\u03AC\u03B2\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
error-pile_empty = \u03A4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AC\u03B4\u03B5\u03B9\u03B1.
error-must_discard = \u03A4\u03CE\u03C1\u03B1 \u03C0\u03AD\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF (\u03AE \u03C7\u03C4\u03CD\u03C0\u03B1).
error-must_draw = \u03A4\u03CE\u03C1\u03B1 \u03C4\u03C1\u03AC\u03B2\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03AE \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1.
error-must_take_or_pass = \u03A4\u03CE\u03C1\u03B1 \u03C0\u03AC\u03C1\u03B5 \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03AE \u03C0\u03B5\u03C2 \u03C0\u03AC\u03C3\u03BF.
error-must_arrange = \u03A7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5\u03C2: \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5.
error-must_lay_off = \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5 \u03BA\u03B1\u03B9 \u03BA\u03CC\u03BB\u03BB\u03B7\u03C3\u03B5 \u03C6\u03CD\u03BB\u03BB\u03B1.
error-hand_over = \u0397 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5.
error-sitting_out = \u03A3\u03B5 \u03B1\u03C5\u03C4\u03AE \u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03B5\u03AF\u03C3\u03B1\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5: \u03B1\u03C0\u03BF\u03C6\u03B1\u03C3\u03AF\u03B6\u03B5\u03B9 \u03BF \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2.
error-name_empty = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03C7\u03C1\u03B5\u03B9\u03AC\u03B6\u03B5\u03C4\u03B1\u03B9 \u03C4\u03BF\u03C5\u03BB\u03AC\u03C7\u03B9\u03C3\u03C4\u03BF\u03BD \u03AD\u03BD\u03B1\u03BD \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1.
error-name_too_long = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF \u03C0\u03BF\u03BB\u03CD { $most } \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B5\u03C2\xB7 \u03B1\u03C5\u03C4\u03CC \u03AD\u03C7\u03B5\u03B9 { $length }.
error-name_invisible_character = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF\u03BD \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1 { $character }: \u03B4\u03B5\u03BD \u03C6\u03B1\u03AF\u03BD\u03B5\u03C4\u03B1\u03B9.
error-name_direction_character = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF\u03BD \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1 { $character }: \u03B1\u03BB\u03BB\u03AC\u03B6\u03B5\u03B9 \u03C4\u03B7\u03BD \u03BA\u03B1\u03C4\u03B5\u03CD\u03B8\u03C5\u03BD\u03C3\u03B7 \u03C4\u03BF\u03C5 \u03BA\u03B5\u03B9\u03BC\u03AD\u03BD\u03BF\u03C5 \u03B3\u03CD\u03C1\u03C9 \u03C4\u03BF\u03C5.
error-name_control_character = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF\u03BD \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1 { $character }: \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1\u03C2 \u03B5\u03BB\u03AD\u03B3\u03C7\u03BF\u03C5, \u03CC\u03C7\u03B9 \u03B3\u03C1\u03AC\u03BC\u03BC\u03B1.
error-name_taken = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF. \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03AC\u03BB\u03BB\u03BF.
error-name_lookalike = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03BC\u03BF\u03B9\u03AC\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03AD\u03BD\u03B1 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF. \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03AC\u03BB\u03BB\u03BF.
error-rule_option_invalid = \u039F \u03BA\u03B1\u03BD\u03CC\u03BD\u03B1\u03C2 { $option } \u03B4\u03B5\u03BD \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9 \u03B1\u03C5\u03C4\u03AE \u03C4\u03B7\u03BD \u03C4\u03B9\u03BC\u03AE.
error-rule_option_range = \u039F \u03BA\u03B1\u03BD\u03CC\u03BD\u03B1\u03C2 { $option } \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9 \u03C4\u03B9\u03BC\u03AD\u03C2 \u03B1\u03C0\u03CC { $least } \u03AD\u03C9\u03C2 { $most }.
error-rule_needs_oklahoma = \u039F \u03BA\u03B1\u03BD\u03CC\u03BD\u03B1\u03C2 { $option } \u03B5\u03AF\u03BD\u03B1\u03B9 \u03BC\u03CC\u03BD\u03BF \u03B3\u03B9\u03B1 \u03C4\u03BF \u039F\u03BA\u03BB\u03B1\u03C7\u03CC\u03BC\u03B1 \u03A4\u03B6\u03B9\u03BD.
error-rule_hollywood_two_players = \u03A4\u03BF \u03C3\u03BA\u03BF\u03C1 \u03A7\u03CC\u03BB\u03B9\u03B3\u03BF\u03C5\u03BD\u03C4 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B3\u03B9\u03B1 \u03B4\u03CD\u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2.
error-rule_three_player_dealer = \u039C\u03B5 \u03C4\u03C1\u03B5\u03B9\u03C2 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03C0\u03AC\u03BD\u03C4\u03B1 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF.
error-seat_count = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03AD\u03C7\u03B5\u03B9 { $players } \u03B8\u03AD\u03C3\u03B5\u03B9\u03C2, \u03CC\u03C7\u03B9 { $found }.
error-seat_needs_level = \u0397 \u03B8\u03AD\u03C3\u03B7 \u03C4\u03BF\u03C5 \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03C7\u03C1\u03B5\u03B9\u03AC\u03B6\u03B5\u03C4\u03B1\u03B9 \u03B5\u03C0\u03AF\u03C0\u03B5\u03B4\u03BF.
error-seat_has_no_level = \u039C\u03CC\u03BD\u03BF \u03B7 \u03B8\u03AD\u03C3\u03B7 \u03C4\u03BF\u03C5 \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03AD\u03C7\u03B5\u03B9 \u03B5\u03C0\u03AF\u03C0\u03B5\u03B4\u03BF.
error-seat_for_you = \u039C\u03AF\u03B1 \u03B8\u03AD\u03C3\u03B7 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B3\u03B9\u03B1 \u03C3\u03AD\u03BD\u03B1.
error-level_not_offered = \u0391\u03C5\u03C4\u03CC\u03C2 \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03B5\u03C0\u03B9\u03C0\u03AD\u03B4\u03BF\u03C5 { $level }.
error-table_closed = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03AD\u03BA\u03BB\u03B5\u03B9\u03C3\u03B5.
error-match_over = \u039F \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5.
error-already_seated = \u0388\u03C7\u03B5\u03B9\u03C2 \u03AE\u03B4\u03B7 \u03B8\u03AD\u03C3\u03B7 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9.
error-seat_taken = \u0391\u03C5\u03C4\u03AE \u03B7 \u03B8\u03AD\u03C3\u03B7 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03B7.
error-no_decision_awaited = \u0394\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03BA\u03B1\u03BD\u03B5\u03BD\u03CC\u03C2 \u03B7 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C4\u03CE\u03C1\u03B1.
error-captain_waits_for_advice = \u039F \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2 \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C0\u03C1\u03CC\u03C4\u03B1\u03C3\u03B7 \u03C4\u03BF\u03C5 \u03C3\u03C5\u03BC\u03B2\u03BF\u03CD\u03BB\u03BF\u03C5.
error-advice_only_sitting_out = \u039C\u03CC\u03BD\u03BF \u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5 \u03B4\u03AF\u03BD\u03B5\u03B9 \u03C3\u03C5\u03BC\u03B2\u03BF\u03C5\u03BB\u03AD\u03C2.
error-captain_not_deciding = \u039F \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2 \u03B4\u03B5\u03BD \u03B1\u03C0\u03BF\u03C6\u03B1\u03C3\u03AF\u03B6\u03B5\u03B9 \u03C4\u03CE\u03C1\u03B1.
error-advice_only_for_play = \u039F \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2 \u03BA\u03B1\u03C4\u03B5\u03B2\u03AC\u03B6\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF\u03C2 \u03C4\u03BF\u03C5: \u03BF\u03B9 \u03C3\u03C5\u03BC\u03B2\u03BF\u03C5\u03BB\u03AD\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B3\u03B9\u03B1 \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9.
error-undo_only_against_computers = \u0397 \u03B1\u03BD\u03B1\u03AF\u03C1\u03B5\u03C3\u03B7 \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF \u03C3\u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE.
error-nothing_to_undo = \u0394\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9\u03C2 \u03BA\u03AF\u03BD\u03B7\u03C3\u03B7 \u03BD\u03B1 \u03C0\u03AC\u03C1\u03B5\u03B9\u03C2 \u03C0\u03AF\u03C3\u03C9.
error-no_hand_waiting = \u039A\u03B1\u03BC\u03AF\u03B1 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03B4\u03B5\u03BD \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03BD\u03B1 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03C4\u03B5\u03AF.
error-chat_length = \u0388\u03BD\u03B1 \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03C3\u03C5\u03BD\u03BF\u03BC\u03B9\u03BB\u03AF\u03B1\u03C2 \u03AD\u03C7\u03B5\u03B9 \u03B1\u03C0\u03CC 1 \u03AD\u03C9\u03C2 { $most } \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B5\u03C2.
error-chat_control_character = \u0388\u03BD\u03B1 \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03C3\u03C5\u03BD\u03BF\u03BC\u03B9\u03BB\u03AF\u03B1\u03C2 \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AD\u03C7\u03B5\u03B9 \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B5\u03C2 \u03B5\u03BB\u03AD\u03B3\u03C7\u03BF\u03C5.
error-hints_only_against_computers = \u039F\u03B9 \u03C5\u03C0\u03BF\u03B4\u03B5\u03AF\u03BE\u03B5\u03B9\u03C2 \u03C5\u03C0\u03AC\u03C1\u03C7\u03BF\u03C5\u03BD \u03BC\u03CC\u03BD\u03BF \u03C3\u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE.
error-hello_first = \u0397 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7 \u03B4\u03B5\u03BD \u03BE\u03B5\u03BA\u03AF\u03BD\u03B7\u03C3\u03B5 \u03C3\u03C9\u03C3\u03C4\u03AC. \u0391\u03BD\u03B1\u03BD\u03AD\u03C9\u03C3\u03B5 \u03C4\u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1.
error-hello_once = \u0397 \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03B7 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AE\u03B4\u03B7 \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03AE.
error-token_missing = \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03C0\u03C1\u03CE\u03C4\u03B1 \u03CC\u03BD\u03BF\u03BC\u03B1.
error-token_unknown = \u03A4\u03BF \u03CC\u03BD\u03BF\u03BC\u03AC \u03C3\u03BF\u03C5 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B3\u03BD\u03C9\u03C3\u03C4\u03CC \u03B5\u03B4\u03CE. \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03BE\u03B1\u03BD\u03AC \u03CC\u03BD\u03BF\u03BC\u03B1.
error-last_seq_ahead = \u03A4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03CC\u03C0\u03C9\u03C2 \u03C4\u03BF \u03B8\u03C5\u03BC\u03AC\u03C4\u03B1\u03B9 \u03B1\u03C5\u03C4\u03AE \u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1. \u0391\u03BD\u03B1\u03BD\u03AD\u03C9\u03C3\u03B5 \u03C4\u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1.
error-watch_seated_only = \u039C\u03CC\u03BD\u03BF \u03BF\u03B9 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2 \u03B1\u03C5\u03C4\u03BF\u03CD \u03C4\u03BF\u03C5 \u03C4\u03C1\u03B1\u03C0\u03B5\u03B6\u03B9\u03BF\u03CD \u03BC\u03C0\u03BF\u03C1\u03BF\u03CD\u03BD \u03BD\u03B1 \u03C4\u03BF \u03C0\u03B1\u03C1\u03B1\u03BA\u03BF\u03BB\u03BF\u03C5\u03B8\u03AE\u03C3\u03BF\u03C5\u03BD.
error-private_seat_by_code = \u03A3\u03B5 \u03B9\u03B4\u03B9\u03C9\u03C4\u03B9\u03BA\u03CC \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03BA\u03AC\u03B8\u03B5\u03C3\u03B1\u03B9 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C3\u03CD\u03BD\u03B4\u03B5\u03C3\u03BC\u03CC \u03C4\u03BF\u03C5.
error-take_a_seat = \u039A\u03AC\u03C4\u03C3\u03B5 \u03C0\u03C1\u03CE\u03C4\u03B1 \u03C3\u03B5 \u03BC\u03B9\u03B1 \u03B8\u03AD\u03C3\u03B7.
error-join_code_unknown = \u039A\u03B1\u03BD\u03AD\u03BD\u03B1 \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03B1\u03C5\u03C4\u03CC\u03BD \u03C4\u03BF\u03BD \u03BA\u03C9\u03B4\u03B9\u03BA\u03CC.
error-seat_computer_seated_only = \u039C\u03CC\u03BD\u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03B1\u03C5\u03C4\u03BF\u03CD \u03C4\u03BF\u03C5 \u03C4\u03C1\u03B1\u03C0\u03B5\u03B6\u03B9\u03BF\u03CD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03B2\u03AC\u03BB\u03B5\u03B9 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE \u03BD\u03B1 \u03C0\u03B1\u03AF\u03BE\u03B5\u03B9.
error-match_not_finished = \u0391\u03C5\u03C4\u03CC\u03C2 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9 \u03B1\u03BA\u03CC\u03BC\u03B1.
error-too_many_messages = \u03A0\u03BF\u03BB\u03CD \u03B3\u03C1\u03AE\u03B3\u03BF\u03C1\u03B1: \u03B1\u03C5\u03C4\u03CC \u03B4\u03B5\u03BD \u03AD\u03B3\u03B9\u03BD\u03B5. \u03A0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03B5 \u03BB\u03AF\u03B3\u03BF.
error-too_many_names = \u03A0\u03AC\u03C1\u03B1 \u03C0\u03BF\u03BB\u03BB\u03AC \u03BD\u03AD\u03B1 \u03BF\u03BD\u03CC\u03BC\u03B1\u03C4\u03B1 \u03B1\u03C0\u03CC \u03B5\u03B4\u03CE. \u039E\u03B1\u03BD\u03B1\u03B4\u03BF\u03BA\u03AF\u03BC\u03B1\u03C3\u03B5 \u03C3\u03B5 { $seconds ->
    [one] \u03AD\u03BD\u03B1 \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03BF
   *[other] { $seconds } \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03B1
  }.
error-too_many_tables = \u03A0\u03AC\u03C1\u03B1 \u03C0\u03BF\u03BB\u03BB\u03AC \u03BD\u03AD\u03B1 \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9\u03B1. \u039E\u03B1\u03BD\u03B1\u03B4\u03BF\u03BA\u03AF\u03BC\u03B1\u03C3\u03B5 \u03C3\u03B5 { $seconds ->
    [one] \u03AD\u03BD\u03B1 \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03BF
   *[other] { $seconds } \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03B1
  }.
error-too_many_join_codes = \u03A0\u03AC\u03C1\u03B1 \u03C0\u03BF\u03BB\u03BB\u03BF\u03AF \u03BB\u03AC\u03B8\u03BF\u03C2 \u03BA\u03C9\u03B4\u03B9\u03BA\u03BF\u03AF. \u039E\u03B1\u03BD\u03B1\u03B4\u03BF\u03BA\u03AF\u03BC\u03B1\u03C3\u03B5 \u03C3\u03B5 { $seconds ->
    [one] \u03AD\u03BD\u03B1 \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03BF
   *[other] { $seconds } \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03B1
  }.
error-server_busy = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B1\u03C0\u03B1\u03C3\u03C7\u03BF\u03BB\u03B7\u03BC\u03AD\u03BD\u03BF\u03C2. \u039E\u03B1\u03BD\u03B1\u03B4\u03BF\u03BA\u03AF\u03BC\u03B1\u03C3\u03B5 \u03C3\u03B5 \u03BB\u03AF\u03B3\u03B1 \u03B4\u03B5\u03C5\u03C4\u03B5\u03C1\u03CC\u03BB\u03B5\u03C0\u03C4\u03B1.
error-message_unreadable = \u039F \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03BC\u03C0\u03CC\u03C1\u03B5\u03C3\u03B5 \u03BD\u03B1 \u03B4\u03B9\u03B1\u03B2\u03AC\u03C3\u03B5\u03B9 \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1.
error-message_too_large = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03BE\u03B5\u03C0\u03B5\u03C1\u03BD\u03AC \u03C4\u03B1 { $most } \u03BC\u03C0\u03AC\u03B9\u03C4.
error-protocol_unsupported = \u0391\u03C5\u03C4\u03AE \u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03B1\u03BB\u03B9\u03AC (\u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03BC\u03B9\u03BB\u03AC \u03C4\u03B7\u03BD \u03AD\u03BA\u03B4\u03BF\u03C3\u03B7 { $supported }). \u0391\u03BD\u03B1\u03BD\u03AD\u03C9\u03C3\u03AD \u03C4\u03B7\u03BD.
error-field_missing = \u03A3\u03C4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03BB\u03B5\u03AF\u03C0\u03B5\u03B9 \u03AD\u03BD\u03B1 \u03C0\u03B5\u03B4\u03AF\u03BF.
error-field_unknown = \u03A4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03AD\u03C7\u03B5\u03B9 \u03AD\u03BD\u03B1 \u03C0\u03B5\u03B4\u03AF\u03BF \u03C0\u03BF\u03C5 \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03B3\u03BD\u03C9\u03C1\u03AF\u03B6\u03B5\u03B9.
error-field_invalid = \u03A4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03AD\u03C7\u03B5\u03B9 \u03BC\u03B9\u03B1 \u03C4\u03B9\u03BC\u03AE \u03C0\u03BF\u03C5 \u03BF \u03B4\u03B9\u03B1\u03BA\u03BF\u03BC\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B4\u03B5\u03BD \u03B4\u03AD\u03C7\u03B5\u03C4\u03B1\u03B9.
error-key_twice = \u03A4\u03BF \u03BC\u03AE\u03BD\u03C5\u03BC\u03B1 \u03B4\u03AF\u03BD\u03B5\u03B9 \u03AD\u03BD\u03B1 \u03C0\u03B5\u03B4\u03AF\u03BF \u03B4\u03CD\u03BF \u03C6\u03BF\u03C1\u03AD\u03C2.
error-card_twice = \u03A4\u03BF { $card } \u03B3\u03C1\u03AC\u03C6\u03B5\u03C4\u03B1\u03B9 \u03B4\u03CD\u03BF \u03C6\u03BF\u03C1\u03AD\u03C2.
error-text_control_character = \u03A4\u03BF \u03BA\u03B5\u03AF\u03BC\u03B5\u03BD\u03BF \u03B4\u03B5\u03BD \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF\u03BD \u03C7\u03B1\u03C1\u03B1\u03BA\u03C4\u03AE\u03C1\u03B1 \u03B5\u03BB\u03AD\u03B3\u03C7\u03BF\u03C5 { $character }.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = \u03A4\u03BF { -game } \u03C7\u03C1\u03B5\u03B9\u03AC\u03B6\u03B5\u03C4\u03B1\u03B9 JavaScript \u03C3\u03B5 \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03C1\u03CC\u03B3\u03C1\u03B1\u03BC\u03BC\u03B1 \u03C0\u03B5\u03C1\u03B9\u03AE\u03B3\u03B7\u03C3\u03B7\u03C2: \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03C4\u03C1\u03AD\u03C7\u03B5\u03B9 \u03BC\u03AD\u03C3\u03B1 \u03C3\u03C4\u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1.
page-noscript-join = \u03A4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 { $code }: \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 { $system } \u03C3\u03C4\u03BF { $base }. \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03C4\u03C1\u03AD\u03C7\u03B5\u03B9 \u03BC\u03AD\u03C3\u03B1 \u03C3\u03C4\u03B7 \u03C3\u03B5\u03BB\u03AF\u03B4\u03B1 \u03BA\u03B1\u03B9 \u03C7\u03C1\u03B5\u03B9\u03AC\u03B6\u03B5\u03C4\u03B1\u03B9 JavaScript\xB7 \u03B1\u03C0\u03CC \u03C4\u03B5\u03C1\u03BC\u03B1\u03C4\u03B9\u03BA\u03CC, \u03B5\u03B3\u03BA\u03B1\u03C4\u03AC\u03C3\u03C4\u03B7\u03C3\u03B5 \u03C4\u03BF ginrummy (pip install 'ginrummy[client]') \u03BA\u03B1\u03B9 \u03B3\u03C1\u03AC\u03C8\u03B5: ginrummy connect { $base } --name \u03A4\u039F_\u039F\u039D\u039F\u039C\u0391_\u03A3\u039F\u03A5 --join { $code }
page-noscript-unknown-code = \u039A\u03B1\u03BD\u03AD\u03BD\u03B1 \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03B5\u03B4\u03CE \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF\u03BD \u03BA\u03C9\u03B4\u03B9\u03BA\u03CC { $code }.
number-decimal = ,
number-group = .
seat-computer-plain = \u03A5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE\u03C2
replay-cards-of = \u03A6\u03CD\u03BB\u03BB\u03B1: { $name }
`;var Ha=`# The browser game's words in English: the reference catalog.  Every other catalog
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
settings-language-auto = Automatic
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

## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments: $card a
## card (Q\u2665) and $cards several, $character a code point (U+200B), $option a rule
## option, $level a computer's level, $supported protocol versions, the others numbers.
error-card_not_named = Choose the card to let go of.
error-card_not_in_hand = { $card } is not in your hand.
error-discard_just_taken = You just took { $card } from the discard pile: you may not discard it this turn.
error-knock_over_limit = You cannot knock discarding { $card }: that leaves { $deadwood } deadwood, over the knock limit of { $limit }.
error-big_gin_not_played = These rules have no big gin.
error-big_gin_needs_melds = Big gin needs all eleven cards in melds.
error-meld_not_in_hand = { $cards }: not in your hand.
error-not_a_meld = { $cards } is not a meld.
error-meld_card_twice = { $cards } cannot be in two melds.
error-arrangement_over_limit = Those melds leave { $deadwood } deadwood, over the knock limit of { $limit }.
error-layoff_onto_gin = Nothing may be laid off on gin.
error-layoff_in_meld = { $card } is in one of your melds: it cannot be laid off too.
error-layoff_twice = { $card } is laid off twice.
error-no_such_meld = The knocker has no meld { $meld }.
error-layoff_does_not_fit = { $cards } does not fit meld { $meld }.
error-nothing_to_lay_off = There is nothing to lay off on now.
error-stock_only = Both players passed the upcard: draw from the stock.
error-pile_empty = The discard pile is empty.
error-must_discard = Now discard a card (or knock).
error-must_draw = Now draw from the stock or the discard pile.
error-must_take_or_pass = Now take the upcard or pass.
error-must_arrange = You knocked: lay down your melds.
error-must_lay_off = Lay down your melds and lay off.
error-hand_over = The hand is over.
error-sitting_out = You sit out this hand: the captain decides.
error-name_empty = A name needs at least one character.
error-name_too_long = A name has at most { $most } characters; this one has { $length }.
error-name_invisible_character = A name may not hold { $character }: it does not show.
error-name_direction_character = A name may not hold { $character }: it turns the text around it.
error-name_control_character = A name may not hold { $character }: it is a control character, not a letter.
error-name_taken = That name is taken. Choose another.
error-name_lookalike = That name looks like one that is taken. Choose another.
error-rule_option_invalid = The rule { $option } cannot have that value.
error-rule_option_range = The rule { $option } goes from { $least } to { $most }.
error-rule_needs_oklahoma = The rule { $option } is for Oklahoma Gin only.
error-rule_hollywood_two_players = Hollywood scoring is for two players.
error-rule_three_player_dealer = With three players the box always deals.
error-seat_count = This game has { $players } seats, not { $found }.
error-seat_needs_level = A computer's seat needs a level.
error-seat_has_no_level = Only a computer's seat has a level.
error-seat_for_you = One seat is for you.
error-level_not_offered = This server has no computer level { $level }.
error-table_closed = This table is closed.
error-match_over = The match is over.
error-already_seated = You already have a seat at this table.
error-seat_taken = That seat is taken.
error-no_decision_awaited = Nobody is to play now.
error-captain_waits_for_advice = The captain waits for the advisor's suggestion.
error-advice_only_sitting_out = Only the player sitting out gives advice.
error-captain_not_deciding = The captain is not deciding now.
error-advice_only_for_play = The captain lays down alone: advice is for the play.
error-undo_only_against_computers = Undo is only for a game against the computer.
error-nothing_to_undo = There is no move of yours to take back.
error-no_hand_waiting = No hand is waiting to be dealt.
error-chat_length = A chat line has 1 to { $most } characters.
error-chat_control_character = A chat line may not hold control characters.
error-hints_only_against_computers = Hints are only for a game against the computer.
error-hello_first = The connection did not start as it should. Reload the page.
error-hello_once = The connection is already open.
error-token_missing = Choose a name first.
error-token_unknown = Your name is not known here. Choose a name again.
error-last_seq_ahead = The table is not as this page remembers it. Reload the page.
error-watch_seated_only = Only the players at this table may watch it.
error-private_seat_by_code = A private table's seat is taken with its link.
error-take_a_seat = Take a seat first.
error-join_code_unknown = No table has that code.
error-seat_computer_seated_only = Only a player at this table may seat the computer.
error-match_not_finished = This match is not finished yet.
error-too_many_messages = Too fast: that was not done. Wait a moment.
error-too_many_names = Too many new names from here. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-too_many_tables = Too many new tables. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-too_many_join_codes = Too many wrong codes. Try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
error-server_busy = The server is busy. Try again in a few seconds.
error-message_unreadable = The server could not read that message.
error-message_too_large = That message is over { $most } bytes.
error-protocol_unsupported = This page is out of date (the server speaks version { $supported }). Reload it.
error-field_missing = The message lacks a field.
error-field_unknown = The message has a field the server does not know.
error-field_invalid = The message has a value the server cannot take.
error-key_twice = The message gives one field twice.
error-card_twice = { $card } is listed twice.
error-text_control_character = The text may not hold { $character }, a control character.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } needs JavaScript in this browser: the game runs in the page.
page-noscript-join = Table { $code }: a { $system } table at { $base }. This game runs in the page and needs JavaScript; from a terminal, install ginrummy (pip install 'ginrummy[client]') and type: ginrummy connect { $base } --name YOUR_NAME --join { $code }
page-noscript-unknown-code = No table here has the code { $code }.
number-decimal = .
number-group = ,
seat-computer-plain = Computer
replay-cards-of = { $name }'s cards
`;var Ba=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
level-hard = \u0534\u056A\u057E\u0561\u0580
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
private-share = \u0548\u0582\u0572\u0561\u0580\u056F\u056B\u0580 \u0561\u0575\u057D \u0570\u0572\u0578\u0582\u0574\u0576 \u0568\u0576\u056F\u0565\u0580\u0578\u057B\u0564\u055D
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
settings-language-auto = \u0531\u057E\u057F\u0578\u0574\u0561\u057F
settings-speed = \u0531\u0576\u056B\u0574\u0561\u0581\u056B\u0561\u0575\u056B \u0561\u0580\u0561\u0563\u0578\u0582\u0569\u0575\u0578\u0582\u0576
speed-off = \u0531\u0576\u057B\u0561\u057F\u057E\u0561\u056E
speed-slow = \u0534\u0561\u0576\u0564\u0561\u0572
speed-normal = \u054D\u0578\u057E\u0578\u0580\u0561\u056F\u0561\u0576
speed-fast = \u0531\u0580\u0561\u0563
settings-large-cards = \u0544\u0565\u056E, \u0562\u0561\u0580\u0571\u0580 \u056F\u0578\u0576\u057F\u0580\u0561\u057D\u057F\u0578\u057E \u0584\u0561\u0580\u057F\u0565\u0580
settings-four-colour = \u0549\u0578\u0580\u057D \u0563\u0578\u0582\u0575\u0576\u056B \u056F\u0561\u057A\u0578\u0582\u056F
fair-link = \u0531\u0566\u0576\u056B\u057E \u056D\u0561\u057C\u0576\u0578\u0582\u0574\u2024 \u056B\u0576\u0579\u057A\u0565\u057D \u057D\u057F\u0578\u0582\u0563\u0565\u056C
back-home = \u0533\u056C\u056D\u0561\u057E\u0578\u0580

## The table
table-title = \u054D\u0565\u0572\u0561\u0576 { $code }
table-waiting = \u054D\u057A\u0561\u057D\u0578\u0582\u0574 \u0565\u0576\u0584, \u0578\u0580 \u056D\u0561\u0572\u0561\u0581\u0578\u0572 \u0576\u057D\u057F\u056B\u2026
table-closed = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u0568 \u0583\u0561\u056F\u057E\u0565\u0581\u2024 \u0578\u0579 \u0578\u0584 \u0579\u0565\u056F\u0561\u057E \u056D\u0561\u0572\u0561\u056C\u0578\u0582\u0589
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
you-are-box = \u0534\u0578\u0582 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0565\u057D\u2024 \u0574\u0565\u0576\u0561\u056F \u0565\u057D \u056D\u0561\u0572\u0578\u0582\u0574 \u0561\u057E\u0561\u0563\u056B \u0564\u0565\u0574\u0589
you-are-captain = \u0534\u0578\u0582 \u0561\u057E\u0561\u0563\u0576 \u0565\u057D\u2024 \u056D\u0578\u0580\u0570\u0580\u0564\u0561\u057F\u0578\u0582\u0564 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0578\u0582\u0574 \u0567, \u0564\u0578\u0582 \u0565\u057D \u0578\u0580\u0578\u0577\u0578\u0582\u0574\u0589
you-are-out = \u0534\u0578\u0582 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0565\u057D\u2024 \u057F\u0565\u057D\u0576\u0578\u0582\u0574 \u0565\u057D \u0561\u057E\u0561\u0563\u056B \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0587 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u057F\u0561\u056C\u056B\u057D\u0589
spectating = \u0534\u0578\u0582 \u0564\u056B\u057F\u0578\u0582\u0574 \u0565\u057D\u0589
hand-number = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $number }
stock = \u053F\u0561\u057A\u0578\u0582\u056F
pile = \u0546\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580
knock-limit = \u0539\u0561\u056F\u0565\u056C\u055D { $limit } \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u056B \u0584\u056B\u0579 \u0574\u056B\u0561\u057E\u0578\u0580\u0578\u057E
knock-limit-gin = \u0544\u056B\u0561\u0575\u0576 \u057B\u056B\u0576 (\u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u057F\u0578\u0582\u0566 \u0567)
spades-double = \u0542\u0561\u057C\u2024 \u0561\u0575\u057D \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u0567 \u056F\u0580\u056F\u0576\u0561\u056F\u056B
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
layoff-on = { $card }\u055D \u0569\u056B\u057E { $meld } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B\u0576
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
why-match-chance = \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0578\u0582\u0574 \u0570\u0561\u0572\u0569\u0565\u056C\u0578\u0582 \u0570\u0561\u057E\u0561\u0576\u0561\u056F\u0561\u0576\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u055D { $knock }, \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0578\u0582 \u0564\u0565\u057A\u0584\u0578\u0582\u0574\u055D { $wait }
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
event-by-timeout = (\u056A\u0561\u0574\u0561\u0576\u0561\u056F\u0568 \u057D\u057A\u0561\u057C\u057E\u0565\u0581\u2024 \u056D\u0561\u0572\u0561\u0581 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579\u0568)
event-by-away = (\u0562\u0561\u0581\u0561\u056F\u0561 \u0567\u2024 \u056D\u0561\u0572\u0561\u0581 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579\u0568)
last-action = \u054E\u0565\u0580\u057B\u056B\u0576 \u0584\u0561\u0575\u056C\u0568\u055D { $action }
log-title = \u053B\u0576\u0579 \u0565\u0572\u0561\u057E

## The end of a hand
end-title = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 { $hand }
outcome-gin = { $name } \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
outcome-big_gin = { $name } \u0574\u0565\u056E \u057B\u056B\u0576 \u0561\u0580\u0565\u0581
outcome-knock = { $name } \u0569\u0561\u056F\u0565\u0581 \u0587 \u0570\u0561\u0572\u0569\u0565\u0581
outcome-undercut = \u0540\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E! \u0540\u0561\u0572\u0569\u0578\u0582\u0574 \u0567\u055D { $name }
outcome-draw = \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u2024 \u0578\u0579 \u0578\u0584 \u0574\u056B\u0561\u057E\u0578\u0580 \u0579\u056B \u057D\u057F\u0561\u0576\u0578\u0582\u0574
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
end-verify-unavailable = \u0531\u0575\u057D \u0564\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u0568 \u056F\u0561\u057A\u0578\u0582\u056F\u0568 \u057D\u057F\u0578\u0582\u0563\u0578\u0582\u0574 \u0567 \u0574\u056B\u0561\u0575\u0576 HTTPS-\u0578\u057E \u056F\u0561\u0574 \u057D\u0565\u0580\u057E\u0565\u0580\u056B \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u0578\u0582\u0574\u0589 \u054D\u057F\u0578\u0582\u0563\u056B\u0580 \u0561\u0575\u057D \u0574\u0565\u056F\u0568 ginrummy verify-\u0578\u057E\u0589
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
fair-body-1 = \u0531\u0574\u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0561\u057C\u0561\u057B \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0581\u0578\u0582\u0575\u0581 \u0567 \u057F\u0561\u056C\u056B\u057D \u057A\u0561\u0580\u057F\u0561\u057E\u0578\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u055D \u056D\u0561\u057C\u0576\u057E\u0561\u056E \u056F\u0561\u057A\u0578\u0582\u056F\u056B \u0587 \u0563\u0561\u0572\u057F\u0576\u056B \xAB\u0561\u0572\u056B\xBB SHA-256 \u0570\u0565\u0577\u0568\u0589 \u0534\u0580\u0561\u0576\u056B\u0581 \u0570\u0565\u057F\u0578 \u0561\u0575\u0576 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u0583\u0578\u056D\u0565\u056C \u056F\u0561\u057A\u0578\u0582\u056F\u0568\u055D \u0561\u057C\u0561\u0576\u0581 \u0570\u0565\u0577\u0568 \u0583\u0578\u056D\u0565\u056C\u0578\u0582\u0589
fair-body-2 = \u0535\u0580\u0562 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0578\u0582\u0574 \u0567, \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0562\u0561\u0581\u0561\u0570\u0561\u0575\u057F\u0578\u0582\u0574 \u0567 \u056F\u0561\u057A\u0578\u0582\u056F\u0568 \u0587 \u0561\u0572\u0568\u0589 \u0554\u0578 \u0564\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u0568 \u056B\u0576\u0584\u0576 \u0567 \u0570\u0561\u0577\u057E\u0578\u0582\u0574 \u0564\u0580\u0561\u0576\u0581 \u0570\u0565\u0577\u0568 \u0587 \u0570\u0561\u0574\u0565\u0574\u0561\u057F\u0578\u0582\u0574\u2024 \xAB\u053F\u0561\u057A\u0578\u0582\u056F\u0568 \u057D\u057F\u0578\u0582\u0563\u057E\u0561\u056E \u0567\xBB \u0576\u0577\u0561\u0576\u0561\u056F\u0578\u0582\u0574 \u0567, \u0578\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0562\u0561\u056A\u0561\u0576\u057E\u0565\u056C \u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0561\u057C\u0561\u057B \u0561\u0574\u0580\u0561\u0563\u0580\u057E\u0561\u056E \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581, \u0578\u0582\u0580\u0565\u0574\u0576 \u0578\u0579 \u0578\u0584, \u0576\u0578\u0582\u0575\u0576\u056B\u057D\u056F \u057D\u0565\u0580\u057E\u0565\u0580\u0568, \u056D\u0561\u0572\u0568 \u057F\u0565\u057D\u0576\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0579\u056B \u0564\u0561\u057D\u0561\u057E\u0578\u0580\u0565\u056C\u0589
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
rules-hollywood = \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564\u2024 \u0565\u0580\u0565\u0584 \u057A\u0561\u0580\u057F\u056B\u0561 \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u0567 \u0574\u056B\u0561\u056A\u0561\u0574\u0561\u0576\u0561\u056F\u0589
rules-three-player = \u0535\u0580\u0565\u0584 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u2024 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568 \u056D\u0561\u0572\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u056B \u0564\u0565\u0574, \u0578\u0580\u056B\u0576 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u0567 \u057F\u0561\u056C\u056B\u057D \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0574\u0576\u0561\u0581\u0561\u056E \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589
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
error-throttled = \u0549\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0561\u0580\u0561\u0563 \u0567\u2024 \u0574\u056B \u057A\u0561\u0570 \u057D\u057A\u0561\u057D\u056B\u0580 \u0587 \u0576\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580\u0589
error-conflict = \u054D\u0565\u0572\u0561\u0576\u0568 \u0583\u0578\u056D\u057E\u0565\u056C \u0567\u2024 \u0576\u0578\u0580\u056B\u0581 \u0576\u0561\u0575\u056B\u0580 \u0587 \u0578\u0580\u0578\u0577\u056B\u0580\u0589
error-internal = \u054D\u0565\u0580\u057E\u0565\u0580\u056B \u057D\u056D\u0561\u056C\u2024 \u0578\u0579\u056B\u0576\u0579 \u0579\u056B \u0583\u0578\u056D\u057E\u0565\u056C\u0589
error-not_found = \u0549\u056B \u0563\u057F\u0576\u057E\u0565\u056C\u0589
error-offline = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0570\u0561\u057D\u0561\u0576\u0565\u056C\u056B \u0579\u0567\u0589

## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = \u0538\u0576\u057F\u0580\u056B\u0580 \u0561\u0575\u0576 \u0584\u0561\u0580\u057F\u0568, \u0578\u0580\u0568 \u0576\u0565\u057F\u0578\u0582\u0574 \u0565\u057D\u0589
error-card_not_in_hand = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0568 \u0584\u0578 \u0571\u0565\u057C\u0584\u0578\u0582\u0574 \u0579\u0567\u055D { $card }\u0589
error-discard_just_taken = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0568 \u0570\u0565\u0576\u0581 \u0576\u0578\u0580 \u057E\u0565\u0580\u0581\u0580\u056B\u0580 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0581\u2024 \u0561\u0575\u057D \u0584\u0561\u0575\u056C\u056B\u0576 \u0579\u0565\u057D \u056F\u0561\u0580\u0578\u0572 \u0561\u0575\u0576 \u0576\u0565\u057F\u0565\u056C\u055D { $card }\u0589
error-knock_over_limit = \u0549\u0565\u057D \u056F\u0561\u0580\u0578\u0572 \u0569\u0561\u056F\u0565\u056C\u055D \u0576\u0565\u057F\u0565\u056C\u0578\u057E { $card }\u2024 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u056F\u056C\u056B\u0576\u0565\u0576 { $deadwood }, \u056B\u057D\u056F \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568\u055D { $limit }\u0589
error-big_gin_not_played = \u0531\u0575\u057D \u056F\u0561\u0576\u0578\u0576\u0576\u0565\u0580\u0578\u057E \u0574\u0565\u056E \u057B\u056B\u0576 \u0579\u056F\u0561\u0589
error-big_gin_needs_melds = \u0544\u0565\u056E \u057B\u056B\u0576\u056B \u0570\u0561\u0574\u0561\u0580 \u0562\u0578\u056C\u0578\u0580 \u057F\u0561\u057D\u0576\u0574\u0565\u056F \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u057A\u0565\u057F\u0584 \u0567 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u056C\u056B\u0576\u0565\u0576\u0589
error-meld_not_in_hand = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0584\u0578 \u0571\u0565\u057C\u0584\u0578\u0582\u0574 \u0579\u0565\u0576\u055D { $cards }\u0589
error-not_a_meld = \u054D\u0561 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561 \u0579\u0567\u055D { $cards }\u0589
error-meld_card_twice = \u0554\u0561\u0580\u057F\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u0565\u0580\u056F\u0578\u0582 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u0578\u0582\u0574 \u056C\u056B\u0576\u0565\u056C\u055D { $cards }\u0589
error-arrangement_over_limit = \u0531\u0575\u057D \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u057E \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 { $deadwood } \u0565\u0576, \u056B\u057D\u056F \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568\u055D { $limit }\u0589
error-layoff_onto_gin = \u054B\u056B\u0576\u056B\u0576 \u0584\u0561\u0580\u057F\u0565\u0580 \u0579\u0565\u0576 \u056F\u0581\u0578\u0582\u0574\u0589
error-layoff_in_meld = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0568 \u0584\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B\u0581 \u0574\u0565\u056F\u0578\u0582\u0574 \u0567\u2024 \u0561\u0575\u0576 \u0579\u056B \u056F\u0561\u0580\u0565\u056C\u056B \u0576\u0561\u0587 \u056F\u0581\u0565\u056C\u055D { $card }\u0589
error-layoff_twice = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0568 \u0565\u0580\u056F\u0578\u0582 \u0561\u0576\u0563\u0561\u0574 \u0567 \u056F\u0581\u057E\u0561\u056E\u055D { $card }\u0589
error-no_such_meld = \u0539\u0561\u056F\u0578\u0572\u0568 \u0569\u056B\u057E { $meld } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561 \u0579\u0578\u0582\u0576\u056B\u0589
error-layoff_does_not_fit = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0579\u0565\u0576 \u0570\u0561\u0574\u0561\u057A\u0561\u057F\u0561\u057D\u056D\u0561\u0576\u0578\u0582\u0574 \u0569\u056B\u057E { $meld } \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B\u0576\u055D { $cards }\u0589
error-nothing_to_lay_off = \u0540\u056B\u0574\u0561 \u056F\u0581\u0565\u056C\u0578\u0582 \u0562\u0561\u0576 \u0579\u056F\u0561\u0589
error-stock_only = \u0535\u0580\u056F\u0578\u0582 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0576 \u0567\u056C \u057A\u0561\u057D \u0561\u057D\u0561\u0581\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u056B\u0576\u2024 \u0584\u0561\u0577\u056B\u0580 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581\u0589
error-pile_empty = \u0546\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580 \u0579\u056F\u0561\u0576\u0589
error-must_discard = \u0540\u056B\u0574\u0561 \u0576\u0565\u057F\u056B\u0580 \u0584\u0561\u0580\u057F (\u056F\u0561\u0574 \u0569\u0561\u056F\u056B\u0580)\u0589
error-must_draw = \u0540\u056B\u0574\u0561 \u0584\u0561\u0577\u056B\u0580 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u056F\u0561\u0574 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0581\u0589
error-must_take_or_pass = \u0540\u056B\u0574\u0561 \u057E\u0565\u0580\u0581\u0580\u0578\u0582 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u056F\u0561\u0574 \u057A\u0561\u057D \u0561\u057D\u0561\u0589
error-must_arrange = \u0534\u0578\u0582 \u0569\u0561\u056F\u0565\u0581\u056B\u0580\u2024 \u0562\u0561\u0581\u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0564\u0589
error-must_lay_off = \u0532\u0561\u0581\u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0564 \u0587 \u056F\u0581\u056B\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0589
error-hand_over = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u056C \u0567\u0589
error-sitting_out = \u0531\u0575\u057D \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0578\u0582\u0574 \u0564\u0578\u0582 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0565\u057D\u2024 \u0578\u0580\u0578\u0577\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u0568\u0589
error-name_empty = \u0531\u0576\u0578\u0582\u0576\u0568 \u057A\u0565\u057F\u0584 \u0567 \u0578\u0582\u0576\u0565\u0576\u0561 \u0561\u057C\u0576\u057E\u0561\u0566\u0576 \u0574\u0565\u056F \u0576\u056B\u0577\u0589
error-name_too_long = \u0531\u0576\u0578\u0582\u0576\u0568 \u056F\u0561\u0580\u0578\u0572 \u0567 \u0578\u0582\u0576\u0565\u0576\u0561\u056C \u0561\u057C\u0561\u057E\u0565\u056C\u0561\u0563\u0578\u0582\u0575\u0576\u0568 { $most } \u0576\u056B\u0577\u2024 \u0561\u0575\u057D \u0574\u0565\u056F\u0576 \u0578\u0582\u0576\u056B { $length }\u0589
error-name_invisible_character = \u0531\u0576\u0578\u0582\u0576\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u057A\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C { $character } \u0576\u056B\u0577\u0568\u2024 \u0561\u0575\u0576 \u0579\u056B \u0565\u0580\u0587\u0578\u0582\u0574\u0589
error-name_direction_character = \u0531\u0576\u0578\u0582\u0576\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u057A\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C { $character } \u0576\u056B\u0577\u0568\u2024 \u0561\u0575\u0576 \u0583\u0578\u056D\u0578\u0582\u0574 \u0567 \u0577\u0580\u057B\u0561\u056F\u0561 \u057F\u0565\u0584\u057D\u057F\u056B \u0578\u0582\u0572\u0572\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568\u0589
error-name_control_character = \u0531\u0576\u0578\u0582\u0576\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u057A\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C { $character } \u0576\u056B\u0577\u0568\u2024 \u0564\u0561 \u056F\u0561\u057C\u0561\u057E\u0561\u0580\u0574\u0561\u0576 \u0576\u056B\u0577 \u0567, \u0578\u0579 \u0569\u0565 \u057F\u0561\u057C\u0589
error-name_taken = \u0531\u0575\u0564 \u0561\u0576\u0578\u0582\u0576\u0568 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0567\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 \u0578\u0582\u0580\u056B\u0577\u0568\u0589
error-name_lookalike = \u0531\u0575\u0564 \u0561\u0576\u0578\u0582\u0576\u0568 \u0576\u0574\u0561\u0576 \u0567 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0561\u0576\u057E\u0561\u0576\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 \u0578\u0582\u0580\u056B\u0577\u0568\u0589
error-rule_option_invalid = \u053F\u0561\u0576\u0578\u0576\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u0578\u0582\u0576\u0565\u0576\u0561\u056C \u0561\u0575\u0564 \u0561\u0580\u056A\u0565\u0584\u0568\u055D { $option }\u0589
error-rule_option_range = \u053F\u0561\u0576\u0578\u0576\u056B \u0561\u0580\u056A\u0565\u0584\u0568 \u057A\u0565\u057F\u0584 \u0567 \u056C\u056B\u0576\u056B { $least }-\u056B\u0581 { $most }\u055D { $option }\u0589
error-rule_needs_oklahoma = \u0531\u0575\u057D \u056F\u0561\u0576\u0578\u0576\u0568 \u0574\u056B\u0561\u0575\u0576 \u0555\u056F\u056C\u0561\u0570\u0578\u0574\u0561 \u057B\u056B\u0576\u056B \u0570\u0561\u0574\u0561\u0580 \u0567\u055D { $option }\u0589
error-rule_hollywood_two_players = \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564\u056B \u0570\u0561\u0577\u057E\u0561\u0580\u056F\u0568 \u0565\u0580\u056F\u0578\u0582 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u056B \u0570\u0561\u0574\u0561\u0580 \u0567\u0589
error-rule_three_player_dealer = \u0535\u0580\u0565\u0584 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0578\u057E \u0574\u056B\u0577\u057F \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568\u0589
error-seat_count = \u0531\u0575\u057D \u056D\u0561\u0572\u0578\u0582\u0574 \u056F\u0561 { $players } \u057F\u0565\u0572, \u0578\u0579 \u0569\u0565 { $found }\u0589
error-seat_needs_level = \u0540\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u057F\u0565\u0572\u056B\u0576 \u057A\u0565\u057F\u0584 \u0567 \u0574\u0561\u056F\u0561\u0580\u0564\u0561\u056F\u0589
error-seat_has_no_level = \u0544\u0561\u056F\u0561\u0580\u0564\u0561\u056F \u0578\u0582\u0576\u056B \u0574\u056B\u0561\u0575\u0576 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u057F\u0565\u0572\u0568\u0589
error-seat_for_you = \u054F\u0565\u0572\u0565\u0580\u056B\u0581 \u0574\u0565\u056F\u0568 \u0584\u0565\u0566 \u0570\u0561\u0574\u0561\u0580 \u0567\u0589
error-level_not_offered = \u0531\u0575\u057D \u057D\u0565\u0580\u057E\u0565\u0580\u0578\u0582\u0574 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0561\u0575\u0564\u057A\u056B\u057D\u056B \u0574\u0561\u056F\u0561\u0580\u0564\u0561\u056F \u0579\u056F\u0561\u055D { $level }\u0589
error-table_closed = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u0568 \u0583\u0561\u056F \u0567\u0589
error-match_over = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u056C \u0567\u0589
error-already_seated = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u056B \u0577\u0578\u0582\u0580\u057B \u0561\u0580\u0564\u0565\u0576 \u057F\u0565\u0572 \u0578\u0582\u0576\u0565\u057D\u0589
error-seat_taken = \u0531\u0575\u0564 \u057F\u0565\u0572\u0568 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0567\u0589
error-no_decision_awaited = \u0540\u056B\u0574\u0561 \u0578\u0579 \u0574\u0565\u056F\u056B \u0570\u0565\u0580\u0569\u0568 \u0579\u0567\u0589
error-captain_waits_for_advice = \u0531\u057E\u0561\u0563\u0568 \u057D\u057A\u0561\u057D\u0578\u0582\u0574 \u0567 \u056D\u0578\u0580\u0570\u0580\u0564\u0561\u057F\u0578\u0582\u056B \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u056B\u0576\u0589
error-advice_only_sitting_out = \u053D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u057F\u0561\u056C\u056B\u057D \u0567 \u0574\u056B\u0561\u0575\u0576 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589
error-captain_not_deciding = \u0531\u057E\u0561\u0563\u0568 \u0570\u056B\u0574\u0561 \u0579\u056B \u0578\u0580\u0578\u0577\u0578\u0582\u0574\u0589
error-advice_only_for_play = \u0531\u057E\u0561\u0563\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568 \u0562\u0561\u0581\u0578\u0582\u0574 \u0567 \u056B\u0576\u0584\u0568\u2024 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564\u0576\u0565\u0580\u0568 \u056D\u0561\u0572\u056B \u0570\u0561\u0574\u0561\u0580 \u0565\u0576\u0589
error-undo_only_against_computers = \u0540\u0565\u057F\u0561\u0580\u056F\u0565\u056C\u0568 \u056F\u0561 \u0574\u056B\u0561\u0575\u0576 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574 \u056D\u0561\u0572\u0578\u0582\u0574\u0589
error-nothing_to_undo = \u0540\u0565\u057F \u057E\u0565\u0580\u0581\u0576\u0565\u056C\u0578\u0582 \u0584\u0561\u0575\u056C \u0579\u0578\u0582\u0576\u0565\u057D\u0589
error-no_hand_waiting = \u0532\u0561\u056A\u0561\u0576\u0574\u0561\u0576 \u057D\u057A\u0561\u057D\u0578\u0572 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574 \u0579\u056F\u0561\u0589
error-chat_length = \u0536\u0580\u0578\u0582\u0575\u0581\u056B \u057F\u0578\u0572\u0576 \u0578\u0582\u0576\u056B 1-\u056B\u0581 { $most } \u0576\u056B\u0577\u0589
error-chat_control_character = \u0536\u0580\u0578\u0582\u0575\u0581\u056B \u057F\u0578\u0572\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u056F\u0561\u057C\u0561\u057E\u0561\u0580\u0574\u0561\u0576 \u0576\u056B\u0577\u0565\u0580 \u057A\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C\u0589
error-hints_only_against_computers = \u0540\u0578\u0582\u0577\u0578\u0582\u0574\u0576\u0565\u0580\u0568 \u056F\u0561\u0576 \u0574\u056B\u0561\u0575\u0576 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574 \u056D\u0561\u0572\u0578\u0582\u0574\u0589
error-hello_first = \u053F\u0561\u057A\u0568 \u0573\u056B\u0577\u057F \u0579\u057D\u056F\u057D\u057E\u0565\u0581\u0589 \u0539\u0561\u0580\u0574\u0561\u0581\u0580\u0578\u0582 \u0567\u057B\u0568\u0589
error-hello_once = \u053F\u0561\u057A\u0576 \u0561\u0580\u0564\u0565\u0576 \u0562\u0561\u0581 \u0567\u0589
error-token_missing = \u0546\u0561\u056D \u0568\u0576\u057F\u0580\u056B\u0580 \u0561\u0576\u0578\u0582\u0576\u0589
error-token_unknown = \u0554\u0578 \u0561\u0576\u0578\u0582\u0576\u0576 \u0561\u0575\u057D\u057F\u0565\u0572 \u0570\u0561\u0575\u057F\u0576\u056B \u0579\u0567\u0589 \u053F\u0580\u056F\u056B\u0576 \u0568\u0576\u057F\u0580\u056B\u0580 \u0561\u0576\u0578\u0582\u0576\u0589
error-last_seq_ahead = \u054D\u0565\u0572\u0561\u0576\u0576 \u0561\u0575\u0576\u057A\u056B\u057D\u056B\u0576 \u0579\u0567, \u056B\u0576\u0579\u057A\u0565\u057D \u0561\u0575\u057D \u0567\u057B\u0576 \u0567 \u0570\u056B\u0577\u0578\u0582\u0574\u0589 \u0539\u0561\u0580\u0574\u0561\u0581\u0580\u0578\u0582 \u0567\u057B\u0568\u0589
error-watch_seated_only = \u0531\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u0568 \u056F\u0561\u0580\u0578\u0572 \u0565\u0576 \u0564\u056B\u057F\u0565\u056C \u0574\u056B\u0561\u0575\u0576 \u0576\u0580\u0561 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0576\u0565\u0580\u0568\u0589
error-private_seat_by_code = \u0553\u0561\u056F \u057D\u0565\u0572\u0561\u0576\u056B \u0577\u0578\u0582\u0580\u057B \u0576\u057D\u057F\u0578\u0582\u0574 \u0565\u0576 \u0576\u0580\u0561 \u0570\u0572\u0578\u0582\u0574\u0578\u057E\u0589
error-take_a_seat = \u0546\u0561\u056D \u0576\u057D\u057F\u056B\u0580 \u0578\u0580\u0587\u0567 \u057F\u0565\u0572\u0589
error-join_code_unknown = \u0531\u0575\u0564 \u056F\u0578\u0564\u0578\u057E \u057D\u0565\u0572\u0561\u0576 \u0579\u056F\u0561\u0589
error-seat_computer_seated_only = \u0540\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B\u0576 \u056F\u0561\u0580\u0578\u0572 \u0567 \u0576\u057D\u057F\u0565\u0581\u0576\u0565\u056C \u0574\u056B\u0561\u0575\u0576 \u0561\u0575\u057D \u057D\u0565\u0572\u0561\u0576\u056B \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589
error-match_not_finished = \u0531\u0575\u057D \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0564\u0565\u057C \u0579\u056B \u0561\u057E\u0561\u0580\u057F\u057E\u0565\u056C\u0589
error-too_many_messages = \u0549\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0561\u0580\u0561\u0563 \u0567\u2024 \u0564\u0561 \u0579\u056F\u0561\u057F\u0561\u0580\u057E\u0565\u0581\u0589 \u0544\u056B \u057A\u0561\u0570 \u057D\u057A\u0561\u057D\u056B\u0580\u0589
error-too_many_names = \u0531\u0575\u057D\u057F\u0565\u0572\u056B\u0581 \u0579\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0577\u0561\u057F \u0576\u0578\u0580 \u0561\u0576\u0578\u0582\u0576\u0576\u0565\u0580 \u0565\u0576 \u057D\u057F\u0565\u0572\u056E\u057E\u0565\u056C\u0589 \u0546\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580 { $seconds } \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576\u056B\u0581\u0589
error-too_many_tables = \u0549\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0577\u0561\u057F \u0576\u0578\u0580 \u057D\u0565\u0572\u0561\u0576\u0576\u0565\u0580\u0589 \u0546\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580 { $seconds } \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576\u056B\u0581\u0589
error-too_many_join_codes = \u0549\u0561\u0583\u0561\u0566\u0561\u0576\u0581 \u0577\u0561\u057F \u057D\u056D\u0561\u056C \u056F\u0578\u0564\u0565\u0580\u0589 \u0546\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580 { $seconds } \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576\u056B\u0581\u0589
error-server_busy = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0567\u0589 \u0546\u0578\u0580\u056B\u0581 \u0583\u0578\u0580\u0571\u056B\u0580 \u0574\u056B \u0584\u0561\u0576\u056B \u057E\u0561\u0575\u0580\u056F\u0575\u0561\u0576\u056B\u0581\u0589
error-message_unreadable = \u054D\u0565\u0580\u057E\u0565\u0580\u0568 \u0579\u056F\u0561\u0580\u0578\u0572\u0561\u0581\u0561\u057E \u056F\u0561\u0580\u0564\u0561\u056C \u0561\u0575\u0564 \u0570\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568\u0589
error-message_too_large = \u0531\u0575\u0564 \u0570\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568 { $most } \u0562\u0561\u0575\u0569\u056B\u0581 \u0565\u0580\u056F\u0561\u0580 \u0567\u0589
error-protocol_unsupported = \u0531\u0575\u057D \u0567\u057B\u0568 \u0570\u0576\u0561\u0581\u0565\u056C \u0567 (\u057D\u0565\u0580\u057E\u0565\u0580\u056B \u057F\u0561\u0580\u0562\u0565\u0580\u0561\u056F\u0568\u055D { $supported })\u0589 \u0539\u0561\u0580\u0574\u0561\u0581\u0580\u0578\u0582 \u0561\u0575\u0576\u0589
error-field_missing = \u0540\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0578\u0582\u0574 \u0564\u0561\u0577\u057F \u0567 \u057A\u0561\u056F\u0561\u057D\u0578\u0582\u0574\u0589
error-field_unknown = \u0540\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0576 \u0578\u0582\u0576\u056B \u0564\u0561\u0577\u057F, \u0578\u0580\u0568 \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0579\u0563\u056B\u057F\u056B\u0589
error-field_invalid = \u0540\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0576 \u0578\u0582\u0576\u056B \u0561\u0580\u056A\u0565\u0584, \u0578\u0580\u0568 \u057D\u0565\u0580\u057E\u0565\u0580\u0568 \u0579\u056B \u0568\u0576\u0564\u0578\u0582\u0576\u0578\u0582\u0574\u0589
error-key_twice = \u0540\u0561\u0572\u0578\u0580\u0564\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568 \u0574\u056B \u0564\u0561\u0577\u057F\u0568 \u0565\u0580\u056F\u0578\u0582 \u0561\u0576\u0563\u0561\u0574 \u0567 \u057F\u0561\u056C\u056B\u057D\u0589
error-card_twice = \u0531\u0575\u057D \u0584\u0561\u0580\u057F\u0568 \u0565\u0580\u056F\u0578\u0582 \u0561\u0576\u0563\u0561\u0574 \u0567 \u0576\u0577\u057E\u0561\u056E\u055D { $card }\u0589
error-text_control_character = \u054F\u0565\u0584\u057D\u057F\u0568 \u0579\u056B \u056F\u0561\u0580\u0578\u0572 \u057A\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C { $character } \u056F\u0561\u057C\u0561\u057E\u0561\u0580\u0574\u0561\u0576 \u0576\u056B\u0577\u0568\u0589

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } \u056D\u0561\u0572\u056B \u0570\u0561\u0574\u0561\u0580 \u0561\u0575\u057D \u0564\u056B\u057F\u0561\u0580\u056F\u056B\u0579\u0578\u0582\u0574 JavaScript \u0567 \u057A\u0565\u057F\u0584\u2024 \u056D\u0561\u0572\u0576 \u0561\u0577\u056D\u0561\u057F\u0578\u0582\u0574 \u0567 \u0567\u057B\u056B \u0576\u0565\u0580\u057D\u0578\u0582\u0574\u0589
page-noscript-join = \u054D\u0565\u0572\u0561\u0576 { $code }\u055D { $system }, { $base } \u0570\u0561\u057D\u0581\u0565\u0578\u0582\u0574\u0589 \u0531\u0575\u057D \u056D\u0561\u0572\u0576 \u0561\u0577\u056D\u0561\u057F\u0578\u0582\u0574 \u0567 \u0567\u057B\u056B \u0576\u0565\u0580\u057D\u0578\u0582\u0574 \u0587 JavaScript \u0567 \u057A\u0561\u0570\u0561\u0576\u057B\u0578\u0582\u0574\u2024 \u057F\u0565\u0580\u0574\u056B\u0576\u0561\u056C\u056B\u0581 \u056D\u0561\u0572\u0561\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580 \u057F\u0565\u0572\u0561\u0564\u0580\u056B\u0580 ginrummy-\u0576 (pip install 'ginrummy[client]') \u0587 \u0563\u0580\u056B\u0580\u055D ginrummy connect { $base } --name \u0554\u0548_\u0531\u0546\u0548\u0552\u0546\u0538 --join { $code }
page-noscript-unknown-code = \u0531\u0575\u057D\u057F\u0565\u0572 \u0561\u0575\u057D \u056F\u0578\u0564\u0578\u057E \u057D\u0565\u0572\u0561\u0576 \u0579\u056F\u0561\u055D { $code }\u0589
number-decimal = ,
number-group = { "\xA0" }
seat-computer-plain = \u0540\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579
replay-cards-of = \u0554\u0561\u0580\u057F\u0565\u0580\u0568\u055D { $name }
`;var Fa=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
settings-language-auto = Automati\u0161kai
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
why-take-next = galima paimti { $card }, jei ji bus i\u0161mesta kitu \u0117jimu ({ $chance })
why-opponent-uses = { $chance } tikimyb\u0117, kad ji reikalinga var\u017Eovui
why-play-on-best = pagal simuliacijas geriausia \u017Eaisti toliau
why-best-by-playouts = geriausia pagal simuliacijas
why-gin = d\u017Einas
why-knock = belsti (nesuderint\u0173 ta\u0161kai: { $deadwood })
why-knock-or-play-on = belsti (nesuderint\u0173 ta\u0161kai: { $deadwood }): tik\u0117tini ta\u0161kai { $points }, \u017Eaid\u017Eiant toliau { $wait_points }, pakirtimo rizika { $undercut }
why-match-chance = tikimyb\u0117 laim\u0117ti ma\u010D\u0105: pabeldus { $knock }, \u017Eaid\u017Eiant toliau { $wait }
why-knock-expected = belsti (nesuderint\u0173 ta\u0161kai: { $deadwood }): tik\u0117tini ta\u0161kai { $points }, pakirtimo rizika { $undercut }
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
end-verify-unavailable = \u0160i nar\u0161ykl\u0117 kalad\u0119 tikrina tik per HTTPS arba pa\u010Diame serverio kompiuteryje: \u0161i\u0105 patikrink komanda ginrummy verify.
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

## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = Pasirink, kuri\u0105 kort\u0105 i\u0161mesti.
error-card_not_in_hand = \u0160ios kortos neturi: { $card }.
error-discard_just_taken = \u0160i\u0105 kort\u0105 k\u0105 tik pa\u0117mei i\u0161 i\u0161mest\u0173 kort\u0173, \u0161iuo \u0117jimu jos i\u0161mesti negali: { $card }.
error-knock_over_limit = Negali belsti i\u0161mesdamas { $card }: likt\u0173 nesuderint\u0173 ta\u0161k\u0173 { $deadwood }, o beldimo riba \u2013 { $limit }.
error-big_gin_not_played = Pagal \u0161ias taisykles did\u017Eiojo d\u017Eino n\u0117ra.
error-big_gin_needs_melds = Did\u017Eiajam d\u017Einui visos vienuolika kort\u0173 turi b\u016Bti kombinacijose.
error-meld_not_in_hand = \u0160i\u0173 kort\u0173 neturi: { $cards }.
error-not_a_meld = Tai ne kombinacija: { $cards }.
error-meld_card_twice = Korta negali b\u016Bti dviejose kombinacijose: { $cards }.
error-arrangement_over_limit = Su \u0161iomis kombinacijomis lieka nesuderint\u0173 ta\u0161k\u0173 { $deadwood }, o beldimo riba \u2013 { $limit }.
error-layoff_onto_gin = Prie d\u017Eino kort\u0173 prid\u0117ti negalima.
error-layoff_in_meld = \u0160i korta yra tavo kombinacijoje, jos prid\u0117ti negalima: { $card }.
error-layoff_twice = \u0160i korta prid\u0117ta du kartus: { $card }.
error-no_such_meld = Pabeld\u0119s neturi kombinacijos { $meld }.
error-layoff_does_not_fit = \u0160ios kortos netinka prie kombinacijos { $meld }: { $cards }.
error-nothing_to_lay_off = Dabar n\u0117ra prie ko prid\u0117ti kort\u0173.
error-stock_only = Abu \u017Eaid\u0117jai praleido atverst\u0105 kort\u0105: trauk i\u0161 kalad\u0117s.
error-pile_empty = I\u0161mest\u0173 kort\u0173 n\u0117ra.
error-must_discard = Dabar i\u0161mesk kort\u0105 (arba belsk).
error-must_draw = Dabar trauk i\u0161 kalad\u0117s arba i\u0161 i\u0161mest\u0173 kort\u0173.
error-must_take_or_pass = Dabar paimk atverst\u0105 kort\u0105 arba praleisk.
error-must_arrange = Pabeldei: i\u0161d\u0117k savo kombinacijas.
error-must_lay_off = I\u0161d\u0117k savo kombinacijas ir prid\u0117k kort\u0173.
error-hand_over = Dalijimas baigtas.
error-sitting_out = \u0160iame dalijime ne\u017Eaidi: sprend\u017Eia kapitonas.
error-name_empty = Varde turi b\u016Bti bent vienas simbolis.
error-name_too_long = Vardas gali tur\u0117ti ne daugiau kaip { $most } simboli\u0173; \u0161is turi { $length }.
error-name_invisible_character = Varde negali b\u016Bti simbolio { $character }: jis nematomas.
error-name_direction_character = Varde negali b\u016Bti simbolio { $character }: jis kei\u010Dia aplinkinio teksto krypt\u012F.
error-name_control_character = Varde negali b\u016Bti simbolio { $character }: tai valdymo simbolis, ne raid\u0117.
error-name_taken = \u0160is vardas u\u017Eimtas. Pasirink kit\u0105.
error-name_lookalike = \u0160is vardas pana\u0161us \u012F u\u017Eimt\u0105. Pasirink kit\u0105.
error-rule_option_invalid = \u0160i taisykl\u0117 negali tur\u0117ti tokios reik\u0161m\u0117s: { $option }.
error-rule_option_range = Taisykl\u0117s reik\u0161m\u0117 turi b\u016Bti nuo { $least } iki { $most }: { $option }.
error-rule_needs_oklahoma = \u0160i taisykl\u0117 skirta tik Oklahomos d\u017Einui: { $option }.
error-rule_hollywood_two_players = Holivudo skai\u010Diavimas skirtas dviem \u017Eaid\u0117jams.
error-rule_three_player_dealer = Kai \u017Eaid\u017Eia trys, visada dalija esantis d\u0117\u017E\u0117je.
error-seat_count = \u0160iame \u017Eaidime viet\u0173 yra { $players }, ne { $found }.
error-seat_needs_level = Kompiuterio vietai reikia lygio.
error-seat_has_no_level = Lyg\u012F turi tik kompiuterio vieta.
error-seat_for_you = Viena vieta skirta tau.
error-level_not_offered = \u0160iame serveryje tokio kompiuterio lygio n\u0117ra: { $level }.
error-table_closed = \u0160is stalas u\u017Edarytas.
error-match_over = Ma\u010Das baigtas.
error-already_seated = Prie \u0161io stalo jau turi viet\u0105.
error-seat_taken = \u0160i vieta u\u017Eimta.
error-no_decision_awaited = Dabar niekieno \u0117jimas.
error-captain_waits_for_advice = Kapitonas laukia patar\u0117jo pasi\u016Blymo.
error-advice_only_sitting_out = Patarti gali tik ne\u017Eaid\u017Eiantis \u017Eaid\u0117jas.
error-captain_not_deciding = Kapitonas dabar nesprend\u017Eia.
error-advice_only_for_play = Kapitonas kombinacijas i\u0161deda pats: patarimai skirti \u017Eaidimui.
error-undo_only_against_computers = At\u0161aukti \u0117jim\u0105 galima tik \u017Eaid\u017Eiant su kompiuteriu.
error-nothing_to_undo = Neturi \u0117jimo, kur\u012F gal\u0117tum at\u0161aukti.
error-no_hand_waiting = Joks dalijimas nelaukia.
error-chat_length = Pokalbio eilut\u0117je gali b\u016Bti nuo 1 iki { $most } simboli\u0173.
error-chat_control_character = Pokalbio eilut\u0117je negali b\u016Bti valdymo simboli\u0173.
error-hints_only_against_computers = Patarimai galimi tik \u017Eaid\u017Eiant su kompiuteriu.
error-hello_first = Ry\u0161ys prasid\u0117jo ne taip, kaip tur\u0117t\u0173. Atnaujink puslap\u012F.
error-hello_once = Ry\u0161ys jau atidarytas.
error-token_missing = Pirma pasirink vard\u0105.
error-token_unknown = Tavo vardas \u010Dia ne\u017Einomas. Pasirink vard\u0105 i\u0161 naujo.
error-last_seq_ahead = Stalas ne toks, kok\u012F prisimena \u0161is puslapis. Atnaujink puslap\u012F.
error-watch_seated_only = \u0160\u012F stal\u0105 steb\u0117ti gali tik prie jo s\u0117dintys \u017Eaid\u0117jai.
error-private_seat_by_code = Prie privataus stalo s\u0117dama su jo nuoroda.
error-take_a_seat = Pirma atsis\u0117sk.
error-join_code_unknown = Stalo su tokiu kodu n\u0117ra.
error-seat_computer_seated_only = Pasodinti kompiuter\u012F gali tik prie stalo s\u0117dintis \u017Eaid\u0117jas.
error-match_not_finished = \u0160is ma\u010Das dar nebaigtas.
error-too_many_messages = Per greitai: tai nepadaryta. Palauk akimirk\u0105.
error-too_many_names = I\u0161 \u010Dia sukurta per daug nauj\u0173 vard\u0173. Bandyk dar kart\u0105 po { $seconds ->
    [one] { $seconds } sekund\u0117s
   *[other] { $seconds } sekund\u017Ei\u0173
  }.
error-too_many_tables = Per daug nauj\u0173 stal\u0173. Bandyk dar kart\u0105 po { $seconds ->
    [one] { $seconds } sekund\u0117s
   *[other] { $seconds } sekund\u017Ei\u0173
  }.
error-too_many_join_codes = Per daug neteising\u0173 kod\u0173. Bandyk dar kart\u0105 po { $seconds ->
    [one] { $seconds } sekund\u0117s
   *[other] { $seconds } sekund\u017Ei\u0173
  }.
error-server_busy = Serveris u\u017Eimtas. Bandyk dar kart\u0105 po keli\u0173 sekund\u017Ei\u0173.
error-message_unreadable = Serveris negal\u0117jo perskaityti \u0161io prane\u0161imo.
error-message_too_large = \u0160is prane\u0161imas ilgesnis nei { $most } bait\u0173.
error-protocol_unsupported = \u0160is puslapis pasen\u0119s (serverio versija: { $supported }). Atnaujink j\u012F.
error-field_missing = Prane\u0161ime tr\u016Bksta lauko.
error-field_unknown = Prane\u0161ime yra laukas, kurio serveris ne\u017Eino.
error-field_invalid = Prane\u0161ime yra reik\u0161m\u0117, kurios serveris negali priimti.
error-key_twice = Prane\u0161ime tas pats laukas nurodytas du kartus.
error-card_twice = \u0160i korta nurodyta du kartus: { $card }.
error-text_control_character = Tekste negali b\u016Bti valdymo simbolio { $character }.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = \u017Daidimui \u201E{ -game }\u201C \u0161ioje nar\u0161ykl\u0117je reikia JavaScript: \u017Eaidimas veikia puslapyje.
page-noscript-join = Stalas { $code }: \u017Eaidimo \u201E{ $system }\u201C stalas adresu { $base }. \u0160is \u017Eaidimas veikia puslapyje ir jam reikia JavaScript; nor\u0117damas \u017Eaisti i\u0161 terminalo, \u012Fdiek ginrummy (pip install 'ginrummy[client]') ir \u012Fvesk: ginrummy connect { $base } --name TAVO_VARDAS --join { $code }
page-noscript-unknown-code = \u010Cia n\u0117ra stalo su kodu { $code }.
number-decimal = ,
number-group = { "\xA0" }
seat-computer-plain = Kompiuteris
replay-cards-of = Kortos: { $name }
`;var Ka=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
settings-language-auto = Otomatik
settings-speed = Animasyon h\u0131z\u0131
speed-off = Kapal\u0131
speed-slow = Yava\u015F
speed-normal = Normal
speed-fast = H\u0131zl\u0131
settings-large-cards = B\xFCy\xFCk, y\xFCksek kontrastl\u0131 kartlar
settings-four-colour = D\xF6rt renkli deste
fair-link = Adil kar\u0131\u015Ft\u0131rma: nas\u0131l kontrol edersin
back-home = Ana sayfa

## The table
table-title = Masa { $code }
table-waiting = Bir oyuncunun oturmas\u0131 bekleniyor\u2026
table-closed = Bu masa kapat\u0131ld\u0131: oynamaya kimse gelmedi.
table-share = Bu ba\u011Flant\u0131yla bir arkada\u015F\u0131n\u0131 davet et:
seat-empty = bo\u015F yer
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
action-knock = Knock yap
action-knock-with = Knock yap, kapal\u0131 at: { $card }
action-gin = Gin!
action-gin-with = Gin yap, at: { $card }
action-big-gin = B\xFCy\xFCk gin!
action-choose-card = At\u0131lacak kart\u0131 se\xE7
action-cancel = Vazge\xE7
action-confirm = Onayla
confirm-gin = Gin yap\u0131yor musun? Ataca\u011F\u0131n kart: { $card }. Elindeki on kart\u0131n hepsi perlerde.
confirm-big-gin = B\xFCy\xFCk gin ilan ediyor musun? Elindeki on bir kart\u0131n hepsi perlerde.
confirm-knock = Knock yap\u0131yor musun? Kapal\u0131 ataca\u011F\u0131n kart: { $card }, persiz puan: { $deadwood }.
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
layoff-on = { $card } \u2192 { $meld }. per
layoff-submit = A\xE7
hint = \u0130pucu
hints-title = Ustan\u0131n \xF6nerisi
why-least-deadwood = en az persiz puan, en az i\u015Fleme
why-blind-draw = desteden \xE7ekince beklenen persiz puan { $expected }
why-pass = pas: desteden \xE7ekince beklenen persiz puan { $expected }
why-take = { $card } al: en iyi \u0131skartadan sonra { $deadwood } persiz puan
why-joins-meld = bir pere girer
why-can-knock = knock yapabilirsin
why-better-by-playouts = sim\xFClasyonlara g\xF6re daha iyi
why-big-gin = on bir kart\u0131n hepsi perlerde: b\xFCy\xFCk gin
why-discard = { $card } at: { $deadwood } persiz puan, beklenen { $expected }
why-take-next = sonra at\u0131l\u0131rsa alabilirsin: { $card } ({ $chance })
why-opponent-uses = rakibin i\u015Fine yarama olas\u0131l\u0131\u011F\u0131 { $chance }
why-play-on-best = sim\xFClasyonlara g\xF6re oynamaya devam etmek en iyisi
why-best-by-playouts = sim\xFClasyonlara g\xF6re en iyisi
why-gin = gin
why-knock = { $deadwood } persiz puanla knock
why-knock-or-play-on = { $deadwood } persiz puanla knock: beklenen { $points } puan, devam edersen { $wait_points }, undercut riski { $undercut }
why-match-chance = ma\xE7\u0131 kazanma \u015Fans\u0131n { $knock }, devam edersen { $wait }
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
end-score-multiplier = Ma\xE7a: iki kat
end-score-points = { $name } { $points } puan ald\u0131
end-games = Yaz\u0131ld\u0131\u011F\u0131 oyunlar: { $games }
end-verified = Deste do\u011Fruland\u0131
end-verify-failed = Deste, taahh\xFCt edilen desteyle uyu\u015Fmuyor!
end-verify-unavailable = Bu taray\u0131c\u0131 desteyi yaln\u0131zca HTTPS \xFCzerinden ya da sunucunun kendi bilgisayar\u0131nda do\u011Frulayabilir: bu desteyi ginrummy verify ile do\u011Frula.
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
rules-big-gin = B\xFCy\xFCk gin (on bir kart\u0131n hepsi perlerde) { $bonus } puan getirir.
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
error-no_seat = Bu masada yerin yok.
error-not_your_turn = S\u0131ra sende de\u011Fil.
error-illegal = Kurallar bu hamleye izin vermiyor.
error-not_allowed = Burada buna izin yok.
error-throttled = \xC7ok h\u0131zl\u0131: biraz bekleyip yeniden dene.
error-conflict = Masa de\u011Fi\u015Fti; yeniden bak\u0131p karar ver.
error-internal = Sunucu hata verdi; hi\xE7bir \u015Fey de\u011Fi\u015Fmedi.
error-not_found = Bulunamad\u0131.
error-offline = Sunucuya ula\u015F\u0131lam\u0131yor.

## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = B\u0131rakaca\u011F\u0131n kart\u0131 se\xE7.
error-card_not_in_hand = Bu kart elinde de\u011Fil: { $card }.
error-discard_just_taken = Bu kart\u0131 \u0131skartadan yeni ald\u0131n, bu turda atamazs\u0131n: { $card }.
error-knock_over_limit = Bu kart\u0131 atarak knock yapamazs\u0131n: { $card }. Persiz puan { $deadwood } olur, knock s\u0131n\u0131r\u0131 { $limit }.
error-big_gin_not_played = Bu kurallarda b\xFCy\xFCk gin yok.
error-big_gin_needs_melds = B\xFCy\xFCk gin i\xE7in on bir kart\u0131n hepsi perlerde olmal\u0131.
error-meld_not_in_hand = Bu kartlar elinde de\u011Fil: { $cards }.
error-not_a_meld = Bu bir per de\u011Fil: { $cards }.
error-meld_card_twice = Bir kart iki perde olamaz: { $cards }.
error-arrangement_over_limit = Bu perlerle persiz puan { $deadwood } kal\u0131yor, knock s\u0131n\u0131r\u0131 { $limit }.
error-layoff_onto_gin = Gin yap\u0131lan ele kart i\u015Flenmez.
error-layoff_in_meld = Bu kart perlerinden birinde, ayr\u0131ca i\u015Flenemez: { $card }.
error-layoff_twice = Bu kart iki kez i\u015Flenmi\u015F: { $card }.
error-no_such_meld = Knock yapan\u0131n { $meld }. peri yok.
error-layoff_does_not_fit = Bu kartlar { $meld }. pere uymuyor: { $cards }.
error-nothing_to_lay_off = \u015Eu anda i\u015Fleyecek bir \u015Fey yok.
error-stock_only = \u0130ki oyuncu da a\xE7\u0131k kart\u0131 pas ge\xE7ti: desteden \xE7ek.
error-pile_empty = Iskarta bo\u015F.
error-must_discard = \u015Eimdi bir kart at (ya da knock yap).
error-must_draw = \u015Eimdi desteden ya da \u0131skartadan \xE7ek.
error-must_take_or_pass = \u015Eimdi a\xE7\u0131k kart\u0131 al ya da pas de.
error-must_arrange = Knock yapt\u0131n: perlerini a\xE7.
error-must_lay_off = Perlerini a\xE7 ve i\u015Fle.
error-hand_over = El bitti.
error-sitting_out = Bu elde oyun d\u0131\u015F\u0131s\u0131n: karar\u0131 kaptan verir.
error-name_empty = Ad en az bir karakter olmal\u0131.
error-name_too_long = Ad en fazla { $most } karakter olabilir; bu ad { $length } karakter.
error-name_invisible_character = Adda { $character } olamaz: bu karakter g\xF6r\xFCnmez.
error-name_direction_character = Adda { $character } olamaz: bu karakter \xE7evresindeki yaz\u0131n\u0131n y\xF6n\xFCn\xFC de\u011Fi\u015Ftirir.
error-name_control_character = Adda { $character } olamaz: bu bir harf de\u011Fil, denetim karakteri.
error-name_taken = Bu ad al\u0131nm\u0131\u015F. Ba\u015Fka bir ad se\xE7.
error-name_lookalike = Bu ad al\u0131nm\u0131\u015F bir ada \xE7ok benziyor. Ba\u015Fka bir ad se\xE7.
error-rule_option_invalid = Bu kural bu de\u011Feri alamaz: { $option }.
error-rule_option_range = { $option } kural\u0131 { $least } ile { $most } aras\u0131nda olmal\u0131.
error-rule_needs_oklahoma = Bu kural yaln\u0131zca Oklahoma Gin i\xE7indir: { $option }.
error-rule_hollywood_two_players = Hollywood puanlamas\u0131 iki oyuncu i\xE7indir.
error-rule_three_player_dealer = \xDC\xE7 oyuncuda her zaman kutudaki oyuncu da\u011F\u0131t\u0131r.
error-seat_count = Bu oyunda { $players } yer var, { $found } de\u011Fil.
error-seat_needs_level = Bilgisayar\u0131n yeri i\xE7in bir seviye gerekir.
error-seat_has_no_level = Yaln\u0131zca bilgisayar\u0131n yerinin seviyesi olur.
error-seat_for_you = Yerlerden biri senin i\xE7in.
error-level_not_offered = Bu sunucuda b\xF6yle bir bilgisayar seviyesi yok: { $level }.
error-table_closed = Bu masa kapal\u0131.
error-match_over = Ma\xE7 bitti.
error-already_seated = Bu masada zaten yerin var.
error-seat_taken = Bu yer dolu.
error-no_decision_awaited = \u015Eu anda oynama s\u0131ras\u0131 kimsede de\u011Fil.
error-captain_waits_for_advice = Kaptan dan\u0131\u015Fman\u0131n \xF6nerisini bekliyor.
error-advice_only_sitting_out = Yaln\u0131zca oyun d\u0131\u015F\u0131ndaki oyuncu \xF6neride bulunur.
error-captain_not_deciding = Kaptan \u015Fu anda karar vermiyor.
error-advice_only_for_play = Kaptan perlerini kendisi a\xE7ar: \xF6neri yaln\u0131zca oyun i\xE7indir.
error-undo_only_against_computers = Geri alma yaln\u0131zca bilgisayara kar\u015F\u0131 oyunda var.
error-nothing_to_undo = Geri alabilece\u011Fin bir hamlen yok.
error-no_hand_waiting = Da\u011F\u0131t\u0131lmay\u0131 bekleyen bir el yok.
error-chat_length = Bir sohbet sat\u0131r\u0131 1 ile { $most } karakter aras\u0131d\u0131r.
error-chat_control_character = Sohbet sat\u0131r\u0131nda denetim karakteri olamaz.
error-hints_only_against_computers = \u0130pu\xE7lar\u0131 yaln\u0131zca bilgisayara kar\u015F\u0131 oyunda var.
error-hello_first = Ba\u011Flant\u0131 olmas\u0131 gerekti\u011Fi gibi ba\u015Flamad\u0131. Sayfay\u0131 yenile.
error-hello_once = Ba\u011Flant\u0131 zaten a\xE7\u0131k.
error-token_missing = \xD6nce bir ad se\xE7.
error-token_unknown = Ad\u0131n burada tan\u0131nm\u0131yor. Yeniden bir ad se\xE7.
error-last_seq_ahead = Masa, bu sayfan\u0131n hat\u0131rlad\u0131\u011F\u0131 gibi de\u011Fil. Sayfay\u0131 yenile.
error-watch_seated_only = Bu masay\u0131 yaln\u0131zca masadaki oyuncular izleyebilir.
error-private_seat_by_code = \xD6zel masada yere ba\u011Flant\u0131s\u0131yla oturulur.
error-take_a_seat = \xD6nce bir yere otur.
error-join_code_unknown = Bu koda sahip bir masa yok.
error-seat_computer_seated_only = Bilgisayar\u0131 yaln\u0131zca masadaki bir oyuncu oturtabilir.
error-match_not_finished = Bu ma\xE7 hen\xFCz bitmedi.
error-too_many_messages = \xC7ok h\u0131zl\u0131: bu yap\u0131lmad\u0131. Biraz bekle.
error-too_many_names = Buradan \xE7ok fazla yeni ad al\u0131nd\u0131. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-too_many_tables = \xC7ok fazla yeni masa a\xE7\u0131ld\u0131. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-too_many_join_codes = \xC7ok fazla yanl\u0131\u015F kod girildi. { $seconds ->
    [one] Bir saniye sonra
   *[other] { $seconds } saniye sonra
  } yeniden dene.
error-server_busy = Sunucu \xE7ok me\u015Fgul. Birka\xE7 saniye sonra yeniden dene.
error-message_unreadable = Sunucu bu mesaj\u0131 okuyamad\u0131.
error-message_too_large = Bu mesaj { $most } bayttan uzun.
error-protocol_unsupported = Bu sayfa eski (sunucunun s\xFCr\xFCm\xFC: { $supported }). Sayfay\u0131 yenile.
error-field_missing = Mesajda bir alan eksik.
error-field_unknown = Mesajda sunucunun bilmedi\u011Fi bir alan var.
error-field_invalid = Mesajda sunucunun kabul edemedi\u011Fi bir de\u011Fer var.
error-key_twice = Mesaj bir alan\u0131 iki kez veriyor.
error-card_twice = Bu kart iki kez yaz\u0131lm\u0131\u015F: { $card }.
error-text_control_character = Yaz\u0131da { $character } olamaz: bu bir denetim karakteri.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } bu taray\u0131c\u0131da JavaScript ister: oyun sayfan\u0131n i\xE7inde \xE7al\u0131\u015F\u0131r.
page-noscript-join = Masa { $code }: { $base } adresinde bir { $system } masas\u0131. Bu oyun sayfan\u0131n i\xE7inde \xE7al\u0131\u015F\u0131r ve JavaScript ister; terminalden oynamak i\xE7in ginrummy'yi kur (pip install 'ginrummy[client]') ve \u015Funu yaz: ginrummy connect { $base } --name ADIN --join { $code }
page-noscript-unknown-code = Burada bu koda sahip bir masa yok: { $code }.
number-decimal = ,
number-group = .
seat-computer-plain = Bilgisayar
replay-cards-of = Kartlar\u0131: { $name }
`;var ke=["en","tr","hy","el","lt"],Qn={en:Ha,tr:Ka,hy:Ba,el:Oa,lt:Fa},Ua=new Map;function Ce(t){let e=Ua.get(t);if(!e){e=new Se(t,{useIsolating:!1,functions:{NUMBER:ro}});let a=e.addResource(new Te(Qn[t]));a.length&&console.warn(`catalog ${t}: ${a.map(String).join("; ")}`),Ua.set(t,e)}return e}function Va(t){if(t&&ke.includes(t))return t;let[e]=Ct([...navigator.languages],[...ke],{defaultLocale:"en",strategy:"lookup"});return e??"en"}var fe="en";function Ja(t){fe=t,document.documentElement.lang=t}function d(t,e){for(let a of fe==="en"?["en"]:[fe,"en"]){let r=Ce(a),n=r.getMessage(t);if(n!=null&&n.value){let i=[],s=r.formatPattern(n.value,e?to(e):null,i);if(!i.length)return s}}return t}function Wa(t){return ke.flatMap(e=>{var n;let a=Ce(e),r=(n=a.getMessage(t))==null?void 0:n.value;return r?[a.formatPattern(r,null,[])]:[]})}function he(t){return Ce(fe).hasMessage(t)||Ce("en").hasMessage(t)}var Xn="A23456789TJQK";function U(t){let e=t[0]??"",a=t[1]??"";return!Xn.includes(e)||!"shdc".includes(a)?t:d("card-name",{rank:d(`rank-${e}`),suit:d(`suit-${a}`)})}function z(t){let e={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${t[0]==="T"?"10":t[0]??""}${e[t[1]??""]??""}`}var qa=new Map;function eo(t){let e=qa.get(t);return e===void 0&&(e=Intl.NumberFormat.supportedLocalesOf([t]).length>0&&new Intl.NumberFormat(t).resolvedOptions().locale.split("-")[0]===t,qa.set(t,e)),e}function Ga(t,e,a){var i;let r=Ce(t),n=(i=r.getMessage(e))==null?void 0:i.value;return n?r.formatPattern(n,null,[]):a}function Ya(t,e,a){if(eo(t))return new Intl.NumberFormat(t,a).format(e);let r=Ga(t,"number-decimal","."),n=Ga(t,"number-group",",");return new Intl.NumberFormat("en",a).formatToParts(e).map(i=>i.type==="decimal"?r:i.type==="group"?n:i.value).join("")}function Et(t,e){return Ya(fe,t,e)}var pe=class extends H{toString(e){let a=(e==null?void 0:e.bundle.locales[0])??fe,r=ke.includes(a)?a:fe;return Ya(r,this.value,this.opts)}};function Je(t,e={}){return new pe(t,e)}function to(t){let e={};for(let[a,r]of Object.entries(t))e[a]=typeof r=="number"?new pe(r):r instanceof H&&!(r instanceof pe)?new pe(r.value,r.opts):r;return e}var ao=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ro(t,e){let a=t[0];if(!(a instanceof H))return new C(`NUMBER(${String(a==null?void 0:a.valueOf())})`);let r={...a.opts};for(let[n,i]of Object.entries(e))ao.includes(n)&&(r[n]=i.valueOf());return new pe(a.value,r)}var no=0;function o(t,e,a,r,n,i){e||(e={});var s,l,c=e;if("ref"in c)for(l in c={},e)l=="ref"?s=e[l]:c[l]=e[l];var u={type:t,props:c,key:a,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--no,__i:-1,__u:0,__source:n,__self:i};if(typeof t=="function"&&(s=t.defaultProps))for(l in s)c[l]===void 0&&(c[l]=s[l]);return T.vnode&&T.vnode(u),u}function Za(){return o("article",{class:"panel fair","data-testid":"fair",children:[o("h1",{children:d("fair-title")}),o("p",{children:d("fair-body-1")}),o("p",{children:d("fair-body-2")}),o("p",{children:d("fair-body-4")}),o("p",{children:d("fair-body-3")}),o("pre",{children:o("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function oo(t,e){return typeof e=="number"?Je(e):t==="card"?z(e):t==="cards"?e.split(" ").map(z).join(" "):t==="level"&&he(`level-${e}`)?d(`level-${e}`):e}function Ee(t){let e=t.reason;if(e&&he(`error-${e.code}`)){let a={};for(let[r,n]of Object.entries(e.args))a[r]=oo(r,n);return d(`error-${e.code}`,a)}return he(`error-${t.code}`)?d(`error-${t.code}`):d("error-internal")}function re(t){return t instanceof ie?Ee(t):d("error-internal")}function Qa(t){let[,e,a]=t.split("/");return e==="join"&&a?{page:"join",code:decodeURIComponent(a)}:e==="table"&&a?{page:"table",id:decodeURIComponent(a)}:e==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:e==="fair"?{page:"fair"}:{page:"home"}}var At=new Set;function F(t,e=!1){e?history.replaceState(null,"",t):history.pushState(null,"",t),At.forEach(a=>a()),window.scrollTo(0,0)}function Xa(){let[t,e]=v(()=>Qa(location.pathname));return A(()=>{let a=()=>e(Qa(location.pathname));return At.add(a),window.addEventListener("popstate",a),()=>{At.delete(a),window.removeEventListener("popstate",a)}},[]),t}var er=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];function jt(t,e){let a;return t===null||t===""?a=d("seat-computer-plain"):he(`level-${t}`)&&/^[a-z]+$/.test(t)?a=d("seat-computer",{level:d(`level-${t}`)}):a=d("seat-computer",{level:t.slice(t.lastIndexOf(":")+1)}),e===void 0?a:`${a} ${e}`}function D(t,e){if(e==null)return"?";let a=t[e];if(!a)return"?";if(a.kind==="computer"){let r=t.filter(n=>n.kind==="computer").length>1;return jt(a.level,r?e+1:void 0)}return a.name?a.name:d("seat-empty")}function ge(t,e){let a=t.card?z(t.card):"";switch(t.action){case"draw_stock":return d("action-draw-stock");case"draw_discard":{let r=t.card??e;return r?d("action-draw-discard",{card:z(r)}):d("action-take-pile")}case"pass":return d("action-pass");case"discard":return d("action-discard",{card:a});case"knock":return a?d("action-knock-with",{card:a}):d("action-knock");case"big_gin":return d("action-big-gin");case"arrange":return d("arrange-submit");case"lay_off":return d("layoff-submit")}}var We={style:"percent",maximumFractionDigits:0},tr={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},io={minimumFractionDigits:1,maximumFractionDigits:1},so={chance:We,undercut:We,knock:We,wait:We,points:tr,wait_points:tr,expected:io};function ar(t){return!t.why.length||!t.why.every(e=>he(`why-${e.code}`))?t.reason:t.why.map(e=>{let a={};for(let[r,n]of Object.entries(e.args))typeof n=="string"?a[r]=z(n):a[r]=Je(n,so[r]??{});return d(`why-${e.code}`,a)}).join(", ")}function Ae(t,e){switch(t.type){case"action":{let a=D(e,t.player),r=t.action.card?z(t.action.card):null,n;switch(t.action.action){case"draw_stock":n=r?d("event-draw-stock-card",{name:a,card:r}):d("event-draw-stock",{name:a});break;case"draw_discard":n=d("event-draw-discard",{name:a,card:r??""});break;case"pass":n=d("event-pass",{name:a});break;case"discard":n=d("event-discard",{name:a,card:r??""});break;case"knock":n=d("event-knock",{name:a});break;case"big_gin":n=d("event-big-gin",{name:a});break;case"arrange":n=d("event-arrange",{name:a});break;case"lay_off":n=d("event-lay-off",{name:a});break}return t.by==="timeout"&&(n+=" "+d("event-by-timeout")),t.by==="away"&&(n+=" "+d("event-by-away")),n}case"deal":return d("event-deal",{hand:t.hand,name:D(e,t.dealer)});case"advice":{let a=D(e,t.player);return t.action?d("event-advice",{name:a,action:ge(t.action)}):d("event-advice-none",{name:a})}case"undo":return d("event-undo",{name:D(e,t.player)});case"ready":return d("event-ready",{name:D(e,t.seat)});case"hand_end":return Mt(t.end.outcome,t.end.winner,e);case"match_end":return t.winner===null?d("match-draw"):d("match-winner",{name:D(e,t.winner)});default:return null}}function Mt(t,e,a){if(t==="draw"||e===null)return d("outcome-draw");let r=`outcome-${t}`;return d(r,{name:D(a,e)})}var lo=["easy","medium","hard","expert"];function rr({value:t,onChange:e,id:a}){return o("label",{for:a,children:[d("system-label")," ",o("select",{id:a,value:t,onChange:r=>e(r.currentTarget.value),children:er.map(r=>o("option",{value:r,children:d(`system-${r}`)},r))})]})}async function nr(t,e,a,r){return Z("POST","/api/tables",{system:e,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:r,spectators:null},t.token)}function or({identity:t,settings:e,setSettings:a}){let[r,n]=v(null),[i,s]=v(!1),l=e.lastSystem,c=e.lastLevel,u=l==="three-player"?3:2,p=async()=>{s(!0),n(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"computer",level:c}))],h=await nr(t,l,m,!0);F(`/table/${h.id}`)}catch(m){n(m)}finally{s(!1)}},g=async()=>{s(!0),n(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"person",level:null}))],h=await nr(t,l,m,!0);F(`/table/${h.id}`)}catch(m){n(m)}finally{s(!1)}};return o("div",{class:"home",children:[o("p",{class:"tagline",children:d("home-tagline")}),r!==null&&o("p",{class:"refusal",role:"alert",children:re(r)}),o("section",{class:"panel","aria-labelledby":"play-computer",children:[o("h2",{id:"play-computer",children:d("play-computer")}),o("div",{class:"form-row",children:[o(rr,{id:"system-computer",value:l,onChange:m=>a({...e,lastSystem:m})}),o("label",{for:"level",children:[d("level-label")," ",o("select",{id:"level",value:c,onChange:m=>a({...e,lastLevel:m.currentTarget.value}),children:lo.map(m=>o("option",{value:m,children:d(`level-${m}`)},m))})]}),o("button",{type:"button",class:"primary",disabled:i,onClick:()=>{p()},"data-testid":"play-computer",children:d("play-computer-start")})]})]}),o("section",{class:"panel","aria-labelledby":"play-friend",children:[o("h2",{id:"play-friend",children:d("private-table")}),o("div",{class:"form-row",children:[o(rr,{id:"system-friend",value:l,onChange:m=>a({...e,lastSystem:m})}),o("button",{type:"button",disabled:i,onClick:()=>{g()},"data-testid":"play-friend",children:d("private-create")})]})]}),o(co,{identity:t,system:l}),o(uo,{}),o(mo,{system:l,name:t.name})]})}function co({identity:t,system:e}){let[a,r]=v("idle"),[n,i]=v(null),s=B(void 0),l=async u=>{try{let p=await Z("POST","/api/quickmatch",{system:e,computer:u},t.token);if(p.status==="matched"&&p.table){r("idle"),F(`/table/${p.table}`);return}r(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(s.current=window.setTimeout(()=>{l(!1)},3e3))}catch(p){r("idle"),i(p)}};A(()=>()=>window.clearTimeout(s.current),[]);let c=()=>{window.clearTimeout(s.current),r("idle")};return o("section",{class:"panel","aria-labelledby":"quick",children:[o("h2",{id:"quick",children:d("quick-match")}),n!==null&&o("p",{class:"refusal",role:"alert",children:re(n)}),a==="idle"&&o("button",{type:"button",onClick:()=>{i(null),l(!1)},children:[d("quick-match-start")," \xB7 ",d(`system-${e}`)]}),a==="waiting"&&o("p",{role:"status",children:[d("quick-match-waiting")," ",o("button",{type:"button",onClick:c,children:d("quick-match-cancel")})]}),a==="offer"&&o("p",{role:"status",children:[d("quick-match-offer")," ",o("button",{type:"button",onClick:()=>{l(!0)},children:d("quick-match-computer")})," ",o("button",{type:"button",onClick:()=>{l(!1)},children:d("quick-match-keep")})]})]})}function uo(){let[t,e]=v(null),[a,r]=v(null),n=()=>{Z("GET","/api/tables").then(e,l=>r(l))};A(n,[]);let i=async l=>{let c=l.seats.find(u=>u.kind==="empty");if(!c)return F(`/table/${l.id}?watch=1`);F(`/table/${l.id}?sit=${c.seat}`)},s=(t??[]).filter(l=>l.status!=="over"&&l.status!=="closed");return o("section",{class:"panel","aria-labelledby":"open-tables",children:[o("h2",{id:"open-tables",children:d("open-tables")}),a!==null&&o("p",{class:"refusal",role:"alert",children:re(a)}),t!==null&&!s.length&&o("p",{children:d("open-tables-none")}),o("ul",{class:"lobby",children:s.map(l=>o("li",{children:[o("span",{children:[d(`system-${l.system}`),": ",l.seats.map(c=>D(l.seats,c.seat)).join(" \xB7 ")]})," ",l.seats.some(c=>c.kind==="empty")&&o("button",{type:"button",onClick:()=>{i(l)},children:d("open-tables-join")}),o("button",{type:"button",onClick:()=>F(`/table/${l.id}?watch=1`),children:d("open-tables-watch")})]},l.id))}),o("button",{type:"button",onClick:n,children:d("open-tables-refresh")})]})}function mo({system:t,name:e}){let[a,r]=v(null);A(()=>{Z("GET",`/api/leaderboard?system=${encodeURIComponent(t)}`).then(r,()=>r([]))},[t]);let n=a==null?void 0:a.find(i=>i.name===e);return o("section",{class:"panel","aria-labelledby":"leaderboard",children:[o("h2",{id:"leaderboard",children:[d("leaderboard")," \xB7 ",d(`system-${t}`)]}),n&&o("p",{children:d("your-rating",{rating:n.rating})}),a!==null&&!a.length&&o("p",{children:d("leaderboard-none")}),a!==null&&a.length>0&&o("table",{children:[o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),o("th",{scope:"col",children:d("leaderboard-rating")}),o("th",{scope:"col",children:d("leaderboard-matches")})]})}),o("tbody",{children:a.slice(0,20).map(i=>o("tr",{class:i.name===e?"mine":"",children:[o("td",{children:i.name}),o("td",{children:Et(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),o("td",{children:Et(i.matches)})]},i.name))})]})]})}var dr=["s","h","d","c"];function Rt(t){return t.charAt(0).toUpperCase()}function cr(t){let e=t.charAt(1).toLowerCase();if(!dr.includes(e))throw new Error(`not a card: ${JSON.stringify(t)}`);return e}function po(t){return t.length===2&&Rt(t)in ur&&dr.includes(t.charAt(1).toLowerCase())}var fo={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},ur={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},ir=40,ho=20,go=70/60,yo=102,sr=50;function le(t,e,a,r){let n=r/100;return o("path",{class:"card__suit",d:fo[t],transform:`translate(${e-50*n} ${a-50*n}) scale(${n})`})}function mr(t,e,a,r,n){let i=ur[t];return i?o("path",{class:n,d:i.d,transform:`translate(${e-i.w/2*r} ${a}) scale(${r})`}):null}function lr({rank:t,suit:e}){return o("g",{class:"card__index",children:[mr(t,ir,ho,go,"card__rank"),le(e,ir,yo+sr/2,sr)]})}var ee=(t,e,a)=>`M${t-a} ${e}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,ko={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+ee(1,8,4.5)+ee(40,3,5)+ee(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+ee(2,14,4)+ee(26,10,4)+ee(54,10,4)+ee(78,14,4)+ee(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+ee(30,14,3.5)+ee(50,14,3.5)+"M7 37H73V44H7Z"};function bo({rank:t,suit:e}){return o("g",{class:"card__court",children:[o("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),o("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),o("path",{class:"card__crown",d:ko[t]??"",transform:"translate(89 52) scale(0.9)"}),mr(t,125,118,1.6,"card__court-rank"),le(e,125,268,46)]})}function _o({card:t}){let e=Rt(t),a=cr(t),r="JQK".includes(e);return o(P,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("g",{class:"card__centre",children:r?o(bo,{rank:e,suit:a}):e==="A"?o(P,{children:[o("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),le(a,125,175,92)]}):le(a,125,176,104)}),o(lr,{rank:e,suit:a}),o("g",{transform:"rotate(180 125 175)",children:o(lr,{rank:e,suit:a})})]})}var pr={x0:16,y0:16,x1:234,y1:334};function wo(t){let{x0:e,y0:a,x1:r,y1:n}=pr,i=[],s=l=>Number(l.toFixed(2));for(let l=e+a+t/2;l<r+n;l+=t){let c=Math.max(e,l-n),u=Math.min(r,l-a);u>c&&i.push(`M${s(c)} ${s(l-c)}L${s(u)} ${s(l-u)}`)}for(let l=e-n+t/2;l<r-a;l+=t){let c=Math.max(e,a+l),u=Math.min(r,n+l);u>c&&i.push(`M${s(c)} ${s(c-l)}L${s(u)} ${s(u-l)}`)}return i.join("")}var vo=wo(22);function $o(){let{x0:t,y0:e,x1:a,y1:r}=pr;return o(P,{children:[o("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),o("rect",{class:"card__back-field",x:t,y:e,width:a-t,height:r-e,rx:"10"}),o("path",{class:"card__back-lattice",d:vo}),o("rect",{class:"card__back-line",x:t+9,y:e+9,width:a-t-18,height:r-e-18,rx:"5"}),o("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),o("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),o("g",{class:"card__back-suits",children:[le("s",125,154,24),le("h",146,175,24),le("d",125,196,24),le("c",104,175,24)]})]})}var xo={s:"black",h:"red",d:"red",c:"black"},So={s:"black",h:"red",d:"blue",c:"green"};function q(t){let e=["card"],a=t.card!==null&&po(t.card);if(t.card===null)e.push("card--back");else if(!a)e.push("card--unknown");else{let n=cr(t.card);e.push(`card--${n}`,`card--${(t.fourColour?So:xo)[n]}`),t.fourColour&&e.push("card--four"),"JQK".includes(Rt(t.card))&&e.push("card--court")}t.class&&e.push(t.class);let r=t.label!=="";return o("svg",{class:e.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:r?"img":void 0,"aria-label":r?t.label:void 0,"aria-hidden":r?void 0:"true",focusable:"false",children:t.card===null?o($o,{}):a?o(_o,{card:t.card}):o("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function je({table:t}){var i;let e=((i=t.score)==null?void 0:i.games)??[];if(!e.length)return null;let a=Number(t.rules.target??100),r=t.roles,n=s=>r?r.box===s?"box":r.captain===s?"captain":"out":null;return o("table",{class:"score-sheet","data-testid":"score-sheet",children:[o("caption",{children:[d("score-title")," ",o("span",{class:"target",children:["(",d("score-target",{target:a}),")"]})]}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),e.map((s,l)=>o("th",{scope:"col",class:s.winner!==null?"finished":"",children:[d("score-game",{number:l+1}),s.winner!==null?` (${d("score-finished")})`:""]},l))]})}),o("tbody",{children:t.seats.map(s=>{let l=n(s.seat);return o("tr",{children:[o("th",{scope:"row",children:[D(t.seats,s.seat),l?o("span",{class:"flag",children:d(`role-${l}`)}):null]}),e.map((c,u)=>o("td",{class:`${c.winner!==null?"finished":""}${c.winner===s.seat?" winner":""}`,title:d("score-hands-won",{count:c.hands_won[s.seat]??0}),children:c.scores[s.seat]??0},u))]},s.seat)})})]})}function Me({title:t,children:e,label:a,onClose:r}){let n=B(null);return A(()=>{var s,l;(l=(s=n.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||l.focus()},[]),o("div",{class:"modal-backdrop",children:o("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??t,ref:n,onKeyDown:s=>{if(s.key==="Escape"&&r&&(s.preventDefault(),r()),s.key==="Tab"&&n.current){let l=[...n.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),c=l[0],u=l[l.length-1];s.shiftKey&&document.activeElement===c?(u==null||u.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===u&&(c==null||c.focus(),s.preventDefault())}},children:[o("h2",{children:t}),e]})})}function de({melds:t,fourColour:e,layoffs:a,extra:r}){return o("div",{class:"melds",children:[t.map((n,i)=>o("div",{class:"meld-row",role:"group","aria-label":d("meld-label",{cards:n.map(U).join(", ")}),children:[n.map(s=>o("span",{class:"mini","data-card":s,children:o(q,{card:s,label:U(s),fourColour:e})},s)),((a==null?void 0:a[i])??[]).map(s=>o("span",{class:"mini laid-off","data-card":s,children:o(q,{card:s,label:d("layoff-on",{card:U(s),meld:i+1}),fourColour:e})},s))]},i)),r&&r.length>0&&o("div",{class:"meld-row deadwood-row",children:r.map(n=>o("span",{class:"mini","data-card":n,children:o(q,{card:n,label:`${U(n)}, ${d("deadwood-label")}`,fourColour:e})},n))})]})}function fr({options:t,fourColour:e,onChoose:a}){let[r,n]=v(0),i=t[r]??t[0];return i?o(Me,{title:d("arrange-title"),children:[o("div",{class:"options",role:"radiogroup","aria-label":d("arrange-title"),children:t.map((s,l)=>o("label",{class:`option${l===r?" chosen":""}`,children:[o("input",{type:"radio",name:"arrangement",checked:l===r,onChange:()=>n(l)}),d("arrange-option",{melds:s.melds.length,deadwood:s.deadwood}),l===0&&o("em",{children:[" (",d("arrange-best"),")"]})]},l))}),o(de,{melds:i.melds,extra:i.deadwood_cards,fourColour:e}),o("button",{type:"button",class:"primary",onClick:()=>a(i.melds),children:d("arrange-submit")})]}):null}function hr({options:t,knocker:e,fourColour:a,onChoose:r}){var c;let[n,i]=v(0),s=t[n]??t[0];if(!s)return null;let l={};for(let u of s.layoffs)(l[c=u.meld]??(l[c]=[])).push(u.card);return o(Me,{title:d("layoff-title"),children:[e&&o(P,{children:[o("h3",{children:d("end-melds")}),o(de,{melds:e.melds,layoffs:l,fourColour:a})]}),o("div",{class:"options",role:"radiogroup","aria-label":d("layoff-title"),children:t.map((u,p)=>o("label",{class:`option${p===n?" chosen":""}`,children:[o("input",{type:"radio",name:"showing",checked:p===n,onChange:()=>i(p)}),d("layoff-option",{deadwood:u.deadwood,layoffs:u.layoffs.length}),p===0&&o("em",{children:[" (",d("arrange-best"),")"]}),u.layoffs.length>0&&o("span",{class:"layoff-list",children:[" \xB7 ",u.layoffs.map(g=>d("layoff-on",{card:z(g.card),meld:g.meld+1})).join(", ")]})]},p))}),o(de,{melds:s.melds,extra:s.deadwood_cards,fourColour:a}),o("button",{type:"button",class:"primary",onClick:()=>r(s),children:d("layoff-submit")})]})}function gr({text:t,onConfirm:e,onCancel:a}){return o(Me,{title:d("action-confirm"),onClose:a,children:[o("p",{children:t}),o("div",{class:"actions",children:[o("button",{type:"button",class:"primary",onClick:e,children:d("action-confirm")}),o("button",{type:"button",onClick:a,children:d("action-cancel")})]})]})}function yr({snapshot:t,state:e,handSeats:a,fourColour:r}){var h,k;let n=t.view??t.public,i=t.table,s=(n==null?void 0:n.result)??null,l=i.seats,c=e.lastEnd,u=s&&s.winner!==null?a[s.winner]??null:null,p=(s==null?void 0:s.knocker)??(n==null?void 0:n.knocker)??null,g={};for(let $ of((h=n==null?void 0:n.showing)==null?void 0:h.layoffs)??[])(g[k=$.meld]??(g[k]=[])).push($.card);let m=(s==null?void 0:s.score)??null;return o(P,{children:[o("p",{class:"outcome","data-testid":"outcome",children:s?Mt(s.outcome,u,l):""}),(s==null?void 0:s.draw_reason)&&o("p",{children:d(`draw-${s.draw_reason}`)}),(n==null?void 0:n.arrangement)&&p!==null&&o("section",{children:[o("h3",{children:[d("end-knocker",{name:D(l,a[p])})," \xB7 ",d("end-deadwood",{deadwood:n.arrangement.deadwood})]}),o(de,{melds:n.arrangement.melds,layoffs:g,extra:n.arrangement.deadwood_cards,fourColour:r})]}),(n==null?void 0:n.showing)&&p!==null&&o("section",{children:[o("h3",{children:[d("end-defender",{name:D(l,a[1-p])})," \xB7 ",d("end-deadwood",{deadwood:n.showing.deadwood})]}),o(de,{melds:n.showing.melds,extra:n.showing.deadwood_cards,fourColour:r})]}),m&&o("table",{class:"itemised","data-testid":"itemised",children:o("tbody",{children:[o("tr",{children:[o("th",{scope:"row",children:d("end-score-difference")}),o("td",{children:m.difference})]}),m.bonus>0&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-bonus")}),o("td",{children:["+",m.bonus]})]}),m.multiplier>1&&o("tr",{children:[o("th",{scope:"row",children:d("end-score-multiplier")}),o("td",{children:["\xD7",m.multiplier]})]}),o("tr",{class:"total",children:o("th",{scope:"row",colSpan:2,children:d("end-score-points",{name:D(l,u),points:m.points})})})]})}),c&&c.end.games.length>0&&i.rules.scoring==="hollywood"&&o("p",{class:"games",children:d("end-games",{games:c.end.games.map($=>d("score-game",{number:$+1})).join(", ")})}),c&&o("p",{class:`verdict ${c.verdict}`,"data-testid":"verdict",children:[c.verdict==="verified"?`\u2713 ${d("end-verified")}`:c.verdict==="mismatch"?`\u2717 ${d("end-verify-failed")}`:c.verdict==="unavailable"?d("end-verify-unavailable"):""," ",o("a",{href:"/fair",onClick:$=>{$.preventDefault(),F("/fair")},children:d("end-verify-how")})]})]})}function kr({snapshot:t,state:e,handSeats:a,fourColour:r}){var l;let n=t.table,i=t.you.seat,s=i!==null&&((l=n.seats[i])==null?void 0:l.ready);return o(Me,{title:d("end-title",{hand:t.hand??n.hand_number}),children:[o(yr,{snapshot:t,state:e,handSeats:a,fourColour:r}),o(je,{table:n}),i!==null&&(s?o("p",{role:"status",children:d("ready-waiting")}):o("button",{type:"button",class:"primary","data-testid":"ready",onClick:()=>e.send({type:"ready"}),children:d("ready")}))]})}function br({snapshot:t,state:e,handSeats:a,fourColour:r}){var u;let n=t.table,i=e.matchEnd,s=n.score,l=(s==null?void 0:s.games)??[],c=(i==null?void 0:i.winner)??null;return o(Me,{title:d("match-over"),children:[o("p",{class:"outcome","data-testid":"match-outcome",children:c===null?d("match-draw"):d("match-winner",{name:D(n.seats,c)})}),((u=t.view??t.public)==null?void 0:u.result)&&o("details",{children:[o("summary",{children:d("end-title",{hand:t.hand??n.hand_number})}),o(yr,{snapshot:t,state:e,handSeats:a,fourColour:r})]}),i&&o("table",{class:"totals",children:[o("caption",{children:d("match-totals")}),o("thead",{children:o("tr",{children:[o("th",{scope:"col",children:d("leaderboard-name")}),i.totals.map((p,g)=>o("th",{scope:"col",children:d("score-game",{number:g+1})},g))]})}),o("tbody",{children:n.seats.map(p=>o("tr",{children:[o("th",{scope:"row",children:D(n.seats,p.seat)}),i.totals.map((g,m)=>o("td",{children:g[p.seat]},m))]},p.seat))})]}),!i&&l.length>0&&o(je,{table:n}),o("p",{class:"links",children:[o("a",{href:`/replay/${n.id}`,onClick:p=>{p.preventDefault(),F(`/replay/${n.id}`)},children:d("match-replay")})," \xB7 ",o("a",{href:`/api/tables/${n.id}/record`,download:`ginrummy-${n.id}.json`,children:d("match-record")})," \xB7 ",o("a",{href:"/",onClick:p=>{p.preventDefault(),F("/")},children:d("match-again")})]})]})}function To(t){let e=t.filter(a=>a.agent!==void 0&&a.agent!=="human").length;return a=>{let r=t[a];return(r==null?void 0:r.agent)!==void 0&&r.agent!=="human"?jt(r.agent,e>1?a+1:void 0):(r==null?void 0:r.name)??`${a+1}`}}function _r({id:t,fourColour:e}){let[a,r]=v(null),[n,i]=v(null),[s,l]=v(0),[c,u]=v(0);if(A(()=>{Z("GET",`/api/tables/${encodeURIComponent(t)}/replay`).then(r,i)},[t]),A(()=>{let S=x=>{x.target instanceof HTMLInputElement||x.target instanceof HTMLSelectElement||(x.key==="ArrowRight"&&u(w=>w+1),x.key==="ArrowLeft"&&u(w=>Math.max(0,w-1)))};return window.addEventListener("keydown",S),()=>window.removeEventListener("keydown",S)},[]),n!==null)return o("p",{class:"refusal",role:"alert",children:re(n)});if(!a)return o("p",{class:"loading",role:"status",children:d("replay-loading")});let p=a.hands[s];if(!p)return null;let g=p.frames.length-1,m=Math.min(c,g),h=p.frames[m];if(!h)return null;let k=To(a.players),$=h.pile[h.pile.length-1];return o("article",{class:"replay","data-testid":"replay",children:[o("h1",{children:d("replay-title")}),o("label",{children:[d("replay-hand",{number:""})," ",o("select",{value:s,onChange:S=>{l(Number(S.currentTarget.value)),u(0)},children:a.hands.map((S,x)=>o("option",{value:x,children:d("replay-hand",{number:S.number})},x))})]}),o("p",{role:"status","data-testid":"replay-step",children:[d("replay-step",{step:m,steps:g}),h.action&&o(P,{children:[": ",o("strong",{children:k(h.action.player)})," \xB7 ",ge(h.action)]})]}),o("div",{class:"replay-controls",role:"toolbar","aria-label":d("replay-title"),children:[o("button",{type:"button",onClick:()=>u(0),disabled:m===0,children:d("replay-first")}),o("button",{type:"button",onClick:()=>u(Math.max(0,m-1)),disabled:m===0,children:d("replay-prev")}),o("button",{type:"button",onClick:()=>u(m+1),disabled:m===g,"data-testid":"replay-next",children:d("replay-next")}),o("button",{type:"button",onClick:()=>u(g),disabled:m===g,children:d("replay-last")})]}),h.hands.map((S,x)=>{let w=p.seats[x]??x,M=k(w),K=h.to_act===x&&h.phase!=="over",E=[...w===p.dealer?[d("seat-dealer")]:[],...K?[d("seat-to-act")]:[]];return o("section",{class:`replay-hand${K?" to-act":""}`,"aria-label":d("replay-cards-of",{name:M}),"data-testid":`replay-hand-${x}`,children:[o("h2",{children:[d("replay-cards-of",{name:M}),E.length>0&&o("span",{class:"seat-flags",children:[" ",E.map(j=>o("span",{class:"flag",children:j},j))]})]}),o("div",{class:"row",children:S.map(j=>o("span",{class:"mini",children:o(q,{card:j,label:U(j),fourColour:e})},j))})]},x)}),o("p",{children:[d("stock"),": ",h.stock_count," \xB7 ",d("pile"),": ",$?o("span",{class:"mini",children:o(q,{card:$,label:U($),fourColour:e})}):"\u2014"]}),m===g&&o(Co,{end:p.end,number:p.number,name:k,fourColour:e}),o("p",{children:o("a",{href:`/api/tables/${t}/record`,download:`ginrummy-${t}.json`,children:d("match-record")})})]})}function Co({end:t,number:e,name:a,fourColour:r}){var l;if(!t.knocker_melds)return null;let n={};for(let c of t.layoffs??[])(n[l=c.meld]??(n[l]=[])).push(c.card);let i=t.knocker===void 0?"\u2014":a(t.knocker),s=t.defender===void 0?"\u2014":a(t.defender);return o("section",{class:"replay-end","data-testid":"replay-end","aria-label":d("end-title",{hand:e}),children:[o("h2",{children:d("end-title",{hand:e})}),o("section",{"data-testid":"replay-knocker","aria-label":d("end-knocker",{name:i}),children:[o("h3",{children:[d("end-knocker",{name:i})," \xB7 ",d("end-deadwood",{deadwood:t.knocker_deadwood??0})]}),o(de,{melds:t.knocker_melds,layoffs:n,extra:t.knocker_deadwood_cards??[],fourColour:r})]}),t.defender_melds&&o("section",{"data-testid":"replay-defender","aria-label":d("end-defender",{name:s}),children:[o("h3",{children:[d("end-defender",{name:s})," \xB7 ",d("end-deadwood",{deadwood:t.defender_deadwood??0})]}),o(de,{melds:t.defender_melds,extra:t.defender_deadwood_cards??[],fourColour:r}),(t.layoffs??[]).length>0&&o("p",{"data-testid":"replay-layoffs",children:[d("end-layoffs"),": ",(t.layoffs??[]).map(c=>d("layoff-on",{card:z(c.card),meld:c.meld+1})).join(", ")]})]}),o("p",{children:d("end-score-points",{name:t.winner===null?"\u2014":a(t.winner),points:t.points})})]})}var Lt="ginrummy.";function Pt(t,e){try{let a=localStorage.getItem(Lt+t);return a===null?e:JSON.parse(a)}catch{return e}}function Nt(t,e){try{e===null?localStorage.removeItem(Lt+t):localStorage.setItem(Lt+t,JSON.stringify(e))}catch{}}var Ye={get:()=>Pt("identity",null),set:t=>Nt("identity",t)},Eo={language:null,speed:"normal",largeCards:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function wr(){return{...Eo,...Pt("settings",{})}}function vr(t){Nt("settings",t)}function $r(t){return Pt(`order.${t}`,[])}function xr(t,e){Nt(`order.${t}`,e)}var Qe="A23456789TJQK",Xe="shdc";function Ze(t,e){return Qe.indexOf(t[0]??"")-Qe.indexOf(e[0]??"")||Xe.indexOf(t[1]??"")-Xe.indexOf(e[1]??"")}function Ao(t,e){return Xe.indexOf(t[1]??"")-Xe.indexOf(e[1]??"")||Qe.indexOf(t[0]??"")-Qe.indexOf(e[0]??"")}function Sr(t,e,a,r){if(a==="melds"&&e){let n=new Set(e.melds.flat()),i=e.melds.filter(l=>l.every(c=>t.includes(c))).map(l=>({meld:!0,cards:[...l].sort(Ze)})),s=t.filter(l=>!n.has(l)).sort(Ze);return s.length&&i.push({meld:!1,cards:s}),i}if(a==="own"){let n=r.filter(s=>t.includes(s)),i=t.filter(s=>!n.includes(s)).sort(Ze);return[{meld:!1,cards:[...n,...i]}]}return[{meld:!1,cards:[...t].sort(a==="rank"?Ze:Ao)}]}function Tr(t){let e=B(null),a=(s,l)=>{s.button===0&&(e.current={card:l,x:s.clientX,y:s.clientY,element:s.currentTarget,moved:!1,pointer:s.pointerId})},r=s=>{let l=e.current;if(!l||l.pointer!==s.pointerId)return;let c=s.clientX-l.x,u=s.clientY-l.y;!l.moved&&Math.hypot(c,u)<10||(l.moved||(l.moved=!0,l.element.setPointerCapture(s.pointerId),l.element.classList.add("dragging")),l.element.style.transform=`translate(${c}px, ${u}px)`)},n=s=>{let l=e.current;if(e.current=null,!l||!l.moved)return;l.element.classList.remove("dragging"),l.element.style.transform="";let c=document.elementsFromPoint(s.clientX,s.clientY);if(c.some(p=>p.closest("[data-drop='pile']"))){t.onPlay(l.card);return}let u=c.map(p=>p.closest("[data-hand-card]")).find(p=>p&&p.dataset.handCard!==l.card);if(u){let p=u.getBoundingClientRect(),g=s.clientX>p.left+p.width/2,m=t.groups.flatMap(k=>k.cards).filter(k=>k!==l.card),h=m.indexOf(u.dataset.handCard??"");t.onMove(l.card,g?m[h+1]??null:m[h]??null)}else c.some(p=>p.closest(".hand"))&&t.onMove(l.card,null)},i=(s,l)=>{var p;let c=t.groups.flatMap(g=>g.cards),u=c.indexOf(l);if(s.key==="ArrowRight"||s.key==="ArrowLeft"){let g=s.key==="ArrowRight"?1:-1;if(s.shiftKey){let m=c.filter(k=>k!==l),h=Math.max(0,Math.min(m.length,u+g));t.onMove(l,m[h]??null),requestAnimationFrame(()=>{var k;return(k=document.querySelector(`[data-hand-card="${l}"]`))==null?void 0:k.focus()})}else{let m=c[(u+g+c.length)%c.length];m&&((p=document.querySelector(`[data-hand-card="${m}"]`))==null||p.focus())}s.preventDefault()}else(s.key==="Delete"||s.key==="d")&&(t.playable.has(l)&&t.onPlay(l),s.preventDefault())};return o("div",{class:"hand",role:"group","aria-label":t.label,onPointerMove:r,onPointerUp:n,onPointerCancel:n,children:t.groups.map((s,l)=>o("div",{class:s.meld?"hand-group meld":"hand-group",role:"group","aria-label":s.meld?d("meld-label",{cards:s.cards.map(U).join(", ")}):void 0,children:s.cards.map(c=>{let u=t.deadwood.has(c),p=["hand-card"];t.selected===c&&p.push("selected"),u&&p.push("deadwood"),t.fresh===c&&p.push("fresh"),t.playable.size&&!t.playable.has(c)&&p.push("barred");let g=U(c)+(u?`, ${d("deadwood-label")}`:"");return o("button",{type:"button",class:p.join(" "),"data-card":c,"data-hand-card":c,"aria-label":g,"aria-pressed":t.selected===c,onClick:()=>t.onSelect(c),onDblClick:()=>t.playable.has(c)&&t.onPlay(c),onPointerDown:m=>a(m,c),onKeyDown:m=>i(m,c),children:o(q,{card:c,label:"",fourColour:t.fourColour})},c)})},l))})}var Cr={off:0,slow:560,normal:340,fast:190},Er={off:0,slow:150,normal:90,fast:50},jo="cubic-bezier(0.2, 0.75, 0.25, 1)",et="ginrummy-motion";function zt(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function be(t,e){let a=t.getBoundingClientRect();return{left:a.left+e.x,top:a.top+e.y,width:a.width,height:a.height}}function Dt(t){return Array.from(t.querySelectorAll("[data-card]")).filter(a=>{var n;let r=(n=a.parentElement)==null?void 0:n.closest("[data-card]");return!r||!t.contains(r)})}function It(t){let e=new Map;return t.querySelectorAll("[data-anchor]").forEach(a=>{let r=a.dataset.anchor;r&&!e.has(r)&&e.set(r,a)}),e}function Ar(t){let e=new Map,a=new Map;if(!t||typeof t.querySelectorAll!="function")return{cards:e,anchors:a};let r=zt();for(let n of Dt(t)){let i=n.dataset.card??"",s=e.get(i),l=be(n,r);s?s.push(l):e.set(i,[l])}for(let[n,i]of It(t))a.set(n,be(i,r));return{cards:e,anchors:a}}function jr(t){if(!t||t.speed==="off"||!(t.speed in Cr)||typeof document<"u"&&document.visibilityState==="hidden")return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Mr(t){return typeof t.animate=="function"}function Mo(t){if(typeof t.getAnimations=="function"){for(let e of t.getAnimations({subtree:!0}))e.id===et&&e.cancel();return}for(let e of Dt(t))if(typeof e.getAnimations=="function")for(let a of e.getAnimations())a.id===et&&a.cancel()}function Ro(t){let e=getComputedStyle(t),a=e.transform&&e.transform!=="none"?e.transform:"",r=0,n=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let l=new DOMMatrixReadOnly(a);r=l.m41,n=l.m42}catch{}let[i="0",s="0"]=(e.transformOrigin||"0 0").split(" ");return{transform:a,tx:r,ty:n,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function Lo(t,e){let{from:a,to:r}=t,n=a.width/r.width,i=a.height/r.height;t.entering&&(n=i=Math.min(n,i)),(!Number.isFinite(n)||n<=0)&&(n=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=a.left+a.width/2-(r.left+r.width/2),l=a.top+a.height/2-(r.top+r.height/2),c=r.width/2+e.tx-e.ox,u=r.height/2+e.ty-e.oy,p=h=>Math.round(h*100)/100,g=`translate(${p(s)}px, ${p(l)}px) translate(${p(c)}px, ${p(u)}px) scale(${p(n*1e3)/1e3}, ${p(i*1e3)/1e3})`+` translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd(),m=`translate(0px, 0px) translate(${p(c)}px, ${p(u)}px) scale(1, 1) translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd();return[{transform:g},{transform:m}]}function Rr(t,e){if(!t.length)return Promise.resolve();let a=t.map(s=>Ro(s.element)),r=Cr[e.speed],n=[];if(t.forEach((s,l)=>{let c=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),u=Math.round(r*Math.min(1.35,Math.max(.8,.75+c/900)));try{let p=s.element.animate(Lo(s,a[l]),{duration:u,delay:s.delay,easing:jo,fill:s.delay>0?"backwards":"none"});p.id=et,n.push(p)}catch{}}),!n.length)return Promise.resolve();let i=Math.max(...t.map(s=>s.delay))+r*1.35;return new Promise(s=>{let l=!1,c,u=()=>{l||(l=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",g),s())},p=()=>{for(let m of n)try{m.playState!=="finished"&&m.playState!=="idle"&&m.finish()}catch{m.cancel()}u()},g=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",g),Promise.allSettled(n.map(m=>m.finished)).then(u),c=setTimeout(p,i+600)})}function Lr(t,e,a){var c;if(!t||typeof t.querySelectorAll!="function"||(Mo(t),!e||jr(a)))return Promise.resolve();let r=zt(),n=It(t),i=new Map,s=[],l=0;for(let u of Dt(t)){if(!Mr(u))continue;let p=u.dataset.card??"",g=i.get(p)??0;i.set(p,g+1);let m=be(u,r);if(m.width<1||m.height<1)continue;let h=(c=e.cards.get(p))==null?void 0:c[g];if(h){if(h.width<1||h.height<1||Math.abs(h.left-m.left)<.5&&Math.abs(h.top-m.top)<.5&&Math.abs(h.width-m.width)<.5&&Math.abs(h.height-m.height)<.5)continue;s.push({element:u,from:h,to:m,entering:!1,delay:0});continue}let k=u.dataset.from??"stock";if(k===""||k==="none")continue;let $=e.anchors.get(k)??(n.has(k)?be(n.get(k),r):void 0);!$||$.width<1||$.height<1||(s.push({element:u,from:$,to:m,entering:!0,delay:0}),l+=1)}if(l>1){let u=0;for(let p of s)p.entering&&(p.delay=u++*Er[a.speed]*.6)}return Rr(s,a)}function Pr(t,e,a){if(!t||typeof t.querySelectorAll!="function")return Promise.resolve();for(let l of e??[])if(!(!l||typeof l.getAnimations!="function"))for(let c of l.getAnimations())c.id===et&&c.cancel();if(jr(a))return Promise.resolve();let r=It(t).get("stock");if(!r)return Promise.resolve();let n=zt(),i=be(r,n);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let l of e??[]){if(!l||!l.isConnected||!Mr(l))continue;let c=be(l,n);c.width<1||c.height<1||s.push({element:l,from:i,to:c,entering:!0,delay:s.length*Er[a.speed]})}return Rr(s,a)}function Nr({rules:t,system:e}){let a=[],r=n=>Number(t[n]??0);return a.push(d("rules-target",{target:r("target")})),t.knock_limit_from_upcard?a.push(d("rules-knock-from-upcard")):a.push(d("rules-knock-limit",{limit:r("knock_limit")})),t.oklahoma_spades_double&&a.push(d("rules-spades-double")),a.push(d("rules-gin-bonus",{bonus:r("gin_bonus")})),a.push(d("rules-undercut-bonus",{bonus:r("undercut_bonus")})),a.push(t.big_gin?d("rules-big-gin",{bonus:r("big_gin_bonus")}):d("rules-no-big-gin")),a.push(t.discard_drawn_upcard?d("rules-discard-upcard"):d("rules-no-discard-upcard")),t.scoring==="hollywood"&&a.push(d("rules-hollywood")),r("players")===3&&a.push(d("rules-three-player")),r("line_bonus")>0&&a.push(d("rules-line-bonus",{bonus:r("line_bonus")})),r("game_bonus")>0&&a.push(d("rules-game-bonus",{bonus:r("game_bonus")})),t.shutout&&a.push(d("rules-shutout")),o("section",{class:"panel rules","aria-label":d("rules"),"data-testid":"rules",children:[o("h2",{children:[d("rules"),": ",d(`system-${e}`)]}),o("ul",{children:a.map(n=>o("li",{children:n},n))})]})}var zr=["hello","good-luck","nice","thanks","good-game","rematch"],tt=null;function Po(t){if(!tt){tt=new Map;for(let a of zr)for(let r of Wa(`chat-preset-${a}`))tt.set(r,a)}let e=tt.get(t);return e?d(`chat-preset-${e}`):t}function Dr({state:t,seated:e}){let[a,r]=v(""),n=t.log.filter(s=>s.event.type==="chat"),i=s=>{let l=s.trim().slice(0,200);l&&t.send({type:"chat",text:l})&&r("")};return o("section",{class:"panel chat","aria-label":d("chat"),children:[o("h2",{children:d("chat")}),o("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:n.map((s,l)=>{if(s.event.type!=="chat")return null;let c=s.event.text,u=Po(c);return o("li",{title:u===c?void 0:c,children:[o("strong",{children:[s.event.name,":"]})," ",u]},l)})}),e&&o(P,{children:[o("div",{class:"presets",children:zr.map(s=>o("button",{type:"button",onClick:()=>i(d(`chat-preset-${s}`)),children:d(`chat-preset-${s}`)},s))}),o("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(a)},children:[o("input",{type:"text",maxLength:200,value:a,"aria-label":d("chat-placeholder"),placeholder:d("chat-placeholder"),onInput:s=>r(s.currentTarget.value)}),o("button",{type:"submit",children:d("chat-send")})]})]})]})}function Ir({state:t,seats:e}){let a=t.log.map(r=>Ae(r.event,e)).filter(r=>r!==null);return o("details",{class:"panel log",children:[o("summary",{children:d("log-title")}),o("ol",{"data-testid":"log",children:a.slice(-40).map((r,n)=>o("li",{children:r},n))})]})}function No(t,e){return t.handSeats?t.handSeats:e.roles?[e.roles.box,e.roles.captain]:[0,1]}function Hr(t,e){return e===null||!t.roles?null:t.roles.box===e?"box":t.roles.captain===e?"captain":"out"}function Br({state:t,settings:e,setSettings:a}){let r=t.snapshot;return r?o(zo,{snapshot:r,state:t,settings:e,setSettings:a}):o("p",{class:"loading",role:"status",children:d("loading")})}function zo({snapshot:t,state:e,settings:a,setSettings:r}){var Ut,qt,Gt,Vt,Jt,Wt,Yt,Zt;let{table:n,view:i,choices:s,you:l}=t,c=n.seats,u=l.seat,p=Hr(n,u),g=p==="out",m=No(e,n),[h,k]=v(null),[$,S]=v(null),[x,w]=v(!1),[M,K]=v(()=>$r(n.id)),E=B(null),j=B(null),G=B(t.seq);G.current!==t.seq&&(G.current=t.seq,E.current&&(j.current=Ar(E.current))),A(()=>{E.current&&j.current&&Lr(E.current,j.current,{speed:a.speed}),j.current=null},[t.seq]),A(()=>{if(!E.current||t.hand===null)return;let _=[...E.current.querySelectorAll(".hand-card, .back-slot")];Pr(E.current,_,{speed:a.speed})},[t.hand]),A(()=>{h&&!((i==null?void 0:i.hand)??[]).includes(h)&&k(null)},[i==null?void 0:i.hand.join()]);let I=B(null);A(()=>{let _=W=>{let Y=I.current;if(I.current=null,!Y)return;document.elementsFromPoint(W.clientX,W.clientY).some(_e=>_e.closest(".hand"))&&f.current.has(Y)&&y.current({action:Y})};return window.addEventListener("pointerup",_),()=>window.removeEventListener("pointerup",_)},[]);let f=B(new Set),y=B(()=>{}),b=_=>{k(null),e.send(g?{type:"advise",action:_}:{type:"act",action:_})};y.current=b;let V=_=>D(c,m[_]),J=(i==null?void 0:i.seat)??null,O=J===null?null:1-J,rt=new Map(((s==null?void 0:s.discards)??[]).map(_=>[_.card,_])),Ot=((s==null?void 0:s.to_act)??!1)&&u!==null,ne=Ot?new Set((s==null?void 0:s.actions)??[]):new Set,Le=ne.has("discard")?new Set(rt.keys()):new Set;f.current=ne;let Ht=i?Sr(i.hand,s,a.handOrder,M):[],Gr=new Set((s==null?void 0:s.deadwood_cards)??[]),Vr=(_,W)=>{let Y=Ht.flatMap(_e=>_e.cards).filter(_e=>_e!==_),ct=W===null?Y.length:Y.indexOf(W);Y.splice(ct<0?Y.length:ct,0,_),K(Y),xr(n.id,Y),a.handOrder!=="own"&&r({...a,handOrder:"own"})},Bt=_=>{Le.has(_)&&b({action:"discard",card:_})},Jr=_=>{let W=rt.get(_);W&&S({kind:W.gin?"gin":"knock",card:_,deadwood:W.deadwood})},Wr=h?rt.get(h):void 0,ce=i?i.pile[i.pile.length-1]:(Ut=t.public)==null?void 0:Ut.pile[t.public.pile.length-1],Ft=(i==null?void 0:i.stock_count)??((qt=t.public)==null?void 0:qt.stock_count)??null,nt=(i==null?void 0:i.phase)??((Gt=t.public)==null?void 0:Gt.phase)??null,ot=(i==null?void 0:i.knock_limit)??((Vt=t.public)==null?void 0:Vt.knock_limit)??null,it=(i==null?void 0:i.upcard)??((Jt=t.public)==null?void 0:Jt.upcard)??null,Yr=!!n.rules.oklahoma_spades_double&&!!n.rules.knock_limit_from_upcard&&(it==null?void 0:it[1])==="s",Zr=(i==null?void 0:i.taken)??null,ue=i==null?void 0:i.events[i.events.length-1],Kt=ue!==void 0&&ue.seat===J&&(ue.action==="draw_stock"||ue.action==="draw_discard"),st=B({hand:[],fresh:null});if(i&&Kt){let _=st.current;if(_.fresh===null||!i.hand.includes(_.fresh)){let W=i.hand.filter(Y=>!_.hand.includes(Y));_.fresh=(ue==null?void 0:ue.card)??Zr??(W.length===1?W[0]??null:null)}}else st.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let Qr=Kt?st.current.fresh:null,lt=(Wt=i??t.public)==null?void 0:Wt.events.at(-1),Xr=lt&&lt.action==="discard"&&lt.seat!==J?"opponent":"none",dt=t.timers.find(_=>_.running),en=nt!==null&&nt!=="over"?m[((Yt=i??t.public)==null?void 0:Yt.to_act)??0]:null;return o("div",{class:`table${a.fourColour?" four-colour":""}`,ref:E,children:[o(Do,{table:n,mySeat:u,toAct:en??null,state:e,dealer:m[((Zt=i??t.public)==null?void 0:Zt.dealer)??-1]??null}),p&&o("p",{class:"role-note",children:d(`you-are-${p}`)}),l.role==="spectator"&&o("p",{class:"role-note",children:d("spectating")}),n.status==="waiting"&&o(Oo,{table:n}),nt!==null&&o("section",{class:"felt","aria-label":d("hand-number",{number:t.hand??n.hand_number}),children:[o(Or,{snapshot:t,handSeat:O??1,name:V(O??1),fourColour:a.fourColour}),!i&&t.public&&o(Or,{snapshot:t,handSeat:0,name:V(0),fourColour:a.fourColour}),o("div",{class:"centre",children:[o("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!ne.has("draw_stock"),"aria-label":d("card-stock",{count:Ft??0}),onClick:()=>b({action:"draw_stock"}),onPointerDown:()=>{I.current="draw_stock"},children:[o(q,{card:null,label:""}),o("span",{class:"count","aria-hidden":"true",children:Ft})]}),o("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(ne.has("draw_discard")||h!==null&&Le.has(h)),"aria-label":ce?d("card-pile",{card:U(ce)}):d("card-pile-empty"),onClick:()=>h&&Le.has(h)?Bt(h):ne.has("draw_discard")&&b({action:"draw_discard"}),onPointerDown:()=>{I.current="draw_discard"},children:ce?o("span",{class:"pile-top","data-card":ce,"data-from":Xr,children:o(q,{card:ce,label:"",fourColour:a.fourColour})}):o("span",{class:"pile-empty"})}),o("div",{class:"hand-facts",children:[ot!==null&&o("span",{class:"badge knock-limit",children:ot===0?d("knock-limit-gin"):d("knock-limit",{limit:ot})}),Yr&&o("span",{class:"badge spades",children:d("spades-double")}),dt&&o(Bo,{seconds:dt.seconds_left,decision:dt.decision})]})]}),i&&s&&o("div",{class:"mine",children:[o("div",{class:"hand-tools",children:[o("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?d("your-deadwood-after",{deadwood:Math.min(...s.discards.map(_=>_.deadwood))}):d("your-deadwood",{deadwood:s.deadwood})}),o("label",{class:"sort",children:[d("sort-label")," ",o("select",{value:a.handOrder,onChange:_=>r({...a,handOrder:_.currentTarget.value}),children:[o("option",{value:"melds",children:d("sort-melds")}),o("option",{value:"rank",children:d("sort-rank")}),o("option",{value:"suit",children:d("sort-suit")}),o("option",{value:"own",children:d("sort-own")})]})]})]}),o(Tr,{groups:Ht,deadwood:Gr,selected:h,playable:Le,fourColour:a.fourColour,fresh:Qr,label:g?d("hand-label-captain"):d("hand-label"),onSelect:_=>k(h===_?null:_),onPlay:Bt,onMove:Vr}),o(Ho,{actions:ne,view:i,choices:s,selected:h,selectedOption:Wr,advising:g,send:b,knock:Jr,bigGin:()=>S({kind:"big_gin",card:null,deadwood:0})})]})]}),o(Fo,{snapshot:t,myRole:p,state:e,pileTop:ce}),o(Ko,{state:e}),o(Uo,{state:e,pileTop:ce}),o("div",{class:"table-extras",children:[o(je,{table:n}),o("div",{class:"buttons",children:[n.status==="playing"&&u!==null&&Ot&&!g&&o("button",{type:"button",onClick:()=>e.send({type:"hint",count:3}),children:d("hint")}),u!==null&&n.seats.every(_=>_.seat===u||_.kind==="computer")&&n.status==="playing"&&o("button",{type:"button",onClick:()=>e.send({type:"undo"}),children:d("undo")}),o("button",{type:"button","aria-expanded":x,onClick:()=>w(!x),children:d("rules")})]}),x&&o(Nr,{rules:n.rules,system:n.system}),o(Dr,{state:e,seated:u!==null}),o(qo,{state:e,seats:c}),o(Ir,{state:e,seats:c})]}),i&&ne.has("arrange")&&s&&!g&&o(fr,{options:s.arrangements,fourColour:a.fourColour,onChoose:_=>b({action:"arrange",melds:_})}),i&&ne.has("lay_off")&&s&&!g&&o(hr,{options:s.showings,knocker:i.arrangement,fourColour:a.fourColour,onChoose:_=>b({action:"lay_off",melds:_.melds,layoffs:_.layoffs})}),$&&o(gr,{text:$.kind==="big_gin"?d("confirm-big-gin"):$.kind==="gin"?d("confirm-gin",{card:z($.card??"")}):d("confirm-knock",{card:z($.card??""),deadwood:$.deadwood}),onCancel:()=>S(null),onConfirm:()=>{let _=$;S(null),b(_.kind==="big_gin"?{action:"big_gin"}:{action:"knock",card:_.card})}}),n.status==="between_hands"&&o(kr,{snapshot:t,state:e,handSeats:m,fourColour:a.fourColour}),n.status==="over"&&o(br,{snapshot:t,state:e,handSeats:m,fourColour:a.fourColour}),n.status==="closed"&&o("p",{class:"panel",role:"status",children:d("table-closed")})]})}function Do({table:t,mySeat:e,toAct:a,state:r,dealer:n}){let i=$e(()=>{let l=new Map;for(let c of r.log)(c.event.type==="action"||c.event.type==="advice")&&l.set(c.event.player,c.event);return l},[r.log]),s=new Map;for(let[l,c]of i){let u=Ae(c,t.seats);u&&s.set(l,u)}return o("ul",{class:"seats","aria-label":d("score-title"),children:t.seats.map(l=>o("li",{class:`seat${l.seat===a?" to-act":""}${l.seat===e?" mine":""}`,"data-testid":`seat-${l.seat}`,children:[o("span",{class:"seat-name",children:[D(t.seats,l.seat),l.seat===e?` (${d("seat-you")})`:""]}),o(Io,{seat:l,table:t,toAct:a,dealer:n}),s.get(l.seat)&&o("span",{class:"seat-last",children:d("last-action",{action:s.get(l.seat)??""})}),l.kind==="empty"&&e===null&&t.status!=="over"&&o("button",{type:"button",onClick:()=>r.send({type:"sit",seat:l.seat}),children:d("seat-sit")})]},l.seat))})}function Io({seat:t,table:e,toAct:a,dealer:r}){let n=Hr(e,t.seat),i=[];return n&&i.push(d(`role-${n}`)),t.seat===r&&i.push(d("seat-dealer")),t.seat===a&&i.push(d("seat-to-act")),t.away?i.push(d("seat-away")):t.kind==="person"&&!t.connected&&i.push(d("seat-offline")),t.ready&&e.status==="between_hands"&&i.push(d("seat-ready")),o("span",{class:"seat-flags",children:i.map(s=>o("span",{class:"flag",children:s},s))})}function Oo({table:t}){let[e,a]=v(!1),r=t.code?`${location.origin}/join/${t.code}`:null;return o("section",{class:"panel waiting","aria-live":"polite",children:[o("p",{children:d("table-waiting")}),r&&o("p",{class:"share",children:[d("table-share")," ",o("a",{href:r,"data-testid":"share-link",children:r})," ",o("button",{type:"button",onClick:()=>{var n;(n=navigator.clipboard)==null?void 0:n.writeText(r).then(()=>a(!0))},children:e?d("private-copied"):d("private-copy")})]})]})}function Or({snapshot:t,handSeat:e,name:a,fourColour:r}){var l,c;let n=t.view,i=n?n.opponent_hand_size:((l=t.public)==null?void 0:l.hand_sizes[e])??0,s=n?n.opponent_known:((c=t.public)==null?void 0:c.taken_known[e])??[];return o("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[o("p",{class:"opponent-count",children:d("opponent-cards",{name:a,count:i})}),o("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(u,p)=>o("span",{class:"back-slot",children:o(q,{card:null,label:""})},p))}),s.length>0&&o("p",{class:"known",children:[d("opponent-known",{name:a})," ",s.map(u=>o("span",{class:"mini","data-card":u,children:o(q,{card:u,label:U(u),fourColour:r})},u))]})]})}function Ho(t){let{actions:e,view:a,selected:r,selectedOption:n,send:i}=t,s=a.pile[a.pile.length-1],l=[];if(e.has("draw_stock")&&l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"draw_stock"}),children:d("action-draw-stock")},"stock")),e.has("draw_discard")&&s){let c=a.phase==="offer"?d("action-take-upcard",{card:z(s)}):d("action-draw-discard",{card:z(s)});l.push(o("button",{type:"button",onClick:()=>i({action:"draw_discard"}),children:c},"pile"))}return e.has("pass")&&l.push(o("button",{type:"button",onClick:()=>i({action:"pass"}),children:d("action-pass")},"pass")),e.has("discard")&&(r&&n?(l.push(o("button",{type:"button",class:"primary",onClick:()=>i({action:"discard",card:r}),children:d("action-discard",{card:z(r)})},"discard")),n.knock&&l.push(o("button",{type:"button",class:n.gin?"gin":"knock",onClick:()=>t.knock(r),children:n.gin?d("action-gin-with",{card:z(r)}):d("action-knock-with",{card:z(r)})},"knock"))):l.push(o("span",{class:"prompt",children:d("action-choose-card")},"choose"))),e.has("big_gin")&&l.push(o("button",{type:"button",class:"gin",onClick:t.bigGin,children:d("action-big-gin")},"big")),l.length?o("div",{class:"actions",role:"toolbar","aria-label":t.advising?d("advise"):d("turn-yours"),children:l}):null}function Bo({seconds:t,decision:e}){let[a,r]=v(Math.ceil(t));return A(()=>{let n=performance.now();r(Math.ceil(t));let i=window.setInterval(()=>r(Math.max(0,Math.ceil(t-(performance.now()-n)/1e3))),250);return()=>window.clearInterval(i)},[e,t]),o("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:d("turn-clock",{seconds:a})})}function Fo({snapshot:t,myRole:e,state:a,pileTop:r}){if(e!=="captain"&&e!=="out"||t.table.status!=="playing")return null;let n=t.advice;return o("p",{class:"advice",role:"status","data-testid":"advice",children:[n===null?d("advice-none"):e==="captain"?d("advice-from",{action:ge(n,r)}):d("advice-sent",{action:ge(n,r)}),n!==null&&e==="out"&&o("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:d("advice-withdraw")})]})}function Ko({state:t}){var r;let[e,a]=v(null);return A(()=>{if(a(t.refusal),!t.refusal)return;let n=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(n)},[(r=t.refusal)==null?void 0:r.at]),e?o("div",{class:"refusal",role:"alert","data-testid":"refusal",children:o("strong",{children:Ee(e)})}):null}function Uo({state:t,pileTop:e}){return t.hints?o("section",{class:"panel hints","aria-label":d("hints-title"),children:[o("h2",{children:d("hints-title")}),o("ol",{children:t.hints.map((a,r)=>o("li",{children:[o("strong",{children:ge(a.action,e)})," ",o("span",{class:"reason",children:ar(a)})]},r))}),o("button",{type:"button",onClick:t.clearHints,children:d("action-cancel")})]}):null}function qo({state:t,seats:e}){let a=t.log[t.log.length-1],r=a?Ae(a.event,e):null;return o("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:r??""})}var Go=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Vo=new Set(["view","public"]),te=class extends Error{};function Re(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function Fr(t,e,a){if(!Re(a))throw new te("changes are not an object");if(e<t.seq)throw new te(`changes as of ${e} to a snapshot as of ${t.seq}`);let r={...t,seq:e};for(let[n,i]of Object.entries(a)){if(!Go.has(n))throw new te(`unknown part ${n}`);let s=r[n];if(n==="table"){if(!Re(i)||!Re(s))throw new te("the table's changes are not an object");r[n]={...s,...i}}else if(Vo.has(n)&&i!==null&&s!==null&&s!==void 0){if(!Re(i)||!Re(s))throw new te(`the ${n}'s changes are not an object`);let l={...s};for(let[c,u]of Object.entries(i))if(c==="new_events"){let p=l.events;if(!Array.isArray(p)||!Array.isArray(u))throw new te(`events added to a ${n} without events`);l.events=[...p,...u]}else l[c]=u;r[n]=l}else r[n]=i}return r}var Kr=[300,800,1500,3e3,5e3],Wo=25e3,at=class{constructor(e,a,r,n){R(this,"table",e);R(this,"token",a);R(this,"as",r);R(this,"listener",n);R(this,"socket",null);R(this,"held",null);R(this,"seq",0);R(this,"attempt",0);R(this,"stopped",!1);R(this,"missed",[]);R(this,"timer");R(this,"pinger");R(this,"nextId",1);R(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var e;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(e=this.socket)==null||e.close(1e3),this.socket=null,this.setState("closed")}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open"?!1:(this.socket.send(JSON.stringify({...e,id:this.nextId++})),!0)}setState(e){this.state!==e&&(this.state=e,this.listener.state(e))}connect(){let e=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${e}//${location.host}/ws`);this.socket=a,this.missed=[],a.onopen=()=>{let r={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};r.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(r))},a.onmessage=r=>{if(a!==this.socket)return;let n;try{n=JSON.parse(String(r.data))}catch{return this.resync()}this.receive(n)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let e=Kr[Math.min(this.attempt,Kr.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),e)}resync(){let e=this.socket;this.socket=null,e==null||e.close(4e3),this.connect()}receive(e){switch(e.type){case"welcome":return;case"event":this.missed.push({seq:e.seq,event:e.event});return;case"snapshot":{let{type:a,...r}=e;this.held=r,this.seq=r.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Wo),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(r);return}case"update":{if(this.held===null||e.seq<this.seq)return this.resync();try{this.held=Fr(this.held,e.seq,e.changes)}catch(a){if(a instanceof te)return this.resync();throw a}this.seq=e.seq,e.events.length&&this.listener.events(e.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(e.hints);return;case"error":{let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(e.code)),e.code==="conflict"&&e.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:e.code,message:e.message,field:e.field,reason:e.reason},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Yo(t,e){let a=`ginrummy-deck-v1:${t.join(",")}:${e}`,r=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(r)].map(n=>n.toString(16).padStart(2,"0")).join("")}async function Ur(t,e,a){var n;return(n=globalThis.crypto)!=null&&n.subtle?e.length===52&&new Set(e).size===52&&await Yo(e,a)===t?"verified":"mismatch":"unavailable"}var Zo=200;function qr(t,e,a){let[r,n]=v(null),[i,s]=v("connecting"),[l,c]=v([]),[u,p]=v(null),[g,m]=v(null),[h,k]=v(null),[$,S]=v(null),[x,w]=v(null),[M,K]=v(null),E=B({}),j=B(null);return A(()=>{let G=f=>{if(f.type==="commitment")E.current[f.hand]=f.sha256;else if(f.type==="deal")S(f.seats),w(null),k(null);else if(f.type==="hand_end"){let y=f.hand,b={hand:y,end:f.end,score:f.score,verdict:"checking"};w(b);let V=E.current[y];V===void 0?w({...b,verdict:"unavailable"}):Ur(V,f.reveal.deck,f.reveal.salt).then(J=>w(O=>O&&O.hand===y?{...O,verdict:J}:O))}else f.type==="match_end"?K({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&k(null)},I=new at(t,e,a,{snapshot:f=>{var y,b;f.hand!==null&&f.commitment!==null&&((y=E.current)[b=f.hand]??(y[b]=f.commitment)),n(f)},events:f=>{f.forEach(y=>G(y.event)),c(y=>[...y,...f].slice(-Zo))},state:s,refused:(f,y)=>y?m(f):p({...f,at:Date.now()}),hints:k});return j.current=I,I.open(),()=>I.close()},[t,e,a]),$e(()=>({snapshot:r,link:i,log:l,refusal:u,fatal:g,hints:h,handSeats:$,lastEnd:x,matchEnd:M,commitments:E.current,send:G=>{var I;return((I=j.current)==null?void 0:I.send(G))??!1},clearHints:()=>k(null)}),[r,i,l,u,g,h,$,x,M])}function Qo(t){let e=document.documentElement;e.classList.toggle("cards-large",t.largeCards),e.classList.toggle("four-colour",t.fourColour),e.dataset.speed=t.speed}function Xo(){let[t,e]=v(wr),[a,r]=v(Ye.get),[n,i]=v(!1),s=Xa(),l=Va(t.language);Ja(l),A(()=>Qo(t),[t]),A(()=>{document.title=d("app-title")},[l]);let c=g=>{vr(g),e(g)},u=()=>{Ye.set(null),r(null)},p;return s.page==="fair"?p=o(Za,{}):s.page==="replay"?p=o(_r,{id:s.id,fourColour:t.fourColour}):a?s.page==="join"?p=o(ni,{code:s.code,identity:a,onUnknown:u}):s.page==="table"?p=o(oi,{id:s.id,identity:a,settings:t,setSettings:c,onUnknown:u},s.id):p=o(or,{identity:a,settings:t,setSettings:c}):p=o(ri,{onDone:g=>{Ye.set(g),r(g)}}),o(P,{children:[o("header",{class:"top",children:[o("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),F("/")},children:d("app-title")}),a&&o("span",{class:"me",children:a.name}),o("label",{class:"language",children:[o("span",{class:"visually-hidden",children:d("settings-language")}),o("select",{value:t.language??"","aria-label":d("settings-language"),"data-testid":"language",onChange:g=>c({...t,language:g.currentTarget.value||null}),children:[o("option",{value:"",children:d("settings-language-auto")}),ke.map(g=>o("option",{value:g,lang:g,children:ti(g)},g))]})]}),o("button",{type:"button",class:"settings-button","aria-expanded":n,onClick:()=>i(!n),children:d("settings")})]}),n&&o(ai,{settings:t,setSettings:c,identity:a,forget:u}),o("main",{class:"content",children:p}),o("footer",{class:"bottom",children:o("a",{href:"/fair",onClick:g=>{g.preventDefault(),F("/fair")},children:d("fair-link")})})]})}var ei={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function ti(t){return ei[t]}function ai({settings:t,setSettings:e,identity:a,forget:r}){return o("section",{class:"panel settings","aria-label":d("settings"),children:[o("label",{children:[d("settings-speed")," ",o("select",{value:t.speed,onChange:n=>e({...t,speed:n.currentTarget.value}),children:["off","slow","normal","fast"].map(n=>o("option",{value:n,children:d(`speed-${n}`)},n))})]}),o("label",{children:[o("input",{type:"checkbox",checked:t.largeCards,onChange:n=>e({...t,largeCards:n.currentTarget.checked})})," ",d("settings-large-cards")]}),o("label",{children:[o("input",{type:"checkbox",checked:t.fourColour,onChange:n=>e({...t,fourColour:n.currentTarget.checked})})," ",d("settings-four-colour")]}),a&&o("button",{type:"button",onClick:r,children:d("name-change")})]})}function ri({onDone:t}){let[e,a]=v(""),[r,n]=v(null),i=async()=>{n(null);try{let s=await Z("POST","/api/identities",{name:e.trim()});t(s)}catch(s){n(s)}};return o("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[o("h1",{children:d("app-title")}),o("p",{children:d("home-tagline")}),o("label",{for:"name",children:d("name-prompt")}),o("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:e,onInput:s=>a(s.currentTarget.value)}),r!==null&&o("p",{class:"refusal",role:"alert",children:re(r)}),o("button",{type:"submit",class:"primary",children:d("name-save")})]})}function ni({code:t,identity:e,onUnknown:a}){let[r,n]=v(null);return A(()=>{Z("POST","/api/tables/join",{code:t},e.token).then(i=>F(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof ie&&i.code==="not_authenticated"&&a(),n(i)})},[t,e.token]),r!==null?o("p",{class:"refusal",role:"alert",children:re(r)}):o("p",{class:"loading",role:"status",children:d("loading")})}function oi({id:t,identity:e,settings:a,setSettings:r,onUnknown:n}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",l=i.get("sit"),c=qr(t,e.token,s?"spectator":"player");return A(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&n()},[c.fatal]),A(()=>{l!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(l)}),history.replaceState(null,"",`/table/${t}`))},[c.snapshot!==null,c.link]),o(P,{children:[c.link==="reconnecting"&&o("div",{class:"banner",role:"status","data-testid":"reconnecting",children:d("link-reconnecting")}),c.fatal&&o("p",{class:"refusal",role:"alert",children:Ee(c.fatal)}),!c.fatal&&o(Br,{state:c,settings:a,setSettings:r})]})}pa(o(Xo,{}),document.getElementById("app"));
