var po=Object.defineProperty;var ho=(e,t,a)=>t in e?po(e,t,{enumerable:!0,configurable:!0,writable:!0,value:a}):e[t]=a;var U=(e,t,a)=>ho(e,typeof t!="symbol"?t+"":t,a);var rt,O,Oa,fo,fe,Ra,Ia,Da,Ot,Qe,Ne,Ha,Ht,It,Dt,ko,tt={},at=[],go=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,ot=Array.isArray;function ue(e,t){for(var a in t)e[a]=t[a];return e}function Bt(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function yo(e,t,a){var r,o,s,l={};for(s in t)s=="key"?r=t[s]:s=="ref"?o=t[s]:l[s]=t[s];if(arguments.length>2&&(l.children=arguments.length>3?rt.call(arguments,2):a),typeof e=="function"&&e.defaultProps!=null)for(s in e.defaultProps)l[s]===void 0&&(l[s]=e.defaultProps[s]);return Xe(e,l,r,o,null)}function Xe(e,t,a,r,o){var s={type:e,props:t,key:a,ref:r,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++Oa,__i:-1,__u:0};return o==null&&O.vnode!=null&&O.vnode(s),s}function F(e){return e.children}function et(e,t){this.props=e,this.context=t}function $e(e,t){if(t==null)return e.__?$e(e.__,e.__i+1):null;for(var a;t<e.__k.length;t++)if((a=e.__k[t])!=null&&a.__e!=null)return a.__e;return typeof e.type=="function"?$e(e):null}function bo(e){if(e.__P&&e.__d){var t=e.__v,a=t.__e,r=[],o=[],s=ue({},t);s.__v=t.__v+1,O.vnode&&O.vnode(s),Kt(e.__P,s,t,e.__n,e.__P.namespaceURI,32&t.__u?[a]:null,r,a??$e(t),!!(32&t.__u),o),s.__v=t.__v,s.__.__k[s.__i]=s,Ua(r,s,o),t.__e=t.__=null,s.__e!=a&&Ba(s)}}function Ba(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(t){if(t!=null&&t.__e!=null)return e.__e=e.__c.base=t.__e}),Ba(e)}function Ma(e){(!e.__d&&(e.__d=!0)&&fe.push(e)&&!nt.__r++||Ra!=O.debounceRendering)&&((Ra=O.debounceRendering)||Ia)(nt)}function nt(){try{for(var e,t=1;fe.length;)fe.length>t&&fe.sort(Da),e=fe.shift(),t=fe.length,bo(e)}finally{fe.length=nt.__r=0}}function Ka(e,t,a,r,o,s,l,d,c,u,p){var g,m,h,f,b,$,v=r&&r.__k||at,w=t.length;for(c=wo(a,t,v,c,w),g=0;g<w;g++)(h=a.__k[g])!=null&&(m=h.__i!=-1&&v[h.__i]||tt,h.__i=g,$=Kt(e,h,m,o,s,l,d,c,u,p),f=h.__e,h.ref&&m.ref!=h.ref&&(m.ref&&Ft(m.ref,null,h),p.push(h.ref,h.__c||f,h)),b==null&&f!=null&&(b=f),4&h.__u?(c=Fa(h,c,e),m.__e&&(m.__e=null)):typeof h.type=="function"&&$!==void 0?c=$:f&&(c=f.nextSibling),h.__u&=-7);return a.__e=b,c}function wo(e,t,a,r,o){var s,l,d,c,u,p=a.length,g=p,m=0;for(e.__k=new Array(o),s=0;s<o;s++)(l=t[s])!=null&&typeof l!="boolean"&&typeof l!="function"?(typeof l=="string"||typeof l=="number"||typeof l=="bigint"||l.constructor==String?l=e.__k[s]=Xe(null,l,null,null,null):ot(l)?l=e.__k[s]=Xe(F,{children:l},null,null,null):l.constructor===void 0&&l.__b>0?l=e.__k[s]=Xe(l.type,l.props,l.key,l.ref?l.ref:null,l.__v):e.__k[s]=l,c=s+m,l.__=e,l.__b=e.__b+1,d=null,(u=l.__i=_o(l,a,c,g))!=-1&&(g--,(d=a[u])&&(d.__u|=2)),d==null||d.__v==null?(u==-1&&(o>p?m--:o<p&&m++),typeof l.type!="function"&&(l.__u|=4)):u!=c&&(u==c-1?m--:u==c+1?m++:(u>c?m--:m++,l.__u|=4))):e.__k[s]=null;if(g)for(s=0;s<p;s++)(d=a[s])!=null&&(2&d.__u)==0&&(d.__e==r&&(r=$e(d)),Ya(d,d));return r}function Fa(e,t,a){var r,o;if(typeof e.type=="function"){for(r=e.__k,o=0;r&&o<r.length;o++)r[o]&&(r[o].__=e,t=Fa(r[o],t,a));return t}e.__e!=t&&(t&&e.type&&!t.parentNode&&(t=$e(e)),t=a.insertBefore(e.__e,t||null));do t=t&&t.nextSibling;while(t!=null&&t.nodeType==8);return t}function _o(e,t,a,r){var o,s,l,d=e.key,c=e.type,u=t[a],p=u!=null&&(2&u.__u)==0;if(u===null&&d==null||p&&d==u.key&&c==u.type)return a;if(r>(p?1:0)){for(o=a-1,s=a+1;o>=0||s<t.length;)if((u=t[l=o>=0?o--:s++])!=null&&(2&u.__u)==0&&d==u.key&&c==u.type)return l}return-1}function La(e,t,a){t[0]=="-"?e.setProperty(t,a??""):e[t]=a==null?"":typeof a!="number"||go.test(t)?a:a+"px"}function Ze(e,t,a,r,o){var s,l;e:if(t=="style")if(typeof a=="string")e.style.cssText=a;else{if(typeof r=="string"&&(e.style.cssText=r=""),r)for(t in r)a&&t in a||La(e.style,t,"");if(a)for(t in a)r&&a[t]==r[t]||La(e.style,t,a[t])}else if(t[0]=="o"&&t[1]=="n")s=t!=(t=t.replace(Ha,"$1")),l=t.toLowerCase(),t=l in e||t=="onFocusOut"||t=="onFocusIn"?l.slice(2):t.slice(2),e.l||(e.l={}),e.l[t+s]=a,a?r?a[Ne]=r[Ne]:(a[Ne]=Ht,e.addEventListener(t,s?Dt:It,s)):e.removeEventListener(t,s?Dt:It,s);else{if(o=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{e[t]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&a==1?"":a))}}function Na(e){return function(t){if(this.l){var a=this.l[t.type+e];if(t[Qe]==null)t[Qe]=Ht++;else if(t[Qe]<a[Ne])return;return a(O.event?O.event(t):t)}}}function Kt(e,t,a,r,o,s,l,d,c,u){var p,g,m,h,f,b,$,v,w,P,M,B,L,I,K,k,_=t.type;if(t.constructor!==void 0)return null;128&a.__u&&(c=!!(32&a.__u),s=[d=t.__e=a.__e]),(p=O.__b)&&p(t);e:if(typeof _=="function"){g=l.length;try{if(w=t.props,P=_.prototype&&_.prototype.render,M=(p=_.contextType)&&r[p.__c],B=p?M?M.props.value:p.__:r,a.__c?v=(m=t.__c=a.__c).__=m.__E:(P?t.__c=m=new _(w,B):(t.__c=m=new et(w,B),m.constructor=_,m.render=$o),M&&M.sub(m),m.state||(m.state={}),m.__n=r,h=m.__d=!0,m.__h=[],m._sb=[]),P&&m.__s==null&&(m.__s=m.state),P&&_.getDerivedStateFromProps!=null&&(m.__s==m.state&&(m.__s=ue({},m.__s)),ue(m.__s,_.getDerivedStateFromProps(w,m.__s))),f=m.props,b=m.state,m.__v=t,h)P&&_.getDerivedStateFromProps==null&&m.componentWillMount!=null&&m.componentWillMount(),P&&m.componentDidMount!=null&&m.__h.push(m.componentDidMount);else{if(P&&_.getDerivedStateFromProps==null&&w!==f&&m.componentWillReceiveProps!=null&&m.componentWillReceiveProps(w,B),t.__v==a.__v||!m.__e&&m.shouldComponentUpdate!=null&&m.shouldComponentUpdate(w,m.__s,B)===!1){t.__v!=a.__v&&(m.props=w,m.state=m.__s,m.__d=!1),t.__e=a.__e,t.__k=a.__k,t.__k.some(function(y){y&&(y.__=t)}),at.push.apply(m.__h,m._sb),m._sb=[],m.__h.length&&l.push(m),d=$e(a);break e}m.componentWillUpdate!=null&&m.componentWillUpdate(w,m.__s,B),P&&m.componentDidUpdate!=null&&m.__h.push(function(){m.componentDidUpdate(f,b,$)})}if(m.context=B,m.props=w,m.__P=e,m.__e=!1,L=O.__r,I=0,P)m.state=m.__s,m.__d=!1,L&&L(t),p=m.render(m.props,m.state,m.context),at.push.apply(m.__h,m._sb),m._sb=[];else do m.__d=!1,L&&L(t),p=m.render(m.props,m.state,m.context),m.state=m.__s;while(m.__d&&++I<25);m.state=m.__s,m.getChildContext!=null&&(r=ue(ue({},r),m.getChildContext())),P&&!h&&m.getSnapshotBeforeUpdate!=null&&($=m.getSnapshotBeforeUpdate(f,b)),K=p!=null&&p.type===F&&p.key==null?qa(p.props.children):p,d=Ka(e,ot(K)?K:[K],t,a,r,o,s,l,d,c,u),m.base=t.__e,t.__u&=-161,m.__h.length&&l.push(m),v&&(m.__E=m.__=null)}catch(y){if(l.length=g,t.__v=null,c||s!=null){if(y.then){for(t.__u|=c?160:128;d&&d.nodeType==8&&d.nextSibling;)d=d.nextSibling;s!=null&&(s[s.indexOf(d)]=null),t.__e=d}else if(s!=null)for(k=s.length;k--;)Bt(s[k])}else t.__e=a.__e;t.__k==null&&(t.__k=a.__k||[]),y.then||Ga(t),O.__e(y,t,a)}}else s==null&&t.__v==a.__v?(t.__k=a.__k,t.__e=a.__e):d=t.__e=vo(a.__e,t,a,r,o,s,l,c,u);return(p=O.diffed)&&p(t),128&t.__u?void 0:d}function Ga(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(Ga))}function Ua(e,t,a){for(var r=0;r<a.length;r++)Ft(a[r],a[++r],a[++r]);O.__c&&O.__c(t,e),e.some(function(o){try{e=o.__h,o.__h=[],e.some(function(s){s.call(o)})}catch(s){O.__e(s,o.__v)}})}function qa(e){return typeof e!="object"||e==null||e.__b>0?e:ot(e)?e.map(qa):e.constructor!==void 0?null:ue({},e)}function vo(e,t,a,r,o,s,l,d,c){var u,p,g,m,h,f,b,$=a.props||tt,v=t.props,w=t.type;if(w=="svg"?o="http://www.w3.org/2000/svg":w=="math"?o="http://www.w3.org/1998/Math/MathML":o||(o="http://www.w3.org/1999/xhtml"),s!=null){for(u=0;u<s.length;u++)if((h=s[u])&&"setAttribute"in h==!!w&&(w?h.localName==w:h.nodeType==3)){e=h,s[u]=null;break}}if(e==null){if(w==null)return document.createTextNode(v);e=document.createElementNS(o,w,v.is&&v),d&&(O.__m&&O.__m(t,s),d=!1),s=null}if(w==null)$===v||d&&e.data==v||(e.data=v);else{if(s=w=="textarea"&&v.defaultValue!=null?null:s&&rt.call(e.childNodes),!d&&s!=null)for($={},u=0;u<e.attributes.length;u++)$[(h=e.attributes[u]).name]=h.value;for(u in $)h=$[u],u=="dangerouslySetInnerHTML"?g=h:u=="children"||u in v||u=="value"&&"defaultValue"in v||u=="checked"&&"defaultChecked"in v||Ze(e,u,null,h,o);for(u in v)h=v[u],u=="children"?m=h:u=="dangerouslySetInnerHTML"?p=h:u=="value"?f=h:u=="checked"?b=h:d&&typeof h!="function"||$[u]===h||Ze(e,u,h,$[u],o);if(p)d||g&&(p.__html==g.__html||p.__html==e.innerHTML)||(e.innerHTML=p.__html),t.__k=[];else if(g&&(e.innerHTML=""),Ka(t.type=="template"?e.content:e,ot(m)?m:[m],t,a,r,w=="foreignObject"?"http://www.w3.org/1999/xhtml":o,s,l,s?s[0]:a.__k&&$e(a,0),d,c),s!=null)for(u=s.length;u--;)Bt(s[u]);d&&w!="textarea"||(u="value",w=="progress"&&f==null?e.removeAttribute("value"):f!=null&&(f!==e[u]||w=="progress"&&!f||w=="option"&&f!=$[u])&&Ze(e,u,f,$[u],o),u="checked",b!=null&&b!=e[u]&&Ze(e,u,b,$[u],o))}return e}function Ft(e,t,a){try{if(typeof e=="function"){var r=typeof e.__u=="function";r&&e.__u(),r&&t==null||(e.__u=e(t))}else e.current=t}catch(o){O.__e(o,a)}}function Ya(e,t,a){var r,o;if(O.unmount&&O.unmount(e),(r=e.ref)&&(r.current&&r.current!=e.__e||Ft(r,null,t)),(r=e.__c)!=null){if(r.componentWillUnmount)try{r.componentWillUnmount()}catch(s){O.__e(s,t)}r.base=r.__P=r.__n=null}if(r=e.__k)for(o=0;o<r.length;o++)r[o]&&Ya(r[o],t,a||typeof e.type!="function");a||Bt(e.__e),e.__c=e.__=e.__e=void 0}function $o(e,t,a){return this.constructor(e,a)}function Wa(e,t,a){var r,o,s,l;t==document&&(t=document.documentElement),O.__&&O.__(e,t),o=(r=typeof a=="function")?null:a&&a.__k||t.__k,s=[],l=[],Kt(t,e=(!r&&a||t).__k=yo(F,null,[e]),o||tt,tt,t.namespaceURI,!r&&a?[a]:o?null:t.firstChild?rt.call(t.childNodes):null,s,!r&&a?a:o?o.__e:t.firstChild,r,l),Ua(s,e,l),e.props.children=null}rt=at.slice,O={__e:function(e,t,a,r){for(var o,s,l;t=t.__;)if((o=t.__c)&&!o.__)try{if((s=o.constructor)&&s.getDerivedStateFromError!=null&&(o.setState(s.getDerivedStateFromError(e)),l=o.__d),o.componentDidCatch!=null&&(o.componentDidCatch(e,r||{}),l=o.__d),l)return o.__E=o}catch(d){e=d}throw e}},Oa=0,fo=function(e){return e!=null&&e.constructor===void 0},et.prototype.setState=function(e,t){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ue({},this.state),typeof e=="function"&&(e=e(ue({},a),this.props)),e&&ue(a,e),e!=null&&this.__v&&(t&&this._sb.push(t),Ma(this))},et.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Ma(this))},et.prototype.render=F,fe=[],Ia=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Da=function(e,t){return e.__v.__b-t.__v.__b},nt.__r=0,Ot=Math.random().toString(8),Qe="__d"+Ot,Ne="__a"+Ot,Ha=/(PointerCapture)$|Capture$/i,Ht=0,It=Na(!1),Dt=Na(!0),ko=0;var Ee,q,Gt,Va,st=0,nn=[],Y=O,Ja=Y.__b,Za=Y.__r,Qa=Y.diffed,Xa=Y.__c,en=Y.unmount,tn=Y.__;function lt(e,t){Y.__h&&Y.__h(q,e,st||t),st=0;var a=q.__H||(q.__H={__:[],__h:[]});return e>=a.__.length&&a.__.push({}),a.__[e]}function x(e){return st=1,xo(rn,e)}function xo(e,t,a){var r=lt(Ee++,2);if(r.t=e,!r.__c&&(r.__=[a?a(t):rn(void 0,t),function(d){var c=r.__N?r.__N[0]:r.__[0],u=r.t(c,d);c!==u&&(r.__N=[u,r.__[1]],r.__c.setState({}))}],r.__c=q,!q.__f)){var o=function(d,c,u){if(!r.__c.__H)return!0;var p=!1,g=r.__c.props!==d;if(r.__c.__H.__.some(function(h){if(h.__N){p=!0;var f=h.__[0];h.__=h.__N,h.__N=void 0,f!==h.__[0]&&(g=!0)}}),s){var m=s.call(this,d,c,u);return p?m||g:m}return!p||g};q.__f=!0;var s=q.shouldComponentUpdate,l=q.componentWillUpdate;q.componentWillUpdate=function(d,c,u){if(this.__e){var p=s;s=void 0,o(d,c,u),s=p}l&&l.call(this,d,c,u)},q.shouldComponentUpdate=o}return r.__N||r.__}function j(e,t){var a=lt(Ee++,3);!Y.__s&&qt(a.__H,t)&&(a.__=e,a.u=t,q.__H.__h.push(a))}function Oe(e,t){var a=lt(Ee++,4);!Y.__s&&qt(a.__H,t)&&(a.__=e,a.u=t,q.__h.push(a))}function R(e){return st=5,Ie(function(){return{current:e}},[])}function Ie(e,t){var a=lt(Ee++,7);return qt(a.__H,t)&&(a.__=e(),a.__H=t,a.__h=e),a.__}function So(){for(var e;e=nn.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(it),t.__h.some(Ut),t.__h=[]}catch(a){t.__h=[],Y.__e(a,e.__v)}}}Y.__b=function(e){q=null,Ja&&Ja(e)},Y.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),tn&&tn(e,t)},Y.__r=function(e){Za&&Za(e),Ee=0;var t=(q=e.__c).__H;t&&(Gt===q?(t.__h=[],q.__h=[],t.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(t.__h.some(it),t.__h.some(Ut),t.__h=[],Ee=0)),Gt=q},Y.diffed=function(e){Qa&&Qa(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&(nn.push(t)!==1&&Va===Y.requestAnimationFrame||((Va=Y.requestAnimationFrame)||To)(So)),t.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),Gt=q=null},Y.__c=function(e,t){t.some(function(a){try{a.__h.some(it),a.__h=a.__h.filter(function(r){return!r.__||Ut(r)})}catch(r){t.some(function(o){o.__h&&(o.__h=[])}),t=[],Y.__e(r,a.__v)}}),Xa&&Xa(e,t)},Y.unmount=function(e){en&&en(e);var t,a=e.__c;a&&a.__H&&(a.__H.__.some(function(r){try{it(r)}catch(o){t=o}}),a.__H=void 0,t&&Y.__e(t,a.__v))};var an=typeof requestAnimationFrame=="function";function To(e){var t,a=function(){clearTimeout(r),an&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(a,35);an&&(t=requestAnimationFrame(a))}function it(e){var t=q,a=e.__c;typeof a=="function"&&(e.__c=void 0,a()),q=t}function Ut(e){var t=q;e.__c=e.__(),q=t}function qt(e,t){return!e||e.length!==t.length||t.some(function(a,r){return a!==e[r]})}function rn(e,t){return typeof t=="function"?t(e):t}var re=class extends Error{constructor(a,r,o,s=null,l=null,d=null){super(r);U(this,"code",a);U(this,"status",o);U(this,"reason",s);U(this,"field",l);U(this,"retryAfter",d)}};async function W(e,t,a,r){let o={accept:"application/json"};a!==void 0&&(o["content-type"]="application/json"),r&&(o.authorization=`Bearer ${r}`);let s;try{s=await fetch(t,{method:e,headers:o,body:a===void 0?null:JSON.stringify(a)})}catch{throw new re("offline","the server cannot be reached",0)}let l=await s.text(),d=null;try{d=l?JSON.parse(l):null}catch{d=null}if(!s.ok){let c=d??{},u=s.headers.get("retry-after");throw new re(c.code??"internal",c.message??`HTTP ${s.status}`,s.status,c.reason??null,c.field??null,u===null?null:Number(u))}return d}var oe=class{constructor(t){this.value=t}valueOf(){return this.value}},D=class extends oe{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},V=class extends oe{constructor(t,a={}){super(t),this.opts=a}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return this.value.toString(10)}},ie=class e extends oe{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof oe)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(t instanceof a.Instant||t instanceof a.PlainDateTime||t instanceof a.PlainDate||t instanceof a.PlainMonthDay||t instanceof a.PlainTime||t instanceof a.PlainYearMonth)return!0}return!1}constructor(t,a={}){t instanceof e?(a={...t.opts,...a},t=t.value):t instanceof oe&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&a.calendar===void 0&&(a={...a,calendar:t.calendarId}),super(t),this.opts=a}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var on=100,jo="\u2068",Eo="\u2069";function Co(e,t,a){if(a===t||a instanceof V&&t instanceof V&&a.value===t.value)return!0;if(t instanceof V&&typeof a=="string"){let r=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(a===r)return!0}return!1}function sn(e,t,a){return t[a]?Ce(e,t[a].value):(e.reportError(new RangeError("No default")),new D)}function Yt(e,t){let a=[],r=Object.create(null);for(let o of t)o.type==="narg"?r[o.name]=De(e,o.value):a.push(De(e,o));return{positional:a,named:r}}function De(e,t){switch(t.type){case"str":return t.value;case"num":return new V(t.value,{minimumFractionDigits:t.precision});case"var":return Po(e,t);case"mesg":return Ao(e,t);case"term":return zo(e,t);case"func":return Ro(e,t);case"select":return Mo(e,t);default:return new D}}function Po(e,{name:t}){let a;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))a=e.params[t];else return new D(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))a=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new D(`$${t}`);if(a instanceof oe)return a;switch(typeof a){case"string":return a;case"number":return new V(a);case"object":if(ie.supportsValue(a))return new ie(a);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof a}`)),new D(`$${t}`)}}function Ao(e,{name:t,attr:a}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new D(t);if(a){let o=r.attributes[a];return o?Ce(e,o):(e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new D(`${t}.${a}`))}return r.value?Ce(e,r.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new D(t))}function zo(e,{name:t,attr:a,args:r}){let o=`-${t}`,s=e.bundle._terms.get(o);if(!s)return e.reportError(new ReferenceError(`Unknown term: ${o}`)),new D(o);if(a){let d=s.attributes[a];if(d){e.params=Yt(e,r).named;let c=Ce(e,d);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new D(`${o}.${a}`)}e.params=Yt(e,r).named;let l=Ce(e,s.value);return e.params=null,l}function Ro(e,{name:t,args:a}){let r=e.bundle._functions[t];if(!r)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new D(`${t}()`);if(typeof r!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new D(`${t}()`);try{let o=Yt(e,a);return r(o.positional,o.named)}catch(o){return e.reportError(o),new D(`${t}()`)}}function Mo(e,{selector:t,variants:a,star:r}){let o=De(e,t);if(o instanceof D)return sn(e,a,r);for(let s of a){let l=De(e,s.key);if(Co(e,o,l))return Ce(e,s.value)}return sn(e,a,r)}function Wt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new D;e.dirty.add(t);let a=[],r=e.bundle._useIsolating&&t.length>1;for(let o of t){if(typeof o=="string"){a.push(e.bundle._transform(o));continue}if(e.placeables++,e.placeables>on)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${on}`);r&&a.push(jo),a.push(De(e,o).toString(e)),r&&a.push(Eo)}return e.dirty.delete(t),a.join("")}function Ce(e,t){return typeof t=="string"?e.bundle._transform(t):Wt(e,t)}var dt=class{constructor(t,a,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=a,this.args=r}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,a){let r=this.bundle._intls.get(t);r||(r={},this.bundle._intls.set(t,r));let o=JSON.stringify(a);return r[o]||(r[o]=new t(this.bundle.locales,a)),r[o]}};function Vt(e,t){let a=Object.create(null);for(let[r,o]of Object.entries(e))t.includes(r)&&(a[r]=o.valueOf());return a}var ln=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function dn(e,t){let a=e[0];if(a instanceof D)return new D(`NUMBER(${a.valueOf()})`);if(a instanceof V)return new V(a.valueOf(),{...a.opts,...Vt(t,ln)});if(a instanceof ie)return new V(a.toNumber(),{...Vt(t,ln)});throw new TypeError("Invalid argument to NUMBER")}var Lo=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function cn(e,t){let a=e[0];if(a instanceof D)return new D(`DATETIME(${a.valueOf()})`);if(a instanceof ie||a instanceof V)return new ie(a,Vt(t,Lo));throw new TypeError("Invalid argument to DATETIME")}var un=new Map;function mn(e){let t=Array.isArray(e)?e.join(" "):e,a=un.get(t);return a===void 0&&(a=new Map,un.set(t,a)),a}var He=class{constructor(t,{functions:a,useIsolating:r=!0,transform:o=s=>s}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:dn,DATETIME:cn,...a},this._useIsolating=r,this._transform=o,this._intls=mn(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:a=!1}={}){let r=[];for(let o=0;o<t.body.length;o++){let s=t.body[o];if(s.id.startsWith("-")){if(a===!1&&this._terms.has(s.id)){r.push(new Error(`Attempt to override an existing term: "${s.id}"`));continue}this._terms.set(s.id,s)}else{if(a===!1&&this._messages.has(s.id)){r.push(new Error(`Attempt to override an existing message: "${s.id}"`));continue}this._messages.set(s.id,s)}}return r}formatPattern(t,a=null,r=null){if(typeof t=="string")return this._transform(t);let o=new dt(this,r,a);try{return Wt(o,t).toString(o)}catch(s){if(o.errors&&s instanceof Error)return o.errors.push(s),new D().toString(o);throw s}}};var Jt=/^(-?[a-zA-Z][\w-]*) *= */gm,pn=/\.([a-zA-Z][\w-]*) *= */y,No=/\*?\[/y,Zt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Oo=/([a-zA-Z][\w-]*)/y,hn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Io=/^[A-Z][A-Z0-9_-]*$/,ct=/([^{}\n\r]+)/y,Do=/([^\\"\n\r]*)/y,fn=/\\([\\"])/y,kn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ho=/^\n+/,gn=/ +$/,Bo=/ *\r?\n/g,Ko=/( *)$/,Fo=/{\s*/y,yn=/\s*}/y,Go=/\[\s*/y,Uo=/\s*] */y,qo=/\s*\(\s*/y,Yo=/\s*->\s*/y,Wo=/\s*:\s*/y,Vo=/\s*,?\s*/y,Jo=/\s+/y,Be=class{constructor(t){this.body=[],Jt.lastIndex=0;let a=0;for(;;){let k=Jt.exec(t);if(k===null)break;a=Jt.lastIndex;try{this.body.push(c(k[1]))}catch(_){if(_ instanceof SyntaxError)continue;throw _}}function r(k){return k.lastIndex=a,k.test(t)}function o(k,_){if(t[a]===k)return a++,!0;if(_)throw new _(`Expected ${k}`);return!1}function s(k,_){if(r(k))return a=k.lastIndex,!0;if(_)throw new _(`Expected ${k.toString()}`);return!1}function l(k){k.lastIndex=a;let _=k.exec(t);if(_===null)throw new SyntaxError(`Expected ${k.toString()}`);return a=k.lastIndex,_}function d(k){return l(k)[1]}function c(k){let _=p(),y=u();if(_===null&&Object.keys(y).length===0)throw new SyntaxError("Expected message value or attributes");return{id:k,value:_,attributes:y}}function u(){let k=Object.create(null);for(;r(pn);){let _=d(pn),y=p();if(y===null)throw new SyntaxError("Expected attribute value");k[_]=y}return k}function p(){let k;if(r(ct)&&(k=d(ct)),t[a]==="{"||t[a]==="}")return g(k?[k]:[],1/0);let _=L();return _?k?g([k,_],_.length):(_.value=I(_.value,Ho),g([_],_.length)):k?I(k,gn):null}function g(k=[],_){for(;;){if(r(ct)){k.push(d(ct));continue}if(t[a]==="{"){k.push(m());continue}if(t[a]==="}")throw new SyntaxError("Unbalanced closing brace");let A=L();if(A){k.push(A),_=Math.min(_,A.length);continue}break}let y=k.length-1,S=k[y];typeof S=="string"&&(k[y]=I(S,gn));let E=[];for(let A of k)A instanceof ut&&(A=A.value.slice(0,A.value.length-_)),A&&E.push(A);return E}function m(){s(Fo,SyntaxError);let k=h();if(s(yn))return k;if(s(Yo)){let _=$();return s(yn,SyntaxError),{type:"select",selector:k,..._}}throw new SyntaxError("Unclosed placeable")}function h(){if(t[a]==="{")return m();if(r(hn)){let[,k,_,y=null]=l(hn);if(k==="$")return{type:"var",name:_};if(s(qo)){let S=f();if(k==="-")return{type:"term",name:_,attr:y,args:S};if(Io.test(_))return{type:"func",name:_,args:S};throw new SyntaxError("Function names must be all upper-case")}return k==="-"?{type:"term",name:_,attr:y,args:[]}:{type:"mesg",name:_,attr:y}}return w()}function f(){let k=[];for(;;){switch(t[a]){case")":return a++,k;case void 0:throw new SyntaxError("Unclosed argument list")}k.push(b()),s(Vo)}}function b(){let k=h();return k.type!=="mesg"?k:s(Wo)?{type:"narg",name:k.name,value:w()}:k}function $(){let k=[],_=0,y;for(;r(No);){o("*")&&(y=_);let S=v(),E=p();if(E===null)throw new SyntaxError("Expected variant value");k[_++]={key:S,value:E}}if(_===0)return null;if(y===void 0)throw new SyntaxError("Expected default variant");return{variants:k,star:y}}function v(){s(Go,SyntaxError);let k;return r(Zt)?k=P():k={type:"str",value:d(Oo)},s(Uo,SyntaxError),k}function w(){if(r(Zt))return P();if(t[a]==='"')return M();throw new SyntaxError("Invalid expression")}function P(){let[,k,_=""]=l(Zt),y=_.length;return{type:"num",value:parseFloat(k),precision:y}}function M(){o('"',SyntaxError);let k="";for(;;){if(k+=d(Do),t[a]==="\\"){k+=B();continue}if(o('"'))return{type:"str",value:k};throw new SyntaxError("Unclosed string literal")}}function B(){if(r(fn))return d(fn);if(r(kn)){let[,k,_]=l(kn),y=parseInt(k||_,16);return y<=55295||57344<=y?String.fromCodePoint(y):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function L(){let k=a;switch(s(Jo),t[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return K(t.slice(k,a))}return t[a-1]===" "?K(t.slice(k,a)):!1}function I(k,_){return k.replace(_,"")}function K(k){let _=k.replace(Bo,`
`),y=Ko.exec(k)[1].length;return new ut(_,y)}}},ut=class{constructor(t,a){this.value=t,this.length=a}};var Zo="([a-z]{2,3}|\\*)",Qo="(?:-([a-z]{4}|\\*))",Xo="(?:-([a-z]{2}|\\*))",ei="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",ti=new RegExp(`^${Zo}${Qo}?${Xo}?${ei}?$`,"i"),ke=class{constructor(t){let a=ti.exec(t.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,r,o,s,l]=a;r&&(this.language=r.toLowerCase()),o&&(this.script=o[0].toUpperCase()+o.slice(1)),s&&(this.region=s.toUpperCase()),this.variant=l,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,a=!1,r=!1){return(this.language===t.language||a&&this.language===void 0||r&&t.language===void 0)&&(this.script===t.script||a&&this.script===void 0||r&&t.script===void 0)&&(this.region===t.region||a&&this.region===void 0||r&&t.region===void 0)&&(this.variant===t.variant||a&&this.variant===void 0||r&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=ni(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},bn={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},ai=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function ni(e){if(Object.prototype.hasOwnProperty.call(bn,e))return new ke(bn[e]);let t=new ke(e);return t.language&&ai.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function Qt(e,t,a){let r=new Set,o=new Map;for(let s of t)new ke(s).isWellFormed&&o.set(s,new ke(s));e:for(let s of e){let l=s.toLowerCase(),d=new ke(l);if(d.language!==void 0){for(let c of o.keys())if(l===c.toLowerCase()){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(d.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}d.clearVariants();for(let[c,u]of o.entries())if(u.matches(d,!0,!0)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(d.clearRegion(),d.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}d.clearRegion();for(let[c,u]of o.entries())if(u.matches(d,!0,!0)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}}return Array.from(r)}function Xt(e,t,{strategy:a="filtering",defaultLocale:r}={}){let o=Qt(Array.from(e??[]).map(String),Array.from(t??[]).map(String),a);if(a==="lookup"){if(r===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");o.length===0&&o.push(r)}else r&&!o.includes(r)&&o.push(r);return o}var wn=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
error-name-taken = \u0391\u03C5\u03C4\u03CC \u03C4\u03BF \u03CC\u03BD\u03BF\u03BC\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF (\u03AE \u03BC\u03BF\u03B9\u03AC\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03AD\u03BD\u03B1 \u03C0\u03B9\u03B1\u03C3\u03BC\u03AD\u03BD\u03BF). \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03AC\u03BB\u03BB\u03BF.
error-detail = \u039B\u03B5\u03C0\u03C4\u03BF\u03BC\u03AD\u03C1\u03B5\u03B9\u03B5\u03C2: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = \u039C\u03AD\u03B3\u03B5\u03B8\u03BF\u03C2 \u03C6\u03CD\u03BB\u03BB\u03C9\u03BD
card-size-small = \u039C\u03B9\u03BA\u03C1\u03AC
card-size-medium = \u039C\u03B5\u03C3\u03B1\u03AF\u03B1
card-size-large = \u039C\u03B5\u03B3\u03AC\u03BB\u03B1
settings-high-contrast = \u03A6\u03CD\u03BB\u03BB\u03B1 \u03C5\u03C8\u03B7\u03BB\u03AE\u03C2 \u03B1\u03BD\u03C4\u03AF\u03B8\u03B5\u03C3\u03B7\u03C2

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = \u0393\u03B9\u03B1 \u03B1\u03C1\u03C7\u03AC\u03C1\u03B9\u03BF\u03C5\u03C2
how-to-play = \u03A0\u03CE\u03C2 \u03C0\u03B1\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9
stats-link = \u03A4\u03B1 \u03C3\u03C4\u03B1\u03C4\u03B9\u03C3\u03C4\u03B9\u03BA\u03AC \u03C3\u03BF\u03C5
guide-start = \u03A0\u03C1\u03CE\u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03B5 \u03BF\u03B4\u03B7\u03B3\u03CC
guide-again = \u0394\u03B5\u03AF\u03BE\u03B5 \u03BE\u03B1\u03BD\u03AC \u03C4\u03B7\u03BD \u03C0\u03C1\u03CE\u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03B5 \u03BF\u03B4\u03B7\u03B3\u03CC
guide-asked = \u039F \u03BF\u03B4\u03B7\u03B3\u03CC\u03C2 \u03B8\u03B1 \u03B5\u03BC\u03C6\u03B1\u03BD\u03B9\u03C3\u03C4\u03B5\u03AF \u03C3\u03C4\u03BF \u03B5\u03C0\u03CC\u03BC\u03B5\u03BD\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03C3\u03BF\u03C5 \u03BC\u03B5 \u03C4\u03BF\u03BD \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE
settings-sound = \u0389\u03C7\u03BF\u03B9 (\u03C4\u03C1\u03AC\u03B2\u03B7\u03B3\u03BC\u03B1, \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1, \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1, \u03C4\u03B6\u03B9\u03BD, \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5)
guide-title = \u03A0\u03C1\u03CE\u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03B5 \u03BF\u03B4\u03B7\u03B3\u03CC
guide-step = \u0392\u03AE\u03BC\u03B1 { $step } \u03B1\u03C0\u03CC { $steps }
guide-skip = \u03A0\u03B1\u03C1\u03AC\u03BB\u03B5\u03B9\u03C8\u03B7 \u03BF\u03B4\u03B7\u03B3\u03BF\u03CD
guide-finish = \u03A4\u03AD\u03BB\u03BF\u03C2
guide-offer = \u03A3\u03BF\u03C5 \u03C0\u03C1\u03BF\u03C3\u03C6\u03AD\u03C1\u03B5\u03C4\u03B1\u03B9 \u03C4\u03BF \u03C0\u03C1\u03CE\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF, { $card }: \u03C0\u03AC\u03C1' \u03C4\u03BF \u03B1\u03BD \u03BA\u03AC\u03BD\u03B5\u03B9 \u03AE \u03C3\u03C7\u03B5\u03B4\u03CC\u03BD \u03BA\u03AC\u03BD\u03B5\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC \u03BC\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5, \u03B1\u03BB\u03BB\u03B9\u03CE\u03C2 \u03C0\u03B5\u03C2 \u03C0\u03AC\u03C3\u03BF. \u0391\u03BD \u03C0\u03BF\u03C5\u03BD \u03C0\u03AC\u03C3\u03BF \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03B4\u03CD\u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2, \u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03C0\u03BF\u03C5 \u03B4\u03B5\u03BD \u03BC\u03BF\u03AF\u03C1\u03B1\u03C3\u03B5 \u03C4\u03C1\u03B1\u03B2\u03AC\u03B5\u03B9 \u03C0\u03C1\u03CE\u03C4\u03BF\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
guide-draw = \u0397 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5 \u03B1\u03C1\u03C7\u03AF\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03C4\u03C1\u03AC\u03B2\u03B7\u03B3\u03BC\u03B1: \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03C6\u03CD\u03BB\u03BB\u03BF \u03C4\u03B7\u03C2 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1\u03C2 (\u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC, \u03AD\u03BA\u03C0\u03BB\u03B7\u03BE\u03B7) \u03AE \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1, { $card }, \u03C0\u03BF\u03C5 \u03BF \u03B1\u03BD\u03C4\u03AF\u03C0\u03B1\u03BB\u03BF\u03C2 \u03C3\u03B5 \u03B2\u03BB\u03AD\u03C0\u03B5\u03B9 \u03BD\u03B1 \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9\u03C2.
guide-draw-stock = \u0397 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5 \u03B1\u03C1\u03C7\u03AF\u03B6\u03B5\u03B9 \u03BC\u03B5 \u03C4\u03C1\u03AC\u03B2\u03B7\u03B3\u03BC\u03B1: \u03C0\u03AC\u03C1\u03B5 \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03C6\u03CD\u03BB\u03BB\u03BF \u03C4\u03B7\u03C2 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1\u03C2.
guide-discard = \u039F\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF \u03C3\u03BF\u03C5 \u03C6\u03B1\u03AF\u03BD\u03BF\u03BD\u03C4\u03B1\u03B9 \u03BC\u03B5 \u03C0\u03BB\u03B1\u03AF\u03C3\u03B9\u03BF \u03C3\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5: \u03BF\u03BC\u03AC\u03B4\u03B5\u03C2 (\u03C4\u03C1\u03AF\u03B1 \u03AE \u03C4\u03AD\u03C3\u03C3\u03B5\u03C1\u03B1 \u03AF\u03B4\u03B9\u03B1) \u03BA\u03B1\u03B9 \u03C3\u03B5\u03B9\u03C1\u03AD\u03C2 (\u03C4\u03C1\u03AF\u03B1 \u03AE \u03C0\u03B5\u03C1\u03B9\u03C3\u03C3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B4\u03B9\u03B1\u03B4\u03BF\u03C7\u03B9\u03BA\u03AC \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03AF\u03B4\u03B9\u03BF\u03C5 \u03C7\u03C1\u03CE\u03BC\u03B1\u03C4\u03BF\u03C2). \u03A4\u03B1 \u03C5\u03C0\u03CC\u03BB\u03BF\u03B9\u03C0\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5: { $deadwood } \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1. \u03A4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5 \u03C4\u03B7 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5 \u03C0\u03B5\u03C4\u03CE\u03BD\u03C4\u03B1\u03C2 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF: \u03B4\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03AD\u03BD\u03B1 (\u03C3\u03C5\u03BD\u03AE\u03B8\u03C9\u03C2 \u03BA\u03B1\u03BB\u03CD\u03C4\u03B5\u03C1\u03BF \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AD\u03BD\u03B1 \u03C8\u03B7\u03BB\u03CC \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF) \u03BA\u03B1\u03B9 \u03C0\u03AC\u03C4\u03B1 \xAB\u03A0\u03AD\u03C4\u03B1\xBB.
guide-knock = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2: \u03B1\u03BD \u03C0\u03B5\u03C4\u03AC\u03BE\u03B5\u03B9\u03C2 \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC \u03C4\u03BF { $card }, \u03C3\u03BF\u03C5 \u03BC\u03AD\u03BD\u03BF\u03C5\u03BD \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 { $deadwood }, \u03CC\u03C7\u03B9 \u03C0\u03B5\u03C1\u03B9\u03C3\u03C3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C0\u03CC \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 ({ $limit }). \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03C4\u03BF { $card } \u03BA\u03B1\u03B9 \u03C0\u03AC\u03C4\u03B1 \xAB\u03A7\u03C4\u03CD\u03C0\u03B1\xBB, \u03AE \u03C3\u03C5\u03BD\u03AD\u03C7\u03B9\u03C3\u03B5 \u03BD\u03B1 \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9\u03C2 \u03B3\u03B9\u03B1 \u03BD\u03B1 \u03BC\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9\u03C2 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1. \u039C\u03B5\u03C4\u03AC \u03C4\u03BF \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C4\u03B7\u03BD \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03AD\u03C7\u03B5\u03B9 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1.
guide-gin = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03BA\u03AC\u03BD\u03B5\u03B9\u03C2 \u03C4\u03B6\u03B9\u03BD: \u03C0\u03AD\u03C4\u03B1 \u03C4\u03BF { $card } \u03BA\u03B1\u03B9 \u03CC\u03BB\u03B1 \u03C4\u03B1 \u03C5\u03C0\u03CC\u03BB\u03BF\u03B9\u03C0\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2. \u03A4\u03BF \u03C4\u03B6\u03B9\u03BD \u03B4\u03AF\u03BD\u03B5\u03B9 \u03BC\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2 { $bonus } \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C4\u03BF\u03C5 \u03B1\u03BD\u03C4\u03B9\u03C0\u03AC\u03BB\u03BF\u03C5 \u03C3\u03BF\u03C5. \u0394\u03B9\u03AC\u03BB\u03B5\u03BE\u03B5 \u03C4\u03BF { $card } \u03BA\u03B1\u03B9 \u03C0\u03AC\u03C4\u03B1 \xAB\u039A\u03AC\u03BD\u03B5 \u03C4\u03B6\u03B9\u03BD\xBB.
guide-laydown = \u03A7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5\u03C2: \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5. \u039C\u03B5\u03C4\u03AC \u03BF \u03B1\u03BD\u03C4\u03AF\u03C0\u03B1\u03BB\u03BF\u03C2 \u03BA\u03B1\u03C4\u03B5\u03B2\u03AC\u03B6\u03B5\u03B9 \u03C4\u03BF\u03C5\u03C2 \u03B4\u03B9\u03BA\u03BF\u03CD\u03C2 \u03C4\u03BF\u03C5 \u03BA\u03B1\u03B9 \u03BA\u03BF\u03BB\u03BB\u03AC\u03B5\u03B9 \u03CC,\u03C4\u03B9 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03C3\u03C4\u03BF\u03C5\u03C2 \u03B4\u03B9\u03BA\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5.
guide-defend = \u03A7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5: { $name }. \u039A\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03C3\u03BF\u03C5: \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03C3\u03C4\u03BF\u03C5\u03C2 \u03B4\u03B9\u03BA\u03BF\u03CD\u03C2 \u03C4\u03BF\u03C5 (\u03C4\u03AD\u03C4\u03B1\u03C1\u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03C3\u03B5 \u03BF\u03BC\u03AC\u03B4\u03B1, \u03C6\u03CD\u03BB\u03BB\u03BF \u03C3\u03B5 \u03BC\u03B9\u03B1 \u03AC\u03BA\u03C1\u03B7 \u03C3\u03B5\u03B9\u03C1\u03AC\u03C2).
guide-wait = \u03A0\u03B1\u03AF\u03B6\u03B5\u03B9 \u03C4\u03CE\u03C1\u03B1: { $name }. \u03A0\u03C1\u03CC\u03C3\u03B5\u03BE\u03B5 \u03C4\u03B9 \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9 \u03BA\u03B1\u03B9 \u03C4\u03B9 \u03C0\u03B5\u03C4\u03AC\u03B5\u03B9.
guide-end-scored = { $outcome }. \u0393\u03C1\u03AC\u03C6\u03B5\u03B9 { $points } \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2: { $name }.
guide-end-draw = { $outcome }. \u039F \u03AF\u03B4\u03B9\u03BF\u03C2 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03BE\u03B1\u03BD\u03AC.
guide-end = \u039F\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03BA\u03AC\u03B8\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2 \u03C0\u03C1\u03BF\u03C3\u03C4\u03AF\u03B8\u03B5\u03BD\u03C4\u03B1\u03B9 \u03C3\u03C4\u03BF \u03C3\u03BA\u03BF\u03C1, \u03BA\u03B1\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03C6\u03C4\u03AC\u03C3\u03B5\u03B9 \u03C0\u03C1\u03CE\u03C4\u03BF\u03C2 \u03C4\u03BF\u03C5\u03C2 { $target } \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1. \u0388\u03C0\u03B1\u03B9\u03BE\u03B5\u03C2 \u03BC\u03B9\u03B1 \u03BF\u03BB\u03CC\u03BA\u03BB\u03B7\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC: \u03B1\u03C5\u03C4\u03CC \u03B5\u03AF\u03BD\u03B1\u03B9 \u03CC\u03BB\u03BF \u03C4\u03BF \u03A4\u03B6\u03B9\u03BD \u03A1\u03AC\u03BC\u03B9.
howto-title = \u03A0\u03CE\u03C2 \u03C0\u03B1\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9: { $system }
howto-rule-id = \u039F \u03B1\u03C1\u03B9\u03B8\u03BC\u03CC\u03C2 \u03C4\u03BF\u03C5 \u03BA\u03B1\u03BD\u03CC\u03BD\u03B1 \u03C3\u03C4\u03BF \u03B2\u03B9\u03B2\u03BB\u03AF\u03BF \u03BA\u03B1\u03BD\u03CC\u03BD\u03C9\u03BD (docs/RULES.md)
howto-aim-title = \u039F \u03C3\u03BA\u03BF\u03C0\u03CC\u03C2
howto-aim = \u03A6\u03C4\u03B9\u03AC\u03BE\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03BC\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03BA\u03B1\u03B9 \u03BA\u03C1\u03AC\u03C4\u03B1 \u03C7\u03B1\u03BC\u03B7\u03BB\u03AC \u03C4\u03BF\u03C5\u03C2 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2 \u03C4\u03C9\u03BD \u03C6\u03CD\u03BB\u03BB\u03C9\u03BD \u03C0\u03BF\u03C5 \u03C0\u03B5\u03C1\u03B9\u03C3\u03C3\u03B5\u03CD\u03BF\u03C5\u03BD, \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1. \u038C\u03C4\u03B1\u03BD \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03AC \u03C3\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B1\u03C1\u03BA\u03B5\u03C4\u03AC \u03BB\u03AF\u03B3\u03B1 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2, \u03BA\u03B1\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03AD\u03C7\u03B5\u03B9 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9 \u03C4\u03B7 \u03B4\u03B9\u03B1\u03C6\u03BF\u03C1\u03AC. \u0397 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 \u03C0\u03B1\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9 \u03C3\u03C4\u03BF\u03C5\u03C2 { $target } \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2.
howto-cards-title = \u03A6\u03CD\u03BB\u03BB\u03B1 \u03BA\u03B1\u03B9 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03AF
howto-cards = \u039C\u03AF\u03B1 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 52 \u03C6\u03CD\u03BB\u03BB\u03C9\u03BD, \u03C7\u03C9\u03C1\u03AF\u03C2 \u03C4\u03B6\u03CC\u03BA\u03B5\u03C1. \u039F \u03AC\u03C3\u03C3\u03BF\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C0\u03AC\u03BD\u03C4\u03B1 \u03C7\u03B1\u03BC\u03B7\u03BB\u03CC\u03C2 \u03BA\u03B1\u03B9 \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 1, \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03BC\u03B5 \u03B1\u03C1\u03B9\u03B8\u03BC\u03CC \u03BC\u03B5\u03C4\u03C1\u03AC\u03BD\u03B5 \u03C4\u03BF\u03BD \u03B1\u03C1\u03B9\u03B8\u03BC\u03CC \u03C4\u03BF\u03C5\u03C2, \u03BF \u03B2\u03B1\u03BB\u03AD\u03C2, \u03B7 \u03BD\u03C4\u03AC\u03BC\u03B1 \u03BA\u03B1\u03B9 \u03BF \u03C1\u03AE\u03B3\u03B1\u03C2 \u03B1\u03C0\u03CC 10.
howto-set = \u039F\u03BC\u03AC\u03B4\u03B1 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C4\u03C1\u03AF\u03B1 \u03AE \u03C4\u03AD\u03C3\u03C3\u03B5\u03C1\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03AF\u03B4\u03B9\u03BF\u03C5 \u03B1\u03C1\u03B9\u03B8\u03BC\u03BF\u03CD \u03AE \u03C6\u03B9\u03B3\u03BF\u03CD\u03C1\u03B1\u03C2:
howto-run = \u03A3\u03B5\u03B9\u03C1\u03AC \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C4\u03C1\u03AF\u03B1 \u03AE \u03C0\u03B5\u03C1\u03B9\u03C3\u03C3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B4\u03B9\u03B1\u03B4\u03BF\u03C7\u03B9\u03BA\u03AC \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03AF\u03B4\u03B9\u03BF\u03C5 \u03C7\u03C1\u03CE\u03BC\u03B1\u03C4\u03BF\u03C2. \u039F \u03AC\u03C3\u03C3\u03BF\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03BC\u03CC\u03BD\u03BF \u03C7\u03B1\u03BC\u03B7\u03BB\u03CC\u03C2: \u03C4\u03BF A-2-3 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5\u03B9\u03C1\u03AC, \u03C4\u03BF Q-K-A \u03CC\u03C7\u03B9.
howto-deadwood = \u0388\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B1\u03BD\u03AE\u03BA\u03B5\u03B9 \u03C3\u03B5 \u03AD\u03BD\u03B1\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC \u03C4\u03BF \u03C0\u03BF\u03BB\u03CD. \u03A4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C0\u03BF\u03C5 \u03B4\u03B5\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03BA\u03B1\u03BD\u03AD\u03BD\u03B1\u03BD \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03CC \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03AC \u03C3\u03BF\u03C5, \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03C4\u03BF\u03C5\u03C2 \u03B1\u03B8\u03C1\u03BF\u03AF\u03B6\u03BF\u03BD\u03C4\u03B1\u03B9, \u03BC\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03B1\u03BA\u03C4\u03BF\u03C0\u03BF\u03B9\u03B7\u03BC\u03AD\u03BD\u03B1 \u03CE\u03C3\u03C4\u03B5 \u03BD\u03B1 \u03BC\u03AD\u03BD\u03BF\u03C5\u03BD \u03CC\u03C3\u03BF \u03B3\u03AF\u03BD\u03B5\u03C4\u03B1\u03B9 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03BF\u03B9.
howto-deal-title = \u03A4\u03BF \u03BC\u03BF\u03AF\u03C1\u03B1\u03C3\u03BC\u03B1
howto-deal = \u039A\u03AC\u03B8\u03B5 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9 \u03B4\u03AD\u03BA\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1, \u03AD\u03BD\u03B1 \u03AD\u03BD\u03B1. \u03A4\u03BF \u03B5\u03C0\u03CC\u03BC\u03B5\u03BD\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03B3\u03C5\u03C1\u03AF\u03B6\u03B5\u03B9 \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC: \u03B1\u03C5\u03C4\u03CC \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03BE\u03B5\u03BA\u03B9\u03BD\u03AC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1, \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03C5\u03C0\u03CC\u03BB\u03BF\u03B9\u03C0\u03B1, \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03AC, \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B7 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
howto-deal-winner = \u038C\u03C0\u03BF\u03B9\u03BF\u03C2 \u03BA\u03B5\u03C1\u03B4\u03AF\u03C3\u03B5\u03B9 \u03BC\u03B9\u03B1 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03C4\u03B7\u03BD \u03B5\u03C0\u03CC\u03BC\u03B5\u03BD\u03B7\xB7 \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03AC\u03BA\u03C5\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03BE\u03B1\u03BD\u03AC \u03BF \u03AF\u03B4\u03B9\u03BF\u03C2.
howto-deal-alternate = \u039C\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03BA\u03AC\u03B8\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03B5 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03BF \u03AC\u03BB\u03BB\u03BF\u03C2 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2\xB7 \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03AC\u03BA\u03C5\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03BE\u03B1\u03BD\u03AC \u03BF \u03AF\u03B4\u03B9\u03BF\u03C2.
howto-deal-box = \u038C\u03BB\u03B5\u03C2 \u03C4\u03B9\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AD\u03C2 \u03C4\u03B9\u03C2 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF.
howto-turn-title = \u0397 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5
howto-turn = \u03A4\u03C1\u03AC\u03B2\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF, \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03C4\u03B7\u03C2 \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1\u03C2 \u03AE \u03C4\u03BF \u03C0\u03AC\u03BD\u03C9 \u03B1\u03C0\u03CC \u03C4\u03B1 \u03C0\u03B5\u03C4\u03B1\u03BC\u03AD\u03BD\u03B1, \u03BA\u03B1\u03B9 \u03BC\u03B5\u03C4\u03AC \u03C0\u03AD\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03AE \u03C7\u03C4\u03CD\u03C0\u03B1.
howto-upcard = \u0397 \u03C0\u03C1\u03CE\u03C4\u03B7 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2: \u03BF \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03C0\u03BF\u03C5 \u03B4\u03B5\u03BD \u03BC\u03BF\u03AF\u03C1\u03B1\u03C3\u03B5 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C0\u03AC\u03C1\u03B5\u03B9 \u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03AE \u03BD\u03B1 \u03C0\u03B5\u03B9 \u03C0\u03AC\u03C3\u03BF\xB7 \u03BC\u03B5\u03C4\u03AC \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03BC\u03BF\u03AF\u03C1\u03B1\u03C3\u03B5 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C4\u03BF \u03C0\u03AC\u03C1\u03B5\u03B9 \u03AE \u03BD\u03B1 \u03C0\u03B5\u03B9 \u03C0\u03AC\u03C3\u03BF. \u0391\u03BD \u03C0\u03BF\u03C5\u03BD \u03C0\u03AC\u03C3\u03BF \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03B4\u03CD\u03BF, \u03BE\u03B5\u03BA\u03B9\u03BD\u03AC \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03B4\u03B5\u03BD \u03BC\u03BF\u03AF\u03C1\u03B1\u03C3\u03B5 \u03C4\u03C1\u03B1\u03B2\u03CE\u03BD\u03C4\u03B1\u03C2 \u03B1\u03C0\u03CC \u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1.
howto-knock-title = \u03A7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BA\u03B1\u03B9 \u03C4\u03B6\u03B9\u03BD
howto-knock = \u0391\u03C6\u03BF\u03CD \u03C4\u03C1\u03B1\u03B2\u03AE\u03BE\u03B5\u03B9\u03C2 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2: \u03C0\u03AD\u03C4\u03B1 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03BA\u03BB\u03B5\u03B9\u03C3\u03C4\u03CC \u03BA\u03B1\u03B9 \u03BA\u03B1\u03C4\u03AD\u03B2\u03B1\u03C3\u03B5 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03BA\u03B1\u03B9 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1. \u03A4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03AC \u03C3\u03BF\u03C5 \u03B4\u03B5\u03BD \u03C0\u03C1\u03AD\u03C0\u03B5\u03B9 \u03BD\u03B1 \u03BE\u03B5\u03C0\u03B5\u03C1\u03BD\u03BF\u03CD\u03BD \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1. \u0394\u03B5\u03BD \u03B5\u03AF\u03C3\u03B1\u03B9 \u03C0\u03BF\u03C4\u03AD \u03C5\u03C0\u03BF\u03C7\u03C1\u03B5\u03C9\u03BC\u03AD\u03BD\u03BF\u03C2 \u03BD\u03B1 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9\u03C2.
howto-knock-upcard = \u03A4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BA\u03AC\u03B8\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2 \u03C4\u03BF \u03BF\u03C1\u03AF\u03B6\u03B5\u03B9 \u03C4\u03BF \u03C0\u03C1\u03CE\u03C4\u03BF \u03C4\u03B7\u03C2 \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF (\u03C0\u03B1\u03C1\u03B1\u03BA\u03AC\u03C4\u03C9).
howto-gin = \u03A4\u03B6\u03B9\u03BD \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C4\u03BF \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03C7\u03C9\u03C1\u03AF\u03C2 \u03BA\u03B1\u03BD\u03AD\u03BD\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03BF: \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1 \u03CC\u03BB\u03B1 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2.
howto-layoff-title = \u039A\u03CC\u03BB\u03BB\u03B7\u03BC\u03B1
howto-layoff = \u039C\u03B5\u03C4\u03AC \u03C4\u03BF \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1 \u03BF \u03AC\u03BB\u03BB\u03BF\u03C2 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03BA\u03B1\u03C4\u03B5\u03B2\u03AC\u03B6\u03B5\u03B9 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03BF\u03C5 \u03C3\u03B5 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03BA\u03B1\u03B9 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1, \u03BA\u03B1\u03B9 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03C3\u03B5\u03B9 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03C4\u03BF\u03C5\u03C2 \u03C3\u03C5\u03BD\u03B4\u03C5\u03B1\u03C3\u03BC\u03BF\u03CD\u03C2 \u03B1\u03C5\u03C4\u03BF\u03CD \u03C0\u03BF\u03C5 \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5: \u03C4\u03BF \u03C4\u03AD\u03C4\u03B1\u03C1\u03C4\u03BF \u03C6\u03CD\u03BB\u03BB\u03BF \u03BC\u03B9\u03B1\u03C2 \u03BF\u03BC\u03AC\u03B4\u03B1\u03C2, \u03AE \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C0\u03BF\u03C5 \u03BC\u03B1\u03BA\u03C1\u03B1\u03AF\u03BD\u03BF\u03C5\u03BD \u03BC\u03B9\u03B1 \u03C3\u03B5\u03B9\u03C1\u03AC \u03C3\u03B5 \u03BC\u03B9\u03B1 \u03B1\u03C0\u03CC \u03C4\u03B9\u03C2 \u03AC\u03BA\u03C1\u03B5\u03C2 \u03C4\u03B7\u03C2, \u03C4\u03BF \u03AD\u03BD\u03B1 \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF \u03AC\u03BB\u03BB\u03BF:
howto-layoff-gin = \u03A3\u03B5 \u03C4\u03B6\u03B9\u03BD \u03B4\u03B5\u03BD \u03BA\u03BF\u03BB\u03BB\u03AC\u03B5\u03B9 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2, \u03BA\u03B1\u03B9 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5 \u03B4\u03B5\u03BD \u03BA\u03BF\u03BB\u03BB\u03AC\u03B5\u03B9 \u03C0\u03BF\u03C4\u03AD.
howto-drawn-title = \u0386\u03BA\u03C5\u03C1\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC
howto-drawn = \u0391\u03BD \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC \u03AD\u03BD\u03B1 \u03C0\u03AD\u03C4\u03B1\u03BC\u03B1 \u03BC\u03B5\u03AF\u03BD\u03BF\u03C5\u03BD \u03BC\u03CC\u03BD\u03BF \u03B4\u03CD\u03BF \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C3\u03C4\u03B7\u03BD \u03C4\u03C1\u03AC\u03C0\u03BF\u03C5\u03BB\u03B1 \u03BA\u03B1\u03B9 \u03B4\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9 \u03C7\u03C4\u03C5\u03C0\u03AE\u03C3\u03B5\u03B9 \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2, \u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AC\u03BA\u03C5\u03C1\u03B7: \u03BA\u03B1\u03BD\u03B5\u03AF\u03C2 \u03B4\u03B5\u03BD \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03C5\u03C2, \u03BA\u03B1\u03B9 \u03BC\u03BF\u03B9\u03C1\u03AC\u03B6\u03B5\u03B9 \u03BE\u03B1\u03BD\u03AC \u03BF \u03AF\u03B4\u03B9\u03BF\u03C2.
howto-score-title = \u039F\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2
howto-score-knock = \u03A7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1: \u03B1\u03BD \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5 \u03AD\u03C7\u03B5\u03B9 \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03B1\u03C0\u03CC \u03C4\u03BF\u03BD \u03AC\u03BB\u03BB\u03BF \u03BC\u03B5\u03C4\u03AC \u03C4\u03B1 \u03BA\u03BF\u03BB\u03BB\u03AE\u03BC\u03B1\u03C4\u03B1, \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03C4\u03B7 \u03B4\u03B9\u03B1\u03C6\u03BF\u03C1\u03AC.
howto-score-undercut = \u0391\u03BD\u03C4\u03B9\u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1: \u03B1\u03BD \u03BF \u03AC\u03BB\u03BB\u03BF\u03C2 \u03AD\u03C7\u03B5\u03B9 \u03C4\u03BF \u03AF\u03B4\u03B9\u03BF \u03AE \u03BB\u03B9\u03B3\u03CC\u03C4\u03B5\u03C1\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03B1\u03C0\u03CC \u03B1\u03C5\u03C4\u03CC\u03BD \u03C0\u03BF\u03C5 \u03C7\u03C4\u03CD\u03C0\u03B7\u03C3\u03B5, \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03BF \u03AC\u03BB\u03BB\u03BF\u03C2 \u03C4\u03B7 \u03B4\u03B9\u03B1\u03C6\u03BF\u03C1\u03AC \u03BA\u03B1\u03B9 \u03BC\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2 { $bonus }.
howto-score-gin = \u03A4\u03BF \u03C4\u03B6\u03B9\u03BD \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03BC\u03C0\u03CC\u03BD\u03BF\u03C5\u03C2 { $bonus } \u03BA\u03B1\u03B9 \u03C4\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C4\u03BF\u03C5 \u03AC\u03BB\u03BB\u03BF\u03C5\xB7 \u03BF \u03AC\u03BB\u03BB\u03BF\u03C2 \u03B4\u03B5\u03BD \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03C4\u03AF\u03C0\u03BF\u03C4\u03B1.
howto-score-game = \u039F\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03B1\u03B8\u03C1\u03BF\u03AF\u03B6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03B1\u03C0\u03CC \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C3\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BA\u03B1\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03C6\u03C4\u03AC\u03C3\u03B5\u03B9 \u03C0\u03C1\u03CE\u03C4\u03BF\u03C2 \u03C4\u03BF\u03C5\u03C2 { $target } \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9 \u03C4\u03B7\u03BD \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1.
howto-score-hollywood = \u039F\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03B3\u03C1\u03AC\u03C6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03C3\u03C4\u03B9\u03C2 \u03C4\u03C1\u03B5\u03B9\u03C2 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B5\u03C2 \u03C4\u03BF\u03C5 \u03A7\u03CC\u03BB\u03B9\u03B3\u03BF\u03C5\u03BD\u03C4 (\u03C0\u03B1\u03C1\u03B1\u03BA\u03AC\u03C4\u03C9)\xB7 \u03BA\u03B1\u03B8\u03B5\u03BC\u03B9\u03AC \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9 \u03C3\u03C4\u03BF\u03C5\u03C2 { $target }.
howto-score-three = \u039F\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9 \u03B1\u03B8\u03C1\u03BF\u03AF\u03B6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03B1\u03C0\u03CC \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C3\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC, \u03BA\u03B1\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03C6\u03C4\u03AC\u03C3\u03B5\u03B9 \u03C0\u03C1\u03CE\u03C4\u03BF\u03C2 \u03C4\u03BF\u03C5\u03C2 { $target } \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9.
howto-oklahoma = \u03A4\u03BF \u03C0\u03C1\u03CE\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF \u03C4\u03B7\u03C2 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC\u03C2 \u03BF\u03C1\u03AF\u03B6\u03B5\u03B9 \u03C4\u03BF \u03CC\u03C1\u03B9\u03BF \u03B3\u03B9\u03B1 \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1: \u03B4\u03B5\u03BA\u03AC\u03C1\u03B9 \u03AE \u03C6\u03B9\u03B3\u03BF\u03CD\u03C1\u03B1 \u03B5\u03C0\u03B9\u03C4\u03C1\u03AD\u03C0\u03B5\u03B9 10, \u03C6\u03CD\u03BB\u03BB\u03BF \u03BC\u03B5 \u03B1\u03C1\u03B9\u03B8\u03BC\u03CC \u03C4\u03BF\u03BD \u03B1\u03C1\u03B9\u03B8\u03BC\u03CC \u03C4\u03BF\u03C5, \u03AC\u03C3\u03C3\u03BF\u03C2 1.
howto-oklahoma-ace-gin = \u0386\u03C3\u03C3\u03BF\u03C2 \u03C9\u03C2 \u03C0\u03C1\u03CE\u03C4\u03BF \u03B1\u03BD\u03BF\u03B9\u03C7\u03C4\u03CC \u03C6\u03CD\u03BB\u03BB\u03BF: \u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C4\u03B7\u03BD \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03BD\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF \u03C4\u03B6\u03B9\u03BD.
howto-hollywood-sheet = \u03A4\u03C1\u03B5\u03B9\u03C2 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B5\u03C2 \u03B3\u03C1\u03AC\u03C6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03C4\u03B1\u03C5\u03C4\u03CC\u03C7\u03C1\u03BF\u03BD\u03B1 \u03C3\u03B5 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF \u03C3\u03BA\u03BF\u03C1: \u03B7 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 1, 2 \u03BA\u03B1\u03B9 3.
howto-hollywood-entries = \u0397 \u03C0\u03C1\u03CE\u03C4\u03B7 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AC \u03C0\u03BF\u03C5 \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9\u03C2 \u03B3\u03C1\u03AC\u03C6\u03B5\u03C4\u03B1\u03B9 \u03C3\u03C4\u03B7\u03BD \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 1, \u03B7 \u03B4\u03B5\u03CD\u03C4\u03B5\u03C1\u03B7 \u03C3\u03C4\u03B9\u03C2 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B5\u03C2 1 \u03BA\u03B1\u03B9 2, \u03B7 \u03C4\u03C1\u03AF\u03C4\u03B7 \u03BA\u03B1\u03B9 \u03BA\u03AC\u03B8\u03B5 \u03B5\u03C0\u03CC\u03BC\u03B5\u03BD\u03B7 \u03BA\u03B1\u03B9 \u03C3\u03C4\u03B9\u03C2 \u03C4\u03C1\u03B5\u03B9\u03C2. \u03A3\u03B5 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 \u03C0\u03BF\u03C5 \u03AD\u03C7\u03B5\u03B9 \u03AE\u03B4\u03B7 \u03BA\u03C1\u03B9\u03B8\u03B5\u03AF \u03B4\u03B5\u03BD \u03B3\u03C1\u03AC\u03C6\u03BF\u03BD\u03C4\u03B1\u03B9 \u03AC\u03BB\u03BB\u03BF\u03B9 \u03C0\u03CC\u03BD\u03C4\u03BF\u03B9.
howto-hollywood-won = \u039A\u03AC\u03B8\u03B5 \u03C0\u03B1\u03C1\u03C4\u03AF\u03B4\u03B1 \u03C4\u03B7\u03BD \u03BA\u03B5\u03C1\u03B4\u03AF\u03B6\u03B5\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03C6\u03C4\u03AC\u03C3\u03B5\u03B9 \u03C0\u03C1\u03CE\u03C4\u03BF\u03C2 \u03C3\u03B5 \u03B1\u03C5\u03C4\u03AE\u03BD \u03C4\u03BF\u03C5\u03C2 { $target }. \u03A4\u03BF \u03C0\u03B1\u03B9\u03C7\u03BD\u03AF\u03B4\u03B9 \u03C3\u03C5\u03BD\u03B5\u03C7\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9 \u03CE\u03C3\u03C0\u03BF\u03C5 \u03BD\u03B1 \u03BA\u03C1\u03B9\u03B8\u03BF\u03CD\u03BD \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03C4\u03C1\u03B5\u03B9\u03C2, \u03BA\u03B1\u03B9 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1 \u03C4\u03BF\u03BD \u03C0\u03B1\u03AF\u03C1\u03BD\u03B5\u03B9 \u03CC\u03C0\u03BF\u03B9\u03BF\u03C2 \u03BA\u03AD\u03C1\u03B4\u03B9\u03C3\u03B5 \u03B4\u03CD\u03BF \u03AE \u03C4\u03C1\u03B5\u03B9\u03C2.
howto-three-roles = \u039A\u03AC\u03B8\u03B5 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B7\u03C2 \u03C4\u03C1\u03B1\u03B2\u03AC\u03B5\u03B9 \u03AD\u03BD\u03B1 \u03C6\u03CD\u03BB\u03BB\u03BF: \u03BF \u03C8\u03B7\u03BB\u03CC\u03C4\u03B5\u03C1\u03BF\u03C2 \u03BC\u03C0\u03B1\u03AF\u03BD\u03B5\u03B9 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF, \u03BF \u03BC\u03B5\u03C3\u03B1\u03AF\u03BF\u03C2 \u03B3\u03AF\u03BD\u03B5\u03C4\u03B1\u03B9 \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2, \u03BF \u03C7\u03B1\u03BC\u03B7\u03BB\u03CC\u03C4\u03B5\u03C1\u03BF\u03C2 \u03BC\u03AD\u03BD\u03B5\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5.
howto-three-play = \u0391\u03C5\u03C4\u03CC\u03C2 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9 \u03BC\u03CC\u03BD\u03BF\u03C2 \u03C4\u03BF\u03C5 \u03B5\u03BD\u03B1\u03BD\u03C4\u03AF\u03BF\u03BD \u03BC\u03B9\u03B1\u03C2 \u03BF\u03BC\u03AC\u03B4\u03B1\u03C2: \u03BF \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2 \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9 \u03C4\u03B1 \u03C6\u03CD\u03BB\u03BB\u03B1 \u03C4\u03B7\u03C2 \u03BF\u03BC\u03AC\u03B4\u03B1\u03C2, \u03BA\u03B1\u03B9 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5 \u03C4\u03B1 \u03B2\u03BB\u03AD\u03C0\u03B5\u03B9 \u03BA\u03B1\u03B9 \u03BC\u03C0\u03BF\u03C1\u03B5\u03AF \u03BD\u03B1 \u03C3\u03C5\u03BC\u03B2\u03BF\u03C5\u03BB\u03B5\u03CD\u03B5\u03B9\xB7 \u03B1\u03C0\u03BF\u03C6\u03B1\u03C3\u03AF\u03B6\u03B5\u03B9 \u03BF \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2.
howto-three-after = \u0391\u03BD \u03BA\u03B5\u03C1\u03B4\u03AF\u03C3\u03B5\u03B9 \u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF, \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF \u03BA\u03B1\u03B9 \u03BC\u03AD\u03BD\u03B5\u03B9 \u03B5\u03BA\u03B5\u03AF, \u03BA\u03B1\u03B9 \u03BF\u03B9 \u03AC\u03BB\u03BB\u03BF\u03B9 \u03B4\u03CD\u03BF \u03B1\u03BB\u03BB\u03AC\u03B6\u03BF\u03C5\u03BD \u03B8\u03AD\u03C3\u03B5\u03B9\u03C2. \u0391\u03BD \u03C7\u03AC\u03C3\u03B5\u03B9 \u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF, \u03B3\u03C1\u03AC\u03C6\u03B5\u03B9 \u03BF \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2 \u03BA\u03B1\u03B9 \u03BC\u03C0\u03B1\u03AF\u03BD\u03B5\u03B9 \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF, \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03AE\u03C4\u03B1\u03BD \u03C3\u03C4\u03BF \u03BA\u03BF\u03C5\u03C4\u03AF \u03B2\u03B3\u03B1\u03AF\u03BD\u03B5\u03B9 \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5, \u03BA\u03B1\u03B9 \u03B1\u03C5\u03C4\u03CC\u03C2 \u03C0\u03BF\u03C5 \u03AE\u03C4\u03B1\u03BD \u03B5\u03BA\u03C4\u03CC\u03C2 \u03B3\u03CD\u03C1\u03BF\u03C5 \u03B3\u03AF\u03BD\u03B5\u03C4\u03B1\u03B9 \u03B1\u03C1\u03C7\u03B7\u03B3\u03CC\u03C2.
stats-title = \u03A3\u03C4\u03B1\u03C4\u03B9\u03C3\u03C4\u03B9\u03BA\u03AC: { $name }
stats-none = \u0394\u03B5\u03BD \u03AD\u03C7\u03B5\u03B9\u03C2 \u03B1\u03BA\u03CC\u03BC\u03B1 \u03C4\u03B5\u03BB\u03B5\u03B9\u03C9\u03BC\u03AD\u03BD\u03BF \u03B1\u03B3\u03CE\u03BD\u03B1: \u03C4\u03B1 \u03BD\u03BF\u03CD\u03BC\u03B5\u03C1\u03AC \u03C3\u03BF\u03C5 \u03B8\u03B1 \u03C6\u03B1\u03BD\u03BF\u03CD\u03BD \u03B5\u03B4\u03CE \u03BC\u03B5\u03C4\u03AC \u03C4\u03BF\u03BD \u03C0\u03C1\u03CE\u03C4\u03BF.
stats-matches = \u0391\u03B3\u03CE\u03BD\u03B5\u03C2
stats-wins = \u039D\u03AF\u03BA\u03B5\u03C2
stats-wins-rate = { $wins } ({ $rate })
stats-hands = \u039C\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AD\u03C2 \u03C0\u03BF\u03C5 \u03AD\u03C0\u03B1\u03B9\u03BE\u03B5\u03C2 \u03BA\u03B1\u03B9 \u03BA\u03AD\u03C1\u03B4\u03B9\u03C3\u03B5\u03C2
stats-hands-won = { $hands } \xB7 { $won }
stats-gins = \u03A4\u03B6\u03B9\u03BD
stats-undercuts = \u0391\u03BD\u03C4\u03B9\u03C7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03B1
stats-knocks = \u03A7\u03C4\u03C5\u03C0\u03AE\u03BC\u03B1\u03C4\u03B1 (\u03B5\u03BA\u03C4\u03CC\u03C2 \u03C4\u03B6\u03B9\u03BD)
stats-knock-deadwood = \u039C\u03AD\u03C3\u03B1 \u03B1\u03C3\u03CD\u03BD\u03B4\u03B5\u03C4\u03B1 \u03C3\u03C4\u03BF \u03C7\u03C4\u03CD\u03C0\u03B7\u03BC\u03B1
stats-streak = \u03A3\u03C5\u03BD\u03B5\u03C7\u03CC\u03BC\u03B5\u03BD\u03B5\u03C2 \u03BD\u03AF\u03BA\u03B5\u03C2 \u03C4\u03CE\u03C1\u03B1
stats-longest-streak = \u039F\u03B9 \u03C0\u03B5\u03C1\u03B9\u03C3\u03C3\u03CC\u03C4\u03B5\u03C1\u03B5\u03C2 \u03C3\u03C5\u03BD\u03B5\u03C7\u03CC\u03BC\u03B5\u03BD\u03B5\u03C2 \u03BD\u03AF\u03BA\u03B5\u03C2
stats-rating = \u0392\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1
stats-not-rated = \u03A7\u03C9\u03C1\u03AF\u03C2 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03B1\u03BA\u03CC\u03BC\u03B1: \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03B4\u03AF\u03BD\u03BF\u03C5\u03BD \u03BF\u03B9 \u03B1\u03B3\u03CE\u03BD\u03B5\u03C2 \u03BC\u03B5 \u03B1\u03BD\u03B8\u03C1\u03CE\u03C0\u03BF\u03C5\u03C2.
stats-rating-now = { $rating } \u03BC\u03B5\u03C4\u03AC \u03B1\u03C0\u03CC { $matches ->
    [one] \u03AD\u03BD\u03B1\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1 \u03BC\u03B5 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1
   *[other] { $matches } \u03B1\u03B3\u03CE\u03BD\u03B5\u03C2 \u03BC\u03B5 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1
  }
stats-chart-title = \u0397 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03C3\u03BF\u03C5 \u03C3\u03C4\u03BF { $system }, \u03B1\u03B3\u03CE\u03BD\u03B1 \u03C0\u03C1\u03BF\u03C2 \u03B1\u03B3\u03CE\u03BD\u03B1
stats-chart-desc = { $count ->
    [one] \u0388\u03BD\u03B1\u03C2 \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03BC\u03B5 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1: \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 { $last }.
   *[other] { $count } \u03B1\u03B3\u03CE\u03BD\u03B5\u03C2 \u03BC\u03B5 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1: \u03B1\u03C0\u03CC { $first } \u03C3\u03B5 { $last }, \u03C5\u03C8\u03B7\u03BB\u03CC\u03C4\u03B5\u03C1\u03B7 { $high }, \u03C7\u03B1\u03BC\u03B7\u03BB\u03CC\u03C4\u03B5\u03C1\u03B7 { $low }.
  }
stats-chart-x = \u0391\u03B3\u03CE\u03BD\u03B1\u03C2 \u03BC\u03B5 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1
stats-chart-point = \u0391\u03B3\u03CE\u03BD\u03B1\u03C2 { $number }: { $rating }
stats-history-table = \u0397 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1 \u03C3\u03B5 \u03C0\u03AF\u03BD\u03B1\u03BA\u03B1
stats-history-ended = \u03A4\u03AD\u03BB\u03BF\u03C2

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
error-nothing_to_claim = \u0394\u03B5\u03BD \u03C5\u03C0\u03AC\u03C1\u03C7\u03B5\u03B9 \u03BA\u03AC\u03C4\u03B9 \u03BD\u03B1 \u03B4\u03B9\u03B5\u03BA\u03B4\u03B9\u03BA\u03AE\u03C3\u03B5\u03B9\u03C2: \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03B4\u03B5\u03BD \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03BA\u03AC\u03C0\u03BF\u03B9\u03BF\u03BD \u03C0\u03BF\u03C5 \u03BB\u03B5\u03AF\u03C0\u03B5\u03B9 \u03AE \u03C0\u03BF\u03C5 \u03C4\u03BF\u03C5 \u03C4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5 \u03BF \u03C7\u03C1\u03CC\u03BD\u03BF\u03C2.
error-claim_by_others = \u03A4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03B5\u03C3\u03AD\u03BD\u03B1: \u03BC\u03CC\u03BD\u03BF \u03BF\u03B9 \u03AC\u03BB\u03BB\u03BF\u03B9 \u03BC\u03C0\u03BF\u03C1\u03BF\u03CD\u03BD \u03BD\u03B1 \u03B4\u03B9\u03B5\u03BA\u03B4\u03B9\u03BA\u03AE\u03C3\u03BF\u03C5\u03BD \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1.
error-rematch_after_match = \u0397 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2 \u03C0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03C4\u03B1\u03B9 \u03CC\u03C4\u03B1\u03BD \u03C4\u03B5\u03BB\u03B5\u03B9\u03CE\u03C3\u03B5\u03B9 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2.
error-no_rematch_offered = \u0394\u03B5\u03BD \u03C0\u03C1\u03BF\u03C4\u03AC\u03B8\u03B7\u03BA\u03B5 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2.
error-rematch_made = \u0397 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AE\u03B4\u03B7 \u03AD\u03C4\u03BF\u03B9\u03BC\u03B7.
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

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = \u039F\u03B9 \u03B1\u03B3\u03CE\u03BD\u03B5\u03C2 \u03C3\u03BF\u03C5 \u03C3\u03B5 \u03B5\u03BE\u03AD\u03BB\u03B9\u03BE\u03B7
games-continue = \u03A3\u03C5\u03BD\u03AD\u03C7\u03B9\u03C3\u03B5
games-state-your-turn = \u03A3\u03B5\u03B9\u03C1\u03AC \u03C3\u03BF\u03C5
games-state-adjourned = \u03A3\u03B5 \u03C0\u03B1\u03CD\u03C3\u03B7: \u03C3\u03B5 \u03C0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9
games-state-waiting = \u03A0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9 \u03C0\u03B1\u03AF\u03BA\u03C4\u03B5\u03C2
games-state-between = \u0391\u03BD\u03AC\u03BC\u03B5\u03C3\u03B1 \u03C3\u03B5 \u03BC\u03BF\u03B9\u03C1\u03B1\u03C3\u03B9\u03AD\u03C2
games-state-playing = \u03A0\u03B1\u03AF\u03B6\u03B5\u03C4\u03B1\u03B9
stand-in-option = \u039D\u03B1 \u03C0\u03B1\u03AF\u03B6\u03B5\u03B9 \u03BF \u03C5\u03C0\u03BF\u03BB\u03BF\u03B3\u03B9\u03C3\u03C4\u03AE\u03C2 \u03B3\u03B9\u03B1 \u03CC\u03C0\u03BF\u03B9\u03BF\u03BD \u03BB\u03B5\u03AF\u03C0\u03B5\u03B9 (\u03C4\u03CC\u03C4\u03B5 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B5\u03BD \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 \u03C3\u03C4\u03B7 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1)
claim-away = \u039B\u03B5\u03AF\u03C0\u03B5\u03B9: { $name }
claim-time = \u03A4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5 \u03BF \u03C7\u03C1\u03CC\u03BD\u03BF\u03C2: { $name }
claim-offer = \u039C\u03C0\u03BF\u03C1\u03B5\u03AF\u03C2 \u03BD\u03B1 \u03B4\u03B9\u03B5\u03BA\u03B4\u03B9\u03BA\u03AE\u03C3\u03B5\u03B9\u03C2 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1: \u03C4\u03BF\u03BD \u03C7\u03AC\u03BD\u03B5\u03B9 \u03C7\u03C9\u03C1\u03AF\u03C2 \u03BD\u03B1 \u03C0\u03B1\u03B9\u03C7\u03C4\u03B5\u03AF \u03BA\u03B1\u03B9 \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 \u03C9\u03C2 \u03B4\u03B9\u03BA\u03AE \u03C3\u03BF\u03C5 \u03BD\u03AF\u03BA\u03B7. \u0389 \u03C0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03AD \u03C4\u03BF\u03BD.
claim-button = \u0394\u03B9\u03B5\u03BA\u03B4\u03AF\u03BA\u03B7\u03C3\u03B5 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1
claim-wait = \u03A0\u03B5\u03C1\u03AF\u03BC\u03B5\u03BD\u03B5
claim-waiting = \u03A0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9\u03C2: { $name }
forfeit-away = \u0388\u03BB\u03B5\u03B9\u03C0\u03B5 \u03BA\u03B1\u03B9 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B9\u03B5\u03BA\u03B4\u03B9\u03BA\u03AE\u03B8\u03B7\u03BA\u03B5: { $name }
forfeit-time = \u03A4\u03B5\u03BB\u03B5\u03AF\u03C9\u03C3\u03B5 \u03BF \u03C7\u03C1\u03CC\u03BD\u03BF\u03C2 \u03BA\u03B1\u03B9 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B9\u03B5\u03BA\u03B4\u03B9\u03BA\u03AE\u03B8\u03B7\u03BA\u03B5: { $name }
forfeit-left = \u03A3\u03B7\u03BA\u03CE\u03B8\u03B7\u03BA\u03B5 \u03B1\u03C0\u03CC \u03C4\u03BF \u03C4\u03C1\u03B1\u03C0\u03AD\u03B6\u03B9 \u03BA\u03B1\u03B9 \u03B5\u03B3\u03BA\u03B1\u03C4\u03AD\u03BB\u03B5\u03B9\u03C8\u03B5 \u03C4\u03BF\u03BD \u03B1\u03B3\u03CE\u03BD\u03B1: { $name }
match-rated = \u0391\u03C5\u03C4\u03CC\u03C2 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 \u03C3\u03C4\u03B7 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1.
match-unrated = \u0391\u03C5\u03C4\u03CC\u03C2 \u03BF \u03B1\u03B3\u03CE\u03BD\u03B1\u03C2 \u03B4\u03B5\u03BD \u03BC\u03B5\u03C4\u03C1\u03AC\u03B5\u03B9 \u03C3\u03C4\u03B7 \u03B2\u03B1\u03B8\u03BC\u03BF\u03BB\u03BF\u03B3\u03AF\u03B1.
rematch-offer = \u03A1\u03B5\u03B2\u03AC\u03BD\u03C2
rematch-waiting = \u03A0\u03B5\u03C1\u03B9\u03BC\u03AD\u03BD\u03B5\u03B9\u03C2 \u03BD\u03B1 \u03B4\u03B5\u03C7\u03C4\u03B5\u03AF \u03C4\u03B7 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2: { $names }
rematch-offered = \u03A0\u03C1\u03BF\u03C4\u03B5\u03AF\u03BD\u03B5\u03B9 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2: { $name }
rematch-accept = \u0394\u03AD\u03BE\u03BF\u03C5
rematch-decline = \u0391\u03C1\u03BD\u03AE\u03C3\u03BF\u03C5
rematch-declined = \u0391\u03C1\u03BD\u03AE\u03B8\u03B7\u03BA\u03B5 \u03C4\u03B7 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2: { $name }
rematch-declined-you = \u0391\u03C1\u03BD\u03AE\u03B8\u03B7\u03BA\u03B5\u03C2 \u03C4\u03B7 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2.
rematch-ready = \u0397 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2 \u03B5\u03AF\u03BD\u03B1\u03B9 \u03AD\u03C4\u03BF\u03B9\u03BC\u03B7.
rematch-go = \u03A0\u03AE\u03B3\u03B1\u03B9\u03BD\u03B5 \u03C3\u03C4\u03B7 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2
event-rematch = \u0398\u03AD\u03BB\u03B5\u03B9 \u03C1\u03B5\u03B2\u03AC\u03BD\u03C2: { $name }
`;var _n=`# The browser game's words in English: the reference catalog.  Every other catalog
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

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = For newcomers
how-to-play = How to play
stats-link = Your statistics
guide-start = Guided first hand
guide-again = Show the guided first hand again
guide-asked = The guide will show at your next game against the computer
settings-sound = Sounds (draw, discard, knock, gin, your turn)
guide-title = Guided first hand
guide-step = Step { $step } of { $steps }
guide-skip = Skip the guide
guide-finish = Done
guide-offer = The first upcard, { $card }, is offered to you: take it if it joins or nearly joins a meld with your cards, else pass. If both players pass, the player who did not deal draws first from the stock.
guide-draw = Your turn starts with a draw: the top card of the stock (face down, a surprise) or the top of the discard pile, { $card }, which your opponent sees you take.
guide-draw-stock = Your turn starts with a draw: take the top card of the stock.
guide-discard = Your melds are outlined in your hand: sets (three or four cards of one rank) and runs (three or more in a row, in one suit). The other cards are your deadwood, { $deadwood } points after your best discard. End your turn by discarding: choose a card (a high deadwood card is usually best), then press Discard.
guide-knock = You can knock: discarding { $card } face down leaves you { $deadwood } deadwood, no more than the knock limit of { $limit }. Choose { $card } and press Knock, or play on to lower your deadwood. After a knock the lower deadwood wins the hand.
guide-gin = You can go gin: discard { $card } and all your other cards are in melds. Gin scores a bonus of { $bonus } and your opponent's deadwood. Choose { $card } and press Gin.
guide-laydown = You knocked: lay down your melds. Your opponent then lays down theirs and lays off what it can on yours.
guide-defend = { $name } knocked. Lay down your melds: you may lay off your deadwood on theirs (a fourth card on a set, a card at either end of a run).
guide-wait = { $name } is playing now: watch what it takes and what it throws on the pile.
guide-end-scored = { $outcome }. { $name } scores { $points } points.
guide-end-draw = { $outcome }. The same player deals again.
guide-end = Each hand's points are added on the score sheet, and the first to reach { $target } wins the game. You have played a whole hand: that is all of Gin Rummy.
howto-title = How to play: { $system }
howto-rule-id = The rule's number in the rule book (docs/RULES.md)
howto-aim-title = The aim
howto-aim = Make melds with your cards and keep the points of the cards left over, your deadwood, low. When your deadwood is low enough you may knock, and the hand with less deadwood wins the difference. A game goes to { $target } points.
howto-cards-title = Cards and melds
howto-cards = One deck of 52 cards, no jokers. The ace is always low and counts 1, the number cards their number, and the jack, queen and king 10 each.
howto-set = A set is three or four cards of one rank:
howto-run = A run is three or more cards of one suit in a row. The ace is only low: A-2-3 is a run, Q-K-A is not.
howto-deadwood = A card belongs to one meld at most. The cards in no meld are your deadwood, and your deadwood count is their points added up, arranged for the least.
howto-deal-title = The deal
howto-deal = Each player is dealt ten cards, one at a time. The next card is turned face up: this upcard starts the discard pile, and the rest of the deck, face down, is the stock.
howto-deal-winner = The winner of a hand deals the next one; after a drawn hand the same player deals again.
howto-deal-alternate = The deal passes to the other player after every scored hand; after a drawn hand the same player deals again.
howto-deal-box = The player in the box deals every hand.
howto-turn-title = Your turn
howto-turn = Draw one card, the top of the stock or the top of the discard pile, then discard one card face up, or knock.
howto-upcard = The first turn of a hand: the player who did not deal may take the upcard or pass; then the dealer may take it or pass. If both pass, the player who did not deal starts by drawing from the stock.
howto-knock-title = Knocking and gin
howto-knock = After drawing you may knock: discard one card face down, then lay down your hand as melds and deadwood. Your deadwood must be no more than the knock limit. You never have to knock.
howto-knock-upcard = The knock limit of each hand is set by its first upcard (below).
howto-gin = Gin is a knock with no deadwood at all: every card of your hand in melds after your discard.
howto-layoff-title = Laying off
howto-layoff = After a knock the other player lays down their hand as melds and deadwood, and may lay off deadwood cards on the knocker's melds: the fourth card of a set, or cards that extend a run at either end, one after another:
howto-layoff-gin = Nobody lays off on a gin hand, and the knocker never lays off.
howto-drawn-title = A drawn hand
howto-drawn = If only two cards are left in the stock after a discard and nobody has knocked, the hand is a draw: nobody scores, and the same player deals again.
howto-score-title = Scoring a hand
howto-score-knock = A knock: if the knocker has less deadwood than the other player after lay-offs, the knocker scores the difference.
howto-score-undercut = An undercut: if the other player has as little deadwood as the knocker or less, the other player scores the difference and a bonus of { $bonus }.
howto-score-gin = Gin scores a bonus of { $bonus } and the other player's deadwood; the other player scores nothing.
howto-score-game = The points add up over the hands, and the first to reach { $target } wins the game.
howto-score-hollywood = The points go on Hollywood's three games (below); each is won at { $target }.
howto-score-three = The points add up over the hands, and the first to reach { $target } wins.
howto-oklahoma = The first upcard of a hand sets its knock limit: a ten or a face card allows 10, a number card its number, an ace 1.
howto-oklahoma-ace-gin = An ace as the first upcard: only gin may end the hand.
howto-hollywood-sheet = Three games are kept at once on one score sheet, game 1, 2 and 3.
howto-hollywood-entries = Your first hand won is entered in game 1, your second in games 1 and 2, your third and every later one in all three. A game already won takes no more points.
howto-hollywood-won = Each game is won by the first to reach { $target } in it. Play goes on until all three are won, and the match goes to the player who won two or three.
howto-three-roles = Each player draws a card: the highest is in the box, the middle one is the captain, the lowest sits out.
howto-three-play = The player in the box plays alone against a team: the captain plays the team's hand, and the player sitting out sees it and may advise; the captain decides.
howto-three-after = If the box wins, the box scores and stays, and the other two swap. If the box loses, the captain scores and goes into the box, the box sits out, and the one who sat out becomes captain.
stats-title = Statistics: { $name }
stats-none = No finished match yet: your numbers will show here after your first.
stats-matches = Matches
stats-wins = Won
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Hands played and won
stats-hands-won = { $hands } \xB7 { $won }
stats-gins = Gins
stats-undercuts = Undercuts
stats-knocks = Knocks (not gin)
stats-knock-deadwood = Mean deadwood at a knock
stats-streak = Wins in a row now
stats-longest-streak = Longest run of wins
stats-rating = Rating
stats-not-rated = Not rated yet: ratings come from matches against people.
stats-rating-now = { $rating } after { $matches ->
    [one] one rated match
   *[other] { $matches } rated matches
  }
stats-chart-title = Your rating in { $system }, match by match
stats-chart-desc = { $count ->
    [one] One rated match: rating { $last }.
   *[other] { $count } rated matches: from { $first } to { $last }, highest { $high }, lowest { $low }.
  }
stats-chart-x = Rated match
stats-chart-point = Match { $number }: { $rating }
stats-history-table = The rating as a table
stats-history-ended = Ended

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
error-nothing_to_claim = There is nothing to claim: the table is not waiting for anyone away or out of time.
error-claim_by_others = The table is waiting for you: only the others may claim the match.
error-rematch_after_match = A rematch is offered once the match is over.
error-no_rematch_offered = No rematch was offered.
error-rematch_made = The rematch is ready already.
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

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Your games in progress
games-continue = Continue
games-state-your-turn = Your turn
games-state-adjourned = Paused: waiting for you
games-state-waiting = Waiting for players
games-state-between = Between hands
games-state-playing = In play
stand-in-option = Let the computer play for someone who is away (the match is then not rated)
claim-away = { $name } is away.
claim-time = { $name } ran out of time.
claim-offer = You may claim the match: they forfeit it, and it counts as your win. Or wait for them.
claim-button = Claim the match
claim-wait = Wait
claim-waiting = Waiting for { $name }.
forfeit-away = { $name } was away: the match was claimed.
forfeit-time = { $name } ran out of time: the match was claimed.
forfeit-left = { $name } left the table and gave up the match.
match-rated = This match counts for the ratings.
match-unrated = This match does not count for the ratings.
rematch-offer = Rematch
rematch-waiting = Waiting for { $names } to accept the rematch\u2026
rematch-offered = { $name } offers a rematch.
rematch-accept = Accept
rematch-decline = Decline
rematch-declined = { $name } declined the rematch.
rematch-declined-you = You declined the rematch.
rematch-ready = The rematch is ready.
rematch-go = Go to the rematch
event-rematch = { $name } wants a rematch.
`;var vn=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
error-name-taken = \u0531\u0575\u0564 \u0561\u0576\u0578\u0582\u0576\u0568 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0567 (\u056F\u0561\u0574 \u0576\u0574\u0561\u0576 \u0567 \u0566\u0562\u0561\u0572\u057E\u0561\u056E \u0561\u0576\u057E\u0561\u0576)\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 \u0578\u0582\u0580\u056B\u0577\u0568\u0589
error-detail = \u0544\u0561\u0576\u0580\u0561\u0574\u0561\u057D\u0576\u0565\u0580\u055D { $message }

## The phone layout: card sizes (Settings)
settings-card-size = \u0554\u0561\u0580\u057F\u0565\u0580\u056B \u0579\u0561\u0583\u0568
card-size-small = \u0553\u0578\u0584\u0580
card-size-medium = \u0544\u056B\u057B\u056B\u0576
card-size-large = \u0544\u0565\u056E
settings-high-contrast = \u0532\u0561\u0580\u0571\u0580 \u056F\u0578\u0576\u057F\u0580\u0561\u057D\u057F\u0578\u057E \u0584\u0561\u0580\u057F\u0565\u0580

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = \u054D\u056F\u057D\u0576\u0561\u056F\u0576\u0565\u0580\u056B \u0570\u0561\u0574\u0561\u0580
how-to-play = \u053B\u0576\u0579\u057A\u0565\u057D \u056D\u0561\u0572\u0561\u056C
stats-link = \u0554\u0578 \u057E\u056B\u0573\u0561\u056F\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568
guide-start = \u0531\u057C\u0561\u057B\u056B\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0578\u0582\u0572\u0565\u0581\u0578\u0582\u0575\u0581\u0578\u057E
guide-again = \u0546\u0578\u0580\u056B\u0581 \u0581\u0578\u0582\u0575\u0581 \u057F\u0561\u056C \u0561\u057C\u0561\u057B\u056B\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0578\u0582\u0572\u0565\u0581\u0578\u0582\u0575\u0581\u0568
guide-asked = \u0548\u0582\u0572\u0565\u0581\u0578\u0582\u0575\u0581\u0568 \u056F\u0570\u0561\u0575\u057F\u0576\u057E\u056B \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u0579\u056B \u0564\u0565\u0574 \u0584\u0578 \u0570\u0561\u057B\u0578\u0580\u0564 \u056D\u0561\u0572\u0578\u0582\u0574
settings-sound = \u0541\u0561\u0575\u0576\u0565\u0580 (\u0584\u0561\u0577\u0565\u056C, \u0576\u0565\u057F\u0565\u056C, \u0569\u0561\u056F\u0565\u056C, \u057B\u056B\u0576, \u0584\u0578 \u0570\u0565\u0580\u0569\u0576 \u0567)
guide-title = \u0531\u057C\u0561\u057B\u056B\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0578\u0582\u0572\u0565\u0581\u0578\u0582\u0575\u0581\u0578\u057E
guide-step = \u0554\u0561\u0575\u056C { $step } / { $steps }
guide-skip = \u0532\u0561\u0581 \u0569\u0578\u0572\u0576\u0565\u056C \u0578\u0582\u0572\u0565\u0581\u0578\u0582\u0575\u0581\u0568
guide-finish = \u0531\u057E\u0561\u0580\u057F\u0565\u056C
guide-offer = \u0554\u0565\u0566 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u057E\u0578\u0582\u0574 \u0567 \u0561\u057C\u0561\u057B\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568\u055D { $card }\u0589 \u054E\u0565\u0580\u0581\u0580\u0578\u0582 \u0561\u0575\u0576, \u0565\u0569\u0565 \u0584\u0578 \u0584\u0561\u0580\u057F\u0565\u0580\u056B \u0570\u0565\u057F \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561 \u0567 \u056F\u0561\u0566\u0574\u0578\u0582\u0574 \u056F\u0561\u0574 \u0563\u0580\u0565\u0569\u0565 \u056F\u0561\u0566\u0574\u0578\u0582\u0574 \u0567, \u0570\u0561\u056F\u0561\u057C\u0561\u056F \u0564\u0565\u057A\u0584\u0578\u0582\u0574 \u0561\u057D\u0561 \u057A\u0561\u057D\u0589 \u0535\u0569\u0565 \u0565\u0580\u056F\u0578\u0582 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0576 \u0567\u056C \u057A\u0561\u057D \u0561\u057D\u0565\u0576, \u0561\u057C\u0561\u057B\u056B\u0576\u0568 \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581 \u0584\u0561\u0577\u0578\u0582\u0574 \u0567 \u0561\u0575\u0576 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568, \u0578\u0580\u0568 \u0579\u056B \u0562\u0561\u056A\u0561\u0576\u0565\u056C\u0589
guide-draw = \u0554\u0578 \u0570\u0565\u0580\u0569\u0568 \u057D\u056F\u057D\u057E\u0578\u0582\u0574 \u0567 \u0584\u0561\u0580\u057F \u0584\u0561\u0577\u0565\u056C\u0578\u057E\u055D \u056F\u0561\u057A\u0578\u0582\u056F\u056B \u057E\u0565\u0580\u0587\u056B \u0584\u0561\u0580\u057F\u0568 (\u0583\u0561\u056F, \u0561\u0576\u0561\u056F\u0576\u056F\u0561\u056C) \u056F\u0561\u0574 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B \u057E\u0565\u0580\u0587\u056B\u0576\u0568 ({ $card }), \u0578\u0580\u0568 \u057E\u0565\u0580\u0581\u0576\u0565\u056C\u056B\u057D \u0574\u0580\u0581\u0561\u056F\u056B\u0581\u0564 \u057F\u0565\u057D\u0576\u0578\u0582\u0574 \u0567\u0589
guide-draw-stock = \u0554\u0578 \u0570\u0565\u0580\u0569\u0568 \u057D\u056F\u057D\u057E\u0578\u0582\u0574 \u0567 \u0584\u0561\u0580\u057F \u0584\u0561\u0577\u0565\u056C\u0578\u057E\u055D \u057E\u0565\u0580\u0581\u0580\u0578\u0582 \u056F\u0561\u057A\u0578\u0582\u056F\u056B \u057E\u0565\u0580\u0587\u056B \u0584\u0561\u0580\u057F\u0568\u0589
guide-discard = \u0554\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568 \u0584\u0561\u0580\u057F\u0565\u0580\u056B\u0564 \u0574\u0565\u057B \u0576\u0577\u057E\u0561\u056E \u0565\u0576 \u0577\u0580\u057B\u0561\u0576\u0561\u056F\u0578\u057E\u055D \u056D\u0574\u0562\u0565\u0580 (\u0576\u0578\u0582\u0575\u0576 \u0561\u0580\u056A\u0565\u0584\u056B \u0565\u0580\u0565\u0584 \u056F\u0561\u0574 \u0579\u0578\u0580\u057D \u0584\u0561\u0580\u057F) \u0587 \u0577\u0561\u0580\u0584\u0565\u0580 (\u0574\u056B\u0587\u0576\u0578\u0582\u0575\u0576 \u0574\u0561\u057D\u057F\u056B \u0565\u0580\u0565\u0584 \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u056B \u056B\u0580\u0561\u0580 \u0570\u0561\u057B\u0578\u0580\u0564\u0578\u0572 \u0584\u0561\u0580\u057F)\u0589 \u0544\u0576\u0561\u0581\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0565\u0576, \u0587 \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576 \u0576\u0565\u057F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0564 \u056F\u056C\u056B\u0576\u0565\u0576 { $deadwood }\u0589 \u0531\u057E\u0561\u0580\u057F\u056B\u0580 \u0570\u0565\u0580\u0569\u0564 \u0584\u0561\u0580\u057F \u0576\u0565\u057F\u0565\u056C\u0578\u057E\u055D \u0568\u0576\u057F\u0580\u056B\u0580 \u0584\u0561\u0580\u057F (\u057D\u0578\u057E\u0578\u0580\u0561\u0562\u0561\u0580 \u056C\u0561\u057E\u0561\u0563\u0578\u0582\u0575\u0576\u0568 \u0562\u0561\u0580\u0571\u0580 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0576 \u0567) \u0587 \u057D\u0565\u0572\u0574\u056B\u0580 \xAB\u0546\u0565\u057F\u0565\u056C\xBB\u0589
guide-knock = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u0569\u0561\u056F\u0565\u056C\u055D \u0565\u0569\u0565 \u0583\u0561\u056F \u0576\u0565\u057F\u0565\u057D { $card }, \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0564 \u056F\u056C\u056B\u0576\u0565\u0576 { $deadwood }, \u0578\u0579 \u0561\u057E\u0565\u056C\u056B, \u0584\u0561\u0576 \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568 ({ $limit })\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 { $card } \u0587 \u057D\u0565\u0572\u0574\u056B\u0580 \xAB\u0539\u0561\u056F\u0565\u056C\xBB, \u056F\u0561\u0574 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u056B\u0580 \u056D\u0561\u0572\u0561\u056C\u055D \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u0568 \u057A\u0561\u056F\u0561\u057D\u0565\u0581\u0576\u0565\u056C\u0578\u0582 \u0570\u0561\u0574\u0561\u0580\u0589 \u0539\u0561\u056F\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0577\u0561\u0570\u0578\u0582\u0574 \u0567 \u0576\u0561, \u0578\u0582\u0574 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0576 \u0561\u057E\u0565\u056C\u056B \u0584\u056B\u0579 \u0565\u0576\u0589
guide-gin = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u057B\u056B\u0576 \u0561\u0576\u0565\u056C\u055D \u0576\u0565\u057F\u056B\u0580 { $card }, \u0587 \u0574\u0576\u0561\u0581\u0561\u056E \u0562\u0578\u056C\u0578\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0564 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u056F\u056C\u056B\u0576\u0565\u0576\u0589 \u054B\u056B\u0576\u0568 \u057F\u0561\u056C\u056B\u057D \u0567 { $bonus } \u0574\u056B\u0561\u057E\u0578\u0580 \u0562\u0578\u0576\u0578\u0582\u057D \u0587 \u0574\u0580\u0581\u0561\u056F\u0581\u056B\u0564 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568\u0589 \u0538\u0576\u057F\u0580\u056B\u0580 { $card } \u0587 \u057D\u0565\u0572\u0574\u056B\u0580 \xAB\u054B\u056B\u0576\xBB\u0589
guide-laydown = \u0534\u0578\u0582 \u0569\u0561\u056F\u0565\u0581\u056B\u0580\u055D \u0562\u0561\u0581\u056B\u0580 \u0584\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568\u0589 \u0540\u0565\u057F\u0578 \u0574\u0580\u0581\u0561\u056F\u056B\u0581\u0564 \u056F\u0562\u0561\u0581\u056B \u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568 \u0587 \u056F\u056F\u0581\u056B \u0584\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B\u0576 \u0561\u0575\u0576, \u056B\u0576\u0579 \u056F\u0561\u0580\u0578\u0572 \u0567\u0589
guide-defend = \u0539\u0561\u056F\u0565\u0581\u055D { $name }\u0589 \u0532\u0561\u0581\u056B\u0580 \u0584\u0578 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0568, \u0587 \u056F\u0561\u0580\u0578\u0572 \u0565\u057D \u0584\u0578 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0581\u0565\u056C \u0576\u0580\u0561 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B\u0576 (\u0579\u0578\u0580\u0580\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0568\u055D \u056D\u0574\u0562\u056B\u0576, \u0584\u0561\u0580\u057F\u055D \u0577\u0561\u0580\u0584\u056B \u0578\u0580\u0587\u0567 \u056E\u0561\u0575\u0580\u056B\u0576)\u0589
guide-wait = \u0540\u056B\u0574\u0561 \u056D\u0561\u0572\u0578\u0582\u0574 \u0567\u055D { $name }\u0589 \u0540\u0565\u057F\u0587\u056B\u0580, \u0569\u0565 \u056B\u0576\u0579 \u0567 \u057E\u0565\u0580\u0581\u0576\u0578\u0582\u0574 \u0587 \u056B\u0576\u0579 \u0567 \u0576\u0565\u057F\u0578\u0582\u0574\u0589
guide-end-scored = { $outcome }\u0589 { $name } \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 { $points } \u0574\u056B\u0561\u057E\u0578\u0580\u0589
guide-end-draw = { $outcome }\u0589 \u0546\u0578\u0582\u0575\u0576 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u056F\u0580\u056F\u056B\u0576 \u0567 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574\u0589
guide-end = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u056D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0563\u0578\u0582\u0574\u0561\u0580\u057E\u0578\u0582\u0574 \u0565\u0576 \u0570\u0561\u0577\u057E\u0578\u0582\u0574, \u0587 \u0561\u057C\u0561\u057B\u056B\u0576\u0568 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u056B \u0570\u0561\u057D\u0576\u0578\u0572\u0568 \u0570\u0561\u0572\u0569\u0578\u0582\u0574 \u0567 \u057A\u0561\u0580\u057F\u056B\u0561\u0575\u0578\u0582\u0574\u0589 \u0534\u0578\u0582 \u056D\u0561\u0572\u0561\u0581\u056B\u0580 \u0574\u056B \u0561\u0574\u0562\u0578\u0572\u057B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574, \u0587 \u057D\u0561 \u0567 \u0561\u0574\u0562\u0578\u0572\u057B \u054B\u056B\u0576 \u057C\u0561\u0574\u056B\u0576\u0589
howto-title = \u053B\u0576\u0579\u057A\u0565\u057D \u056D\u0561\u0572\u0561\u056C\u055D { $system }
howto-rule-id = \u053F\u0561\u0576\u0578\u0576\u056B \u0570\u0561\u0574\u0561\u0580\u0568 \u056F\u0561\u0576\u0578\u0576\u0561\u0563\u0580\u0584\u0578\u0582\u0574 (docs/RULES.md)
howto-aim-title = \u0546\u057A\u0561\u057F\u0561\u056F\u0568
howto-aim = \u0554\u0561\u0580\u057F\u0565\u0580\u056B\u0581\u0564 \u056F\u0561\u0566\u0574\u056B\u0580 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580 \u0587 \u0581\u0561\u056E\u0580 \u057A\u0561\u0570\u056B\u0580 \u0574\u0576\u0561\u0581\u0561\u056E\u055D \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u056B \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568\u0589 \u0535\u0580\u0562 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0564 \u0562\u0561\u057E\u0561\u056F\u0561\u0576 \u0584\u056B\u0579 \u0565\u0576, \u056F\u0561\u0580\u0578\u0572 \u0565\u057D \u0569\u0561\u056F\u0565\u056C, \u0587 \u0561\u057E\u0565\u056C\u056B \u0584\u056B\u0579 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0578\u0582\u0576\u0565\u0581\u0578\u0572\u0568 \u0577\u0561\u0570\u0578\u0582\u0574 \u0567 \u057F\u0561\u0580\u0562\u0565\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568\u0589 \u054A\u0561\u0580\u057F\u056B\u0561\u0576 \u056D\u0561\u0572\u0578\u0582\u0574 \u0565\u0576 \u0574\u056B\u0576\u0579\u0587 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u0589
howto-cards-title = \u0554\u0561\u0580\u057F\u0565\u0580 \u0587 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580
howto-cards = \u0544\u0565\u056F \u056F\u0561\u057A\u0578\u0582\u056F\u055D 52 \u0584\u0561\u0580\u057F, \u0561\u057C\u0561\u0576\u0581 \u057B\u0578\u056F\u0565\u0580\u056B\u0589 \u054F\u0578\u0582\u0566\u0568 \u0574\u056B\u0577\u057F \u0581\u0561\u056E\u0580 \u0567 \u0587 \u0561\u0580\u056A\u0565 1, \u0569\u057E\u0561\u0575\u056B\u0576 \u0584\u0561\u0580\u057F\u0565\u0580\u0576 \u0561\u0580\u056A\u0565\u0576 \u056B\u0580\u0565\u0576\u0581 \u0569\u056B\u057E\u0568, \u056B\u057D\u056F \u057E\u0561\u056C\u0565\u057F\u0568, \u0564\u0561\u0574\u0561\u0576 \u0587 \u0569\u0561\u0563\u0561\u057E\u0578\u0580\u0568\u055D 10-\u0561\u056F\u0561\u0576\u0589
howto-set = \u053D\u0578\u0582\u0574\u0562\u0568 \u0576\u0578\u0582\u0575\u0576 \u0561\u0580\u056A\u0565\u0584\u056B \u0565\u0580\u0565\u0584 \u056F\u0561\u0574 \u0579\u0578\u0580\u057D \u0584\u0561\u0580\u057F \u0567\u055D
howto-run = \u0547\u0561\u0580\u0584\u0568 \u0574\u056B\u0587\u0576\u0578\u0582\u0575\u0576 \u0574\u0561\u057D\u057F\u056B \u0565\u0580\u0565\u0584 \u056F\u0561\u0574 \u0561\u057E\u0565\u056C\u056B \u056B\u0580\u0561\u0580 \u0570\u0561\u057B\u0578\u0580\u0564\u0578\u0572 \u0584\u0561\u0580\u057F \u0567\u0589 \u054F\u0578\u0582\u0566\u0568 \u0574\u056B\u0561\u0575\u0576 \u0581\u0561\u056E\u0580 \u0567\u055D A-2-3-\u0568 \u0577\u0561\u0580\u0584 \u0567, Q-K-A-\u0576\u055D \u0578\u0579\u0589
howto-deadwood = \u0554\u0561\u0580\u057F\u0568 \u056F\u0561\u0580\u0578\u0572 \u0567 \u056C\u056B\u0576\u0565\u056C \u0574\u056B\u0561\u0575\u0576 \u0574\u0565\u056F \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u0578\u0582\u0574\u0589 \u0548\u0579 \u0574\u056B \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0575\u056B \u0574\u0565\u057B \u0579\u0574\u057F\u0576\u0578\u0572 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0584\u0578 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u0576 \u0565\u0576, \u0587 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0564\u0580\u0561\u0576\u0581 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u056B \u0563\u0578\u0582\u0574\u0561\u0580\u0576 \u0567, \u0565\u0580\u0562 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0564\u0561\u057D\u0561\u057E\u0578\u0580\u057E\u0561\u056E \u0565\u0576 \u0570\u0576\u0561\u0580\u0561\u057E\u0578\u0580 \u0576\u057E\u0561\u0566\u0561\u0563\u0578\u0582\u0575\u0576\u056B \u0570\u0561\u0574\u0561\u0580\u0589
howto-deal-title = \u0532\u0561\u056A\u0561\u0576\u0578\u0582\u0574\u0568
howto-deal = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u056B\u0576 \u0562\u0561\u056A\u0561\u0576\u057E\u0578\u0582\u0574 \u0567 \u057F\u0561\u057D\u0568 \u0584\u0561\u0580\u057F\u055D \u0574\u0565\u056F \u0561\u057C \u0574\u0565\u056F\u0589 \u0540\u0561\u057B\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0568 \u0562\u0561\u0581\u057E\u0578\u0582\u0574 \u0567, \u0587 \u0561\u0575\u057D \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0578\u057E \u057D\u056F\u057D\u057E\u0578\u0582\u0574 \u0565\u0576 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u0568, \u056B\u057D\u056F \u0574\u0576\u0561\u0581\u0561\u056E\u0568, \u0583\u0561\u056F, \u056F\u0561\u057A\u0578\u0582\u056F\u0576 \u0567\u0589
howto-deal-winner = \u053D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0570\u0561\u0572\u0569\u0578\u0572\u0568 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567 \u0570\u0561\u057B\u0578\u0580\u0564\u0568\u0589 \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578 \u0576\u0578\u0582\u0575\u0576 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u056F\u0580\u056F\u056B\u0576 \u0567 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574\u0589
howto-deal-alternate = \u0544\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0578\u057E \u0561\u057E\u0561\u0580\u057F\u057E\u0561\u056E \u0575\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589 \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u0570\u0565\u057F\u0578 \u0576\u0578\u0582\u0575\u0576 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u056F\u0580\u056F\u056B\u0576 \u0567 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574\u0589
howto-deal-box = \u0532\u0578\u056C\u0578\u0580 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576\u0565\u0580\u0568 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574 \u0567 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568\u0589
howto-turn-title = \u0554\u0578 \u0570\u0565\u0580\u0569\u0568
howto-turn = \u0554\u0561\u0577\u056B\u0580 \u0574\u0565\u056F \u0584\u0561\u0580\u057F (\u056F\u0561\u057A\u0578\u0582\u056F\u056B \u056F\u0561\u0574 \u0576\u0565\u057F\u057E\u0561\u056E \u0584\u0561\u0580\u057F\u0565\u0580\u056B \u057E\u0565\u0580\u0587\u056B\u0576\u0568), \u0570\u0565\u057F\u0578 \u0562\u0561\u0581 \u0576\u0565\u057F\u056B\u0580 \u0574\u0565\u056F \u0584\u0561\u0580\u057F \u056F\u0561\u0574 \u0569\u0561\u056F\u056B\u0580\u0589
howto-upcard = \u053D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0561\u057C\u0561\u057B\u056B\u0576 \u0570\u0565\u0580\u0569\u0578\u0582\u0574 \u0579\u0562\u0561\u056A\u0561\u0576\u0561\u056E \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u056F\u0561\u0580\u0578\u0572 \u0567 \u057E\u0565\u0580\u0581\u0576\u0565\u056C \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u056F\u0561\u0574 \u0561\u057D\u0565\u056C \u057A\u0561\u057D, \u0570\u0565\u057F\u0578 \u0562\u0561\u056A\u0561\u0576\u0578\u0572\u0568 \u056F\u0561\u0580\u0578\u0572 \u0567 \u057E\u0565\u0580\u0581\u0576\u0565\u056C \u0561\u0575\u0576 \u056F\u0561\u0574 \u0561\u057D\u0565\u056C \u057A\u0561\u057D\u0589 \u0535\u0569\u0565 \u0565\u0580\u056F\u0578\u0582\u057D\u0576 \u0567\u056C \u057A\u0561\u057D \u0561\u057D\u0565\u0576, \u0579\u0562\u0561\u056A\u0561\u0576\u0561\u056E \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u057D\u056F\u057D\u0578\u0582\u0574 \u0567\u055D \u0584\u0561\u0577\u0565\u056C\u0578\u057E \u056F\u0561\u057A\u0578\u0582\u056F\u056B\u0581\u0589
howto-knock-title = \u0539\u0561\u056F\u0565\u056C \u0587 \u057B\u056B\u0576
howto-knock = \u0554\u0561\u0580\u057F \u0584\u0561\u0577\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u056F\u0561\u0580\u0578\u0572 \u0565\u057D \u0569\u0561\u056F\u0565\u056C\u055D \u0583\u0561\u056F \u0576\u0565\u057F\u056B\u0580 \u0574\u0565\u056F \u0584\u0561\u0580\u057F, \u0570\u0565\u057F\u0578 \u0562\u0561\u0581\u056B\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0564 \u0578\u0580\u057A\u0565\u057D \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580 \u0587 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u0589 \u0531\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0564 \u0579\u057A\u0565\u057F\u0584 \u0567 \u0563\u0565\u0580\u0561\u0566\u0561\u0576\u0581\u0565\u0576 \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568\u0589 \u0539\u0561\u056F\u0565\u056C\u0568 \u0565\u0580\u0562\u0565\u0584 \u057A\u0561\u0580\u057F\u0561\u0564\u056B\u0580 \u0579\u0567\u0589
howto-knock-upcard = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u056D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568 \u0578\u0580\u0578\u0577\u0578\u0582\u0574 \u0567 \u0576\u0580\u0561 \u0561\u057C\u0561\u057B\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 (\u057F\u0565\u057D \u057D\u057F\u0578\u0580\u0587)\u0589
howto-gin = \u054B\u056B\u0576\u0568 \u0569\u0561\u056F\u0578\u0581 \u0567 \u0561\u057C\u0561\u0576\u0581 \u0578\u0580\u0587\u0567 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u056B, \u0565\u0580\u0562 \u0576\u0565\u057F\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u0584\u0578 \u0562\u0578\u056C\u0578\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 \u0565\u0576\u0589
howto-layoff-title = \u053F\u0581\u0578\u0582\u0574
howto-layoff = \u0539\u0561\u056F\u0578\u0581\u056B\u0581 \u0570\u0565\u057F\u0578 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u0562\u0561\u0581\u0578\u0582\u0574 \u0567 \u056B\u0580 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u0578\u0580\u057A\u0565\u057D \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580 \u0587 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580 \u0587 \u056F\u0561\u0580\u0578\u0572 \u0567 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0565\u0580\u0568 \u056F\u0581\u0565\u056C \u0569\u0561\u056F\u0578\u0572\u056B \u056F\u0578\u0574\u0562\u056B\u0576\u0561\u0581\u056B\u0561\u0576\u0565\u0580\u056B\u0576 (\u056D\u0574\u0562\u056B \u0579\u0578\u0580\u0580\u0578\u0580\u0564 \u0584\u0561\u0580\u057F\u0568 \u056F\u0561\u0574 \u0577\u0561\u0580\u0584\u0568 \u0578\u0580\u0587\u0567 \u056E\u0561\u0575\u0580\u056B\u0581 \u0565\u0580\u056F\u0561\u0580\u0561\u0581\u0576\u0578\u0572 \u0584\u0561\u0580\u057F\u0565\u0580\u055D \u0574\u0565\u056F\u0568 \u0574\u0575\u0578\u0582\u057D\u056B \u0570\u0565\u057F\u0587\u056B\u0581)\u055D
howto-layoff-gin = \u054B\u056B\u0576\u056B\u0576 \u0578\u0579 \u0578\u0584 \u0579\u056B \u056F\u0581\u0578\u0582\u0574, \u0587 \u0569\u0561\u056F\u0578\u0572\u0568 \u0565\u0580\u0562\u0565\u0584 \u0579\u056B \u056F\u0581\u0578\u0582\u0574\u0589
howto-drawn-title = \u0548\u0579-\u0578\u0584\u056B \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574
howto-drawn = \u0535\u0569\u0565 \u0576\u0565\u057F\u0565\u056C\u0578\u0582\u0581 \u0570\u0565\u057F\u0578 \u056F\u0561\u057A\u0578\u0582\u056F\u0578\u0582\u0574 \u0574\u0576\u0561\u0581\u0565\u056C \u0567 \u0568\u0576\u0564\u0561\u0574\u0565\u0576\u0568 \u0565\u0580\u056F\u0578\u0582 \u0584\u0561\u0580\u057F, \u0587 \u0578\u0579 \u0578\u0584 \u0579\u056B \u0569\u0561\u056F\u0565\u056C, \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576 \u0561\u057E\u0561\u0580\u057F\u057E\u0578\u0582\u0574 \u0567 \u0578\u0579-\u0578\u0584\u056B, \u0578\u0579 \u0578\u0584 \u0574\u056B\u0561\u057E\u0578\u0580 \u0579\u056B \u057D\u057F\u0561\u0576\u0578\u0582\u0574, \u0587 \u0576\u0578\u0582\u0575\u0576 \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u056F\u0580\u056F\u056B\u0576 \u0567 \u0562\u0561\u056A\u0561\u0576\u0578\u0582\u0574\u0589
howto-score-title = \u053D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568
howto-score-knock = \u0539\u0561\u056F\u0578\u0581\u055D \u0565\u0569\u0565 \u0569\u0561\u056F\u0578\u0572\u056B \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u056F\u0581\u0578\u0582\u0574\u0576\u0565\u0580\u056B\u0581 \u0570\u0565\u057F\u0578 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u056B \u0561\u057E\u0565\u056C\u0578\u0580\u0564\u056B\u0581 \u0584\u056B\u0579 \u0565\u0576, \u0569\u0561\u056F\u0578\u0572\u0568 \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 \u057F\u0561\u0580\u0562\u0565\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568\u0589
howto-score-undercut = \u0540\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u055D \u0565\u0569\u0565 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u056B \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0569\u0561\u056F\u0578\u0572\u056B\u0576\u056B\u0581 \u0584\u056B\u0579 \u0565\u0576 \u056F\u0561\u0574 \u0570\u0561\u057E\u0561\u057D\u0561\u0580, \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 \u057F\u0561\u0580\u0562\u0565\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u0568 \u0587 { $bonus } \u0574\u056B\u0561\u057E\u0578\u0580 \u0562\u0578\u0576\u0578\u0582\u057D\u0589
howto-score-gin = \u054B\u056B\u0576\u0568 \u057F\u0561\u056C\u056B\u057D \u0567 { $bonus } \u0574\u056B\u0561\u057E\u0578\u0580 \u0562\u0578\u0576\u0578\u0582\u057D \u0587 \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u056B \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568, \u056B\u057D\u056F \u0574\u0575\u0578\u0582\u057D \u056D\u0561\u0572\u0561\u0581\u0578\u0572\u0568 \u0578\u0579\u056B\u0576\u0579 \u0579\u056B \u057D\u057F\u0561\u0576\u0578\u0582\u0574\u0589
howto-score-game = \u0544\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0563\u0578\u0582\u0574\u0561\u0580\u057E\u0578\u0582\u0574 \u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574, \u0587 \u0561\u057C\u0561\u057B\u056B\u0576\u0568 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u056B \u0570\u0561\u057D\u0576\u0578\u0572\u0568 \u0570\u0561\u0572\u0569\u0578\u0582\u0574 \u0567 \u057A\u0561\u0580\u057F\u056B\u0561\u0575\u0578\u0582\u0574\u0589
howto-score-hollywood = \u0544\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0563\u0580\u0561\u0576\u0581\u057E\u0578\u0582\u0574 \u0565\u0576 \u0540\u0578\u056C\u056B\u057E\u0578\u0582\u0564\u056B \u0565\u0580\u0565\u0584 \u057A\u0561\u0580\u057F\u056B\u0561\u0576\u0565\u0580\u0578\u0582\u0574 (\u057F\u0565\u057D \u057D\u057F\u0578\u0580\u0587), \u0587 \u0575\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580\u0568 \u0577\u0561\u0570\u057E\u0578\u0582\u0574 \u0567 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u0578\u057E\u0589
howto-score-three = \u0544\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0563\u0578\u0582\u0574\u0561\u0580\u057E\u0578\u0582\u0574 \u0565\u0576 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u056B\u0581 \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574, \u0587 \u0561\u057C\u0561\u057B\u056B\u0576\u0568 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u056B \u0570\u0561\u057D\u0576\u0578\u0572\u0568 \u0570\u0561\u0572\u0569\u0578\u0582\u0574 \u0567\u0589
howto-oklahoma = \u053D\u0561\u0572\u0561\u0580\u056F\u0574\u0561\u0576 \u0561\u057C\u0561\u057B\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u0578\u0580\u0578\u0577\u0578\u0582\u0574 \u0567 \u0576\u0580\u0561 \u0569\u0561\u056F\u0565\u056C\u0578\u0582 \u057D\u0561\u0570\u0574\u0561\u0576\u0568\u055D \u057F\u0561\u057D\u0576\u0578\u0581\u0568 \u056F\u0561\u0574 \u057A\u0561\u057F\u056F\u0565\u0580\u0578\u057E \u0584\u0561\u0580\u057F\u0568 \u0569\u0578\u0582\u0575\u056C \u0567 \u057F\u0561\u056C\u056B\u057D 10, \u0569\u057E\u0561\u0575\u056B\u0576 \u0584\u0561\u0580\u057F\u0568\u055D \u056B\u0580 \u0569\u056B\u057E\u0568, \u057F\u0578\u0582\u0566\u0568\u055D 1\u0589
howto-oklahoma-ace-gin = \u0535\u0569\u0565 \u0561\u057C\u0561\u057B\u056B\u0576 \u0562\u0561\u0581 \u0584\u0561\u0580\u057F\u0568 \u057F\u0578\u0582\u0566 \u0567, \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u056F\u0561\u0580\u0578\u0572 \u0567 \u0561\u057E\u0561\u0580\u057F\u0565\u056C \u0574\u056B\u0561\u0575\u0576 \u057B\u056B\u0576\u0568\u0589
howto-hollywood-sheet = \u0544\u0565\u056F \u0570\u0561\u0577\u057E\u056B \u0569\u0565\u0580\u0569\u056B\u056F\u0578\u0582\u0574 \u0574\u056B\u0561\u056A\u0561\u0574\u0561\u0576\u0561\u056F \u0563\u0580\u0561\u0576\u0581\u057E\u0578\u0582\u0574 \u0567 \u0565\u0580\u0565\u0584 \u057A\u0561\u0580\u057F\u056B\u0561\u055D 1, 2 \u0587 3\u0589
howto-hollywood-entries = \u0554\u0578 \u0561\u057C\u0561\u057B\u056B\u0576 \u0577\u0561\u0570\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0568 \u0563\u0580\u0561\u0576\u0581\u057E\u0578\u0582\u0574 \u0567 1-\u056B\u0576 \u057A\u0561\u0580\u057F\u056B\u0561\u0575\u0578\u0582\u0574, \u0565\u0580\u056F\u0580\u0578\u0580\u0564\u0568\u055D 1-\u056B\u0576 \u0587 2-\u0580\u0564\u0578\u0582\u0574, \u0565\u0580\u0580\u0578\u0580\u0564\u0568 \u0587 \u0562\u0578\u056C\u0578\u0580 \u0570\u0561\u057B\u0578\u0580\u0564\u0576\u0565\u0580\u0568\u055D \u0565\u0580\u0565\u0584\u0578\u0582\u0574 \u0567\u056C\u0589 \u0531\u0580\u0564\u0565\u0576 \u0577\u0561\u0570\u057E\u0561\u056E \u057A\u0561\u0580\u057F\u056B\u0561\u0575\u0578\u0582\u0574 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580 \u0561\u0575\u056C\u0587\u057D \u0579\u0565\u0576 \u0563\u0580\u0561\u0576\u0581\u057E\u0578\u0582\u0574\u0589
howto-hollywood-won = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u057A\u0561\u0580\u057F\u056B\u0561 \u0577\u0561\u0570\u0578\u0582\u0574 \u0567 \u0576\u0561, \u0578\u057E \u0561\u057C\u0561\u057B\u056B\u0576\u0576 \u0567 \u0570\u0561\u057D\u0576\u0578\u0582\u0574 \u0564\u0580\u0561\u0576\u0578\u0582\u0574 { $target } \u0574\u056B\u0561\u057E\u0578\u0580\u056B\u0589 \u053D\u0561\u0572\u0568 \u0577\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u057E\u0578\u0582\u0574 \u0567, \u0574\u056B\u0576\u0579\u0587 \u0565\u0580\u0565\u0584\u0576 \u0567\u056C \u0577\u0561\u0570\u057E\u0565\u0576, \u0587 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0577\u0561\u0570\u0578\u0582\u0574 \u0567 \u0576\u0561, \u0578\u057E \u0577\u0561\u0570\u0565\u056C \u0567 \u0565\u0580\u056F\u0578\u0582 \u056F\u0561\u0574 \u0565\u0580\u0565\u0584 \u057A\u0561\u0580\u057F\u056B\u0561\u0589
howto-three-roles = \u0545\u0578\u0582\u0580\u0561\u0584\u0561\u0576\u0579\u0575\u0578\u0582\u0580 \u056D\u0561\u0572\u0561\u0581\u0578\u0572 \u0584\u0561\u0577\u0578\u0582\u0574 \u0567 \u0574\u0565\u056F \u0584\u0561\u0580\u057F\u055D \u0561\u0574\u0565\u0576\u0561\u0562\u0561\u0580\u0571\u0580\u0568 \u0576\u057D\u057F\u0578\u0582\u0574 \u0567 \u057F\u0578\u0582\u0583\u0578\u0582\u0574, \u0574\u056B\u057B\u056B\u0576\u0568 \u0564\u0561\u057C\u0576\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563, \u0561\u0574\u0565\u0576\u0561\u0581\u0561\u056E\u0580\u0568 \u0574\u0576\u0578\u0582\u0574 \u0567 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D\u0589
howto-three-play = \u054F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568 \u0574\u0565\u0576\u0561\u056F \u056D\u0561\u0572\u0578\u0582\u0574 \u0567 \u0569\u056B\u0574\u056B \u0564\u0565\u0574\u055D \u0569\u056B\u0574\u056B \u0584\u0561\u0580\u057F\u0565\u0580\u0578\u057E \u056D\u0561\u0572\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u0568, \u056B\u057D\u056F \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0574\u0576\u0561\u0581\u0561\u056E\u0568 \u057F\u0565\u057D\u0576\u0578\u0582\u0574 \u0567 \u0564\u0580\u0561\u0576\u0584 \u0587 \u056F\u0561\u0580\u0578\u0572 \u0567 \u056D\u0578\u0580\u0570\u0578\u0582\u0580\u0564 \u057F\u0561\u056C, \u0562\u0561\u0575\u0581 \u0578\u0580\u0578\u0577\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u0568\u0589
howto-three-after = \u0535\u0569\u0565 \u057F\u0578\u0582\u0583\u0568 \u0570\u0561\u0572\u0569\u0578\u0582\u0574 \u0567, \u0574\u056B\u0561\u057E\u0578\u0580\u0568 \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568 \u0587 \u0574\u0576\u0578\u0582\u0574 \u0567 \u0561\u0575\u0576\u057F\u0565\u0572, \u056B\u057D\u056F \u0574\u0575\u0578\u0582\u057D \u0565\u0580\u056F\u0578\u0582\u057D\u0568 \u057F\u0565\u0572\u0565\u0580\u0578\u057E \u0583\u0578\u056D\u057E\u0578\u0582\u0574 \u0565\u0576\u0589 \u0535\u0569\u0565 \u057F\u0578\u0582\u0583\u0568 \u057A\u0561\u0580\u057F\u057E\u0578\u0582\u0574 \u0567, \u0574\u056B\u0561\u057E\u0578\u0580\u0568 \u057D\u057F\u0561\u0576\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u0568 \u0587 \u0561\u0576\u0581\u0576\u0578\u0582\u0574 \u057F\u0578\u0582\u0583, \u057F\u0578\u0582\u0583\u0578\u0582\u0574 \u0576\u057D\u057F\u0561\u056E\u0568 \u0574\u0576\u0578\u0582\u0574 \u0567 \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D, \u056B\u057D\u056F \u056D\u0561\u0572\u056B\u0581 \u0564\u0578\u0582\u0580\u057D \u0574\u0576\u0561\u0581\u0561\u056E\u0568 \u0564\u0561\u057C\u0576\u0578\u0582\u0574 \u0567 \u0561\u057E\u0561\u0563\u0589
stats-title = \u054E\u056B\u0573\u0561\u056F\u0561\u0563\u0580\u0578\u0582\u0569\u0575\u0578\u0582\u0576\u055D { $name }
stats-none = \u0534\u0565\u057C \u0561\u057E\u0561\u0580\u057F\u057E\u0561\u056E \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574 \u0579\u0578\u0582\u0576\u0565\u057D\u0589 \u0554\u0578 \u0569\u057E\u0565\u0580\u0568 \u056F\u0570\u0561\u0575\u057F\u0576\u057E\u0565\u0576 \u0561\u0575\u057D\u057F\u0565\u0572 \u0561\u057C\u0561\u057B\u056B\u0576\u056B\u0581 \u0570\u0565\u057F\u0578\u0589
stats-matches = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580
stats-wins = \u0540\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0576\u0565\u0580
stats-wins-rate = { $wins } ({ $rate })
stats-hands = \u053D\u0561\u0572\u0561\u0581\u0561\u056E \u0587 \u0577\u0561\u0570\u0561\u056E \u056D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576\u0565\u0580
stats-hands-won = { $hands } \xB7 { $won }
stats-gins = \u054B\u056B\u0576\u0576\u0565\u0580
stats-undercuts = \u0540\u0561\u056F\u0561\u0570\u0561\u0580\u057E\u0561\u056E\u0576\u0565\u0580
stats-knocks = \u0539\u0561\u056F\u0578\u0581\u0576\u0565\u0580 (\u0561\u057C\u0561\u0576\u0581 \u057B\u056B\u0576\u056B)
stats-knock-deadwood = \u0544\u056B\u057B\u056B\u0576 \u0561\u057E\u0565\u056C\u0578\u0580\u0564 \u0574\u056B\u0561\u057E\u0578\u0580\u0576\u0565\u0580\u0568 \u0569\u0561\u056F\u0565\u056C\u056B\u057D
stats-streak = \u0531\u0576\u0568\u0576\u0564\u0574\u0565\u057B \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0576\u0565\u0580 \u0570\u056B\u0574\u0561
stats-longest-streak = \u0531\u0574\u0565\u0576\u0561\u0565\u0580\u056F\u0561\u0580 \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0576\u0565\u0580\u056B \u0577\u0561\u0580\u0561\u0576\u0568
stats-rating = \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577
stats-not-rated = \u0534\u0565\u057C \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577 \u0579\u0578\u0582\u0576\u0565\u057D\u0589 \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0568 \u057F\u0561\u056C\u056B\u057D \u0565\u0576 \u0574\u0561\u0580\u0564\u056F\u0561\u0576\u0581 \u0564\u0565\u0574 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u0568\u0589
stats-rating-now = { $rating } (\u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0561\u0575\u056B\u0576 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u055D { $matches })
stats-chart-title = \u0554\u0578 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0568 ({ $system }) \u0568\u057D\u057F \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u056B
stats-chart-desc = { $count ->
    [one] \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0561\u0575\u056B\u0576 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u055D { $count }, \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u055D { $last }\u0589
   *[other] \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0561\u0575\u056B\u0576 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u055D { $count }, \u057D\u056F\u0566\u0562\u0578\u0582\u0574\u055D { $first }, \u057E\u0565\u0580\u057B\u0578\u0582\u0574\u055D { $last }, \u0561\u0574\u0565\u0576\u0561\u0562\u0561\u0580\u0571\u0580\u0568\u055D { $high }, \u0561\u0574\u0565\u0576\u0561\u0581\u0561\u056E\u0580\u0568\u055D { $low }\u0589
  }
stats-chart-x = \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0561\u0575\u056B\u0576 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574
stats-chart-point = \u0540\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574 { $number }\u055D { $rating }
stats-history-table = \u054E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0568 \u0561\u0572\u0575\u0578\u0582\u057D\u0561\u056F\u0578\u057E
stats-history-ended = \u0531\u057E\u0561\u0580\u057F\u057E\u0565\u0581

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
error-nothing_to_claim = \u054A\u0561\u0570\u0561\u0576\u057B\u0565\u056C\u0578\u0582 \u0562\u0561\u0576 \u0579\u056F\u0561\u2024 \u057D\u0565\u0572\u0561\u0576\u0568 \u0579\u056B \u057D\u057A\u0561\u057D\u0578\u0582\u0574 \u0562\u0561\u0581\u0561\u056F\u0561 \u056F\u0561\u0574 \u056A\u0561\u0574\u0561\u0576\u0561\u056F\u0568 \u057D\u057A\u0561\u057C\u0561\u056E \u0578\u0580\u0587\u0567 \u0574\u0565\u056F\u056B\u0576\u0589
error-claim_by_others = \u054D\u0565\u0572\u0561\u0576\u0568 \u0584\u0565\u0566 \u0567 \u057D\u057A\u0561\u057D\u0578\u0582\u0574\u2024 \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u056F\u0561\u0580\u0578\u0572 \u0565\u0576 \u057A\u0561\u0570\u0561\u0576\u057B\u0565\u056C \u0574\u056B\u0561\u0575\u0576 \u0574\u0575\u0578\u0582\u057D\u0576\u0565\u0580\u0568\u0589
error-rematch_after_match = \u054C\u0587\u0561\u0576\u0577 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u057E\u0578\u0582\u0574 \u0567 \u0570\u0561\u0576\u0564\u056B\u057A\u0574\u0561\u0576 \u0561\u057E\u0561\u0580\u057F\u056B\u0581 \u0570\u0565\u057F\u0578\u0589
error-no_rematch_offered = \u054C\u0587\u0561\u0576\u0577 \u0579\u056B \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u057E\u0565\u056C\u0589
error-rematch_made = \u054C\u0587\u0561\u0576\u0577\u0576 \u0561\u0580\u0564\u0565\u0576 \u057A\u0561\u057F\u0580\u0561\u057D\u057F \u0567\u0589
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

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = \u0554\u0578 \u0568\u0576\u0569\u0561\u0581\u056B\u056F \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0576\u0565\u0580\u0568
games-continue = \u0547\u0561\u0580\u0578\u0582\u0576\u0561\u056F\u0565\u056C
games-state-your-turn = \u0554\u0578 \u0570\u0565\u0580\u0569\u0576 \u0567
games-state-adjourned = \u0534\u0561\u0564\u0561\u0580\u0565\u0581\u057E\u0561\u056E \u0567. \u057D\u057A\u0561\u057D\u0578\u0582\u0574 \u0567 \u0584\u0565\u0566
games-state-waiting = \u053D\u0561\u0572\u0561\u0581\u0578\u0572\u0576\u0565\u0580 \u0565\u0576 \u057D\u057A\u0561\u057D\u057E\u0578\u0582\u0574
games-state-between = \u053D\u0561\u0572\u0561\u0580\u056F\u0578\u0582\u0574\u0576\u0565\u0580\u056B \u0574\u056B\u057B\u0587
games-state-playing = \u0538\u0576\u0569\u0561\u0581\u0584\u056B \u0574\u0565\u057B \u0567
stand-in-option = \u0539\u0578\u0572 \u0570\u0561\u0574\u0561\u056F\u0561\u0580\u0563\u056B\u0579\u0568 \u056D\u0561\u0572\u0561 \u0562\u0561\u0581\u0561\u056F\u0561\u0575\u0578\u0572\u056B \u0583\u0578\u056D\u0561\u0580\u0565\u0576 (\u0561\u0575\u0564 \u0564\u0565\u057A\u0584\u0578\u0582\u0574 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u056B \u057E\u0580\u0561 \u0579\u056B \u0561\u0566\u0564\u0578\u0582\u0574)
claim-away = \u0532\u0561\u0581\u0561\u056F\u0561 \u0567\u055D { $name }
claim-time = \u053A\u0561\u0574\u0561\u0576\u0561\u056F\u0568 \u057D\u057A\u0561\u057C\u057E\u0565\u0581\u055D { $name }
claim-offer = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u057A\u0561\u0570\u0561\u0576\u057B\u0565\u056C \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568\u2024 \u0576\u0561 \u056F\u056F\u0580\u056B \u057F\u0565\u056D\u0576\u056B\u056F\u0561\u056F\u0561\u0576 \u057A\u0561\u0580\u057F\u0578\u0582\u0569\u0575\u0578\u0582\u0576, \u056B\u057D\u056F \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u0584\u0578\u0576\u0576 \u0567\u0589 \u053F\u0561\u0574 \u057D\u057A\u0561\u057D\u056B\u0580 \u0576\u0580\u0561\u0576\u0589
claim-button = \u054A\u0561\u0570\u0561\u0576\u057B\u0565\u056C \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568
claim-wait = \u054D\u057A\u0561\u057D\u0565\u056C
claim-waiting = \u054D\u057A\u0561\u057D\u0578\u0582\u0574 \u0565\u0576\u0584\u055D { $name }
forfeit-away = \u0532\u0561\u0581\u0561\u056F\u0561 \u0567\u0580, \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u057A\u0561\u0570\u0561\u0576\u057B\u057E\u0565\u0581\u055D { $name }
forfeit-time = \u053A\u0561\u0574\u0561\u0576\u0561\u056F\u0568 \u057D\u057A\u0561\u057C\u057E\u0565\u0581, \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u057A\u0561\u0570\u0561\u0576\u057B\u057E\u0565\u0581\u055D { $name }
forfeit-left = \u053C\u0584\u0565\u0581 \u057D\u0565\u0572\u0561\u0576\u0568 \u0587 \u0570\u0561\u0576\u0571\u0576\u0565\u0581 \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568\u055D { $name }
match-rated = \u0531\u0575\u057D \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u0567 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0578\u0582\u0574\u0589
match-unrated = \u0531\u0575\u057D \u0570\u0561\u0576\u0564\u056B\u057A\u0578\u0582\u0574\u0568 \u0579\u056B \u0570\u0561\u0577\u057E\u057E\u0578\u0582\u0574 \u057E\u0561\u0580\u056F\u0561\u0576\u056B\u0577\u0578\u0582\u0574\u0589
rematch-offer = \u054C\u0587\u0561\u0576\u0577
rematch-waiting = \u054D\u057A\u0561\u057D\u0578\u0582\u0574 \u0565\u0576\u0584, \u0578\u0580 \u057C\u0587\u0561\u0576\u0577\u0576 \u0568\u0576\u0564\u0578\u0582\u0576\u0565\u0576\u055D { $names }
rematch-offered = \u054C\u0587\u0561\u0576\u0577 \u0567 \u0561\u057C\u0561\u057B\u0561\u0580\u056F\u0578\u0582\u0574\u055D { $name }
rematch-accept = \u0538\u0576\u0564\u0578\u0582\u0576\u0565\u056C
rematch-decline = \u0544\u0565\u0580\u056A\u0565\u056C
rematch-declined = \u054C\u0587\u0561\u0576\u0577\u0568 \u0574\u0565\u0580\u056A\u0565\u0581\u055D { $name }
rematch-declined-you = \u0534\u0578\u0582 \u0574\u0565\u0580\u056A\u0565\u0581\u056B\u0580 \u057C\u0587\u0561\u0576\u0577\u0568\u0589
rematch-ready = \u054C\u0587\u0561\u0576\u0577\u0568 \u057A\u0561\u057F\u0580\u0561\u057D\u057F \u0567\u0589
rematch-go = \u0531\u0576\u0581\u0576\u0565\u056C \u057C\u0587\u0561\u0576\u0577\u056B\u0576
event-rematch = \u054C\u0587\u0561\u0576\u0577 \u0567 \u0578\u0582\u0566\u0578\u0582\u0574\u055D { $name }
`;var $n=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
error-name-taken = \u0160is vardas u\u017Eimtas (arba pana\u0161us \u012F u\u017Eimt\u0105). Pasirink kit\u0105.
error-detail = I\u0161sami informacija: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kort\u0173 dydis
card-size-small = Ma\u017Eos
card-size-medium = Vidutin\u0117s
card-size-large = Didel\u0117s
settings-high-contrast = Kontrastingos kortos

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Naujokams
how-to-play = Kaip \u017Eaisti
stats-link = Tavo statistika
guide-start = Pirmasis dalijimas su vedliu
guide-again = V\u0117l rodyti pirm\u0105j\u012F dalijim\u0105 su vedliu
guide-asked = Vedlys pasirodys kitame tavo \u017Eaidime su kompiuteriu
settings-sound = Garsai (traukimas, i\u0161metimas, beldimas, d\u017Einas, tavo \u0117jimas)
guide-title = Pirmasis dalijimas su vedliu
guide-step = \u017Dingsnis { $step } i\u0161 { $steps }
guide-skip = Praleisti vedl\u012F
guide-finish = Baigti
guide-offer = Tau si\u016Bloma pirmoji atversta korta: { $card }. Imk j\u0105, jei ji su tavo kortomis sudaro ar beveik sudaro kombinacij\u0105, kitaip praleisk. Jei abu \u017Eaid\u0117jai praleid\u017Eia, nedalij\u0119s \u017Eaid\u0117jas pirmas traukia i\u0161 kalad\u0117s.
guide-draw = \u0116jimas prasideda traukimu: vir\u0161utin\u0117 kalad\u0117s korta (u\u017Eversta, staigmena) arba vir\u0161utin\u0117 i\u0161mesta korta ({ $card }), kuri\u0105 tau imant var\u017Eovas mato.
guide-draw-stock = \u0116jimas prasideda traukimu: paimk vir\u0161utin\u0119 kalad\u0117s kort\u0105.
guide-discard = Tavo kombinacijos kortose apvestos r\u0117meliu: rinkiniai (trys ar keturios tos pa\u010Dios vert\u0117s kortos) ir sekos (trys ar daugiau tos pa\u010Dios spalvos kort\u0173 i\u0161 eil\u0117s). Kitos kortos yra nesuderintos: po geriausio i\u0161metimo nesuderint\u0173 ta\u0161k\u0173 liks { $deadwood }. \u0116jim\u0105 baik i\u0161mesdamas kort\u0105: pasirink j\u0105 (da\u017Eniausiai geriausia \u2013 auk\u0161ta nesuderinta korta) ir spausk \u201EI\u0161mesti\u201C.
guide-knock = Gali belsti: u\u017Everst\u0105 i\u0161metus { $card }, nesuderint\u0173 ta\u0161k\u0173 liks { $deadwood }, ne daugiau nei beldimo riba ({ $limit }). Pasirink { $card } ir spausk \u201EBelsti\u201C arba \u017Eaisk toliau ir ma\u017Eink nesuderint\u0173 ta\u0161kus. Po beldimo dalijim\u0105 laimi tas, kurio nesuderint\u0173 ta\u0161k\u0173 ma\u017Eiau.
guide-gin = Gali padaryti d\u017Ein\u0105: i\u0161metus { $card }, visos kitos tavo kortos bus kombinacijose. D\u017Einas duoda { $bonus } ta\u0161k\u0173 premij\u0105 ir var\u017Eovo nesuderint\u0173 ta\u0161kus. Pasirink { $card } ir spausk \u201ED\u017Einas\u201C.
guide-laydown = Pabeldei: i\u0161d\u0117k savo kombinacijas. Tada var\u017Eovas i\u0161d\u0117s sav\u0105sias ir prid\u0117s prie tav\u0173j\u0173, k\u0105 gal\u0117s.
guide-defend = Pabeld\u0117: { $name }. I\u0161d\u0117k savo kombinacijas: savo nesuderintas kortas gali prid\u0117ti prie jo kombinacij\u0173 (ketvirt\u0105 kort\u0105 prie rinkinio, kort\u0105 prie bet kurio sekos galo).
guide-wait = Dabar \u017Eaid\u017Eia: { $name }. Steb\u0117k, k\u0105 ima ir k\u0105 i\u0161meta.
guide-end-scored = { $outcome }. { $name } gauna ta\u0161k\u0173: { $points }.
guide-end-draw = { $outcome }. Tas pats \u017Eaid\u0117jas dalija dar kart\u0105.
guide-end = Kiekvieno dalijimo ta\u0161kai sumuojami rezultat\u0173 lentel\u0117je, o pirmasis surink\u0119s { $target } laimi partij\u0105. Su\u017Eaidei vis\u0105 dalijim\u0105: tai ir yra visas Gin Rummy.
howto-title = Kaip \u017Eaisti: { $system }
howto-rule-id = Taisykl\u0117s numeris taisykli\u0173 knygoje (docs/RULES.md)
howto-aim-title = Tikslas
howto-aim = Sudaryk i\u0161 savo kort\u0173 kombinacijas, o likusi\u0173, nesuderint\u0173, kort\u0173 ta\u0161k\u0173 palik kuo ma\u017Eiau. Kai nesuderint\u0173 ta\u0161k\u0173 pakankamai ma\u017Eai, gali belsti, ir tas, kurio nesuderint\u0173 ta\u0161k\u0173 ma\u017Eiau, laimi skirtum\u0105. Partija \u017Eaid\u017Eiama iki { $target } ta\u0161k\u0173.
howto-cards-title = Kortos ir kombinacijos
howto-cards = Viena 52 kort\u0173 kalad\u0117 be d\u017Eokeri\u0173. T\u016Bzas visada \u017Eemas ir vertas 1, skaitin\u0117s kortos \u2013 savo skai\u010Diaus, valetas, dama ir karalius \u2013 po 10.
howto-set = Rinkinys \u2013 tai trys ar keturios tos pa\u010Dios vert\u0117s kortos:
howto-run = Seka \u2013 tai trys ar daugiau tos pa\u010Dios spalvos kort\u0173 i\u0161 eil\u0117s. T\u016Bzas yra tik \u017Eemas: A-2-3 yra seka, Q-K-A \u2013 ne.
howto-deadwood = Korta gali priklausyti tik vienai kombinacijai. Kortos, nepatekusios \u012F joki\u0105 kombinacij\u0105, yra tavo nesuderintos kortos, o nesuderint\u0173 ta\u0161kai \u2013 j\u0173 ver\u010Di\u0173 suma, kortas i\u0161d\u0117s\u010Dius taip, kad j\u0173 likt\u0173 kuo ma\u017Eiau.
howto-deal-title = Dalijimas
howto-deal = Kiekvienam \u017Eaid\u0117jui po vien\u0105 i\u0161dalijama de\u0161imt kort\u0173. Kita korta atver\u010Diama: \u0161i atversta korta pradeda i\u0161mest\u0173 kort\u0173 kr\u016Bv\u0105, o likusios, u\u017Everstos, sudaro kalad\u0119.
howto-deal-winner = Dalijim\u0105 laim\u0117j\u0119s \u017Eaid\u0117jas dalija kit\u0105; po lygi\u0173j\u0173 dalija tas pats \u017Eaid\u0117jas.
howto-deal-alternate = Po kiekvieno dalijimo, kuriame gauta ta\u0161k\u0173, dalija kitas \u017Eaid\u0117jas; po lygi\u0173j\u0173 dalija tas pats \u017Eaid\u0117jas.
howto-deal-box = Visus dalijimus dalija esantis d\u0117\u017E\u0117je.
howto-turn-title = Tavo \u0117jimas
howto-turn = I\u0161trauk vien\u0105 kort\u0105 \u2013 vir\u0161utin\u0119 i\u0161 kalad\u0117s arba vir\u0161utin\u0119 i\u0161mest\u0105, \u2013 tada atverst\u0105 i\u0161mesk vien\u0105 kort\u0105 arba belsk.
howto-upcard = Pirmasis dalijimo \u0117jimas: nedalij\u0119s \u017Eaid\u0117jas gali paimti atverst\u0105 kort\u0105 arba praleisti; tada dalytojas gali j\u0105 paimti arba praleisti. Jei abu praleid\u017Eia, nedalij\u0119s \u017Eaid\u0117jas pradeda traukdamas i\u0161 kalad\u0117s.
howto-knock-title = Beldimas ir d\u017Einas
howto-knock = I\u0161trauk\u0119s gali belsti: u\u017Everst\u0105 i\u0161mesk vien\u0105 kort\u0105, tada i\u0161d\u0117k savo kortas kombinacijomis ir nesuderintomis kortomis. Nesuderint\u0173 ta\u0161kai negali vir\u0161yti beldimo ribos. Belsti niekada neprivaloma.
howto-knock-upcard = Kiekvieno dalijimo beldimo rib\u0105 nustato pirmoji jo atversta korta (\u017Er. toliau).
howto-gin = D\u017Einas \u2013 tai beldimas be joki\u0173 nesuderint\u0173 kort\u0173: i\u0161metus kort\u0105, visos tavo kortos yra kombinacijose.
howto-layoff-title = Prid\u0117jimas
howto-layoff = Po beldimo kitas \u017Eaid\u0117jas i\u0161deda savo kortas kombinacijomis ir nesuderintomis kortomis ir gali prid\u0117ti nesuderintas kortas prie pabeldusiojo kombinacij\u0173: ketvirt\u0105 rinkinio kort\u0105 arba kortas, prailginan\u010Dias sek\u0105 bet kuriame gale, vien\u0105 po kitos:
howto-layoff-gin = Prie d\u017Eino kort\u0173 niekas nieko neprideda, o pabeld\u0119s niekada nieko neprideda.
howto-drawn-title = Lygiosios
howto-drawn = Jei po i\u0161metimo kalad\u0117je lieka tik dvi kortos ir niekas nepabeld\u0117, dalijimas baigiasi lygiosiomis: ta\u0161k\u0173 negauna niekas, ir dalija tas pats \u017Eaid\u0117jas.
howto-score-title = Dalijimo ta\u0161kai
howto-score-knock = Beldimas: jei pabeldusiojo nesuderint\u0173 ta\u0161k\u0173 ma\u017Eiau nei kito \u017Eaid\u0117jo po prid\u0117jim\u0173, pabeld\u0119s gauna skirtum\u0105.
howto-score-undercut = Pakirtimas: jei kito \u017Eaid\u0117jo nesuderint\u0173 ta\u0161k\u0173 tiek pat ar ma\u017Eiau nei pabeldusiojo, kitas \u017Eaid\u0117jas gauna skirtum\u0105 ir { $bonus } ta\u0161k\u0173 premij\u0105.
howto-score-gin = U\u017E d\u017Ein\u0105 gaunama { $bonus } ta\u0161k\u0173 premija ir kito \u017Eaid\u0117jo nesuderint\u0173 ta\u0161kai; kitas \u017Eaid\u0117jas negauna nieko.
howto-score-game = Ta\u0161kai sumuojami per dalijimus, ir pirmasis surink\u0119s { $target } laimi partij\u0105.
howto-score-hollywood = Ta\u0161kai ra\u0161omi \u012F tris Holivudo partijas (\u017Er. toliau); kiekviena laimima surinkus { $target }.
howto-score-three = Ta\u0161kai sumuojami per dalijimus, ir pirmasis surink\u0119s { $target } laimi.
howto-oklahoma = Pirmoji dalijimo atversta korta nustato jo beldimo rib\u0105: de\u0161imtak\u0117 ar paveiksl\u0117lis leid\u017Eia 10, skaitin\u0117 korta \u2013 savo skai\u010Di\u0173, t\u016Bzas \u2013 1.
howto-oklahoma-ace-gin = Jei pirmoji atversta korta \u2013 t\u016Bzas, dalijim\u0105 gali baigti tik d\u017Einas.
howto-hollywood-sheet = Viename rezultat\u0173 lape vienu metu skai\u010Diuojamos trys partijos: 1, 2 ir 3.
howto-hollywood-entries = Pirmasis tavo laim\u0117tas dalijimas \u012Fra\u0161omas \u012F 1 partij\u0105, antrasis \u2013 \u012F 1 ir 2, tre\u010Diasis ir visi v\u0117lesni \u2013 \u012F visas tris. \u012E jau laim\u0117t\u0105 partij\u0105 ta\u0161kai nebe\u012Fra\u0161omi.
howto-hollywood-won = Kiekvien\u0105 partij\u0105 laimi tas, kuris pirmas joje surenka { $target }. \u017Daid\u017Eiama, kol laimimos visos trys, o ma\u010D\u0105 laimi tas, kuris laim\u0117jo dvi ar tris.
howto-three-roles = Kiekvienas \u017Eaid\u0117jas traukia kort\u0105: auk\u0161\u010Diausi\u0105 i\u0161trauk\u0119s yra d\u0117\u017E\u0117je, vidurin\u0119 \u2013 kapitonas, \u017Eemiausi\u0105 \u2013 ne\u017Eaid\u017Eia.
howto-three-play = Esantis d\u0117\u017E\u0117je \u017Eaid\u017Eia vienas prie\u0161 komand\u0105: komandos kortomis \u017Eaid\u017Eia kapitonas, o ne\u017Eaid\u017Eiantis jas mato ir gali patarti; sprend\u017Eia kapitonas.
howto-three-after = Jei d\u0117\u017E\u0117 laimi, ta\u0161kus gauna esantis d\u0117\u017E\u0117je ir lieka joje, o kiti du pasikei\u010Dia vietomis. Jei d\u0117\u017E\u0117 pralaimi, ta\u0161kus gauna kapitonas ir pereina \u012F d\u0117\u017E\u0119, buv\u0119s d\u0117\u017E\u0117je ne\u017Eaid\u017Eia, o ne\u017Eaid\u0119s tampa kapitonu.
stats-title = Statistika: { $name }
stats-none = Dar neturi baigto ma\u010Do: tavo skai\u010Diai atsiras \u010Dia po pirmojo.
stats-matches = Ma\u010Dai
stats-wins = Laim\u0117ta
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Su\u017Eaisti ir laim\u0117ti dalijimai
stats-hands-won = { $hands } \xB7 { $won }
stats-gins = D\u017Einai
stats-undercuts = Pakirtimai
stats-knocks = Beldimai (be d\u017Eino)
stats-knock-deadwood = Vidutiniai nesuderint\u0173 ta\u0161kai beld\u017Eiant
stats-streak = Pergal\u0117s i\u0161 eil\u0117s dabar
stats-longest-streak = Ilgiausia pergali\u0173 eil\u0117
stats-rating = Reitingas
stats-not-rated = Reitingo dar n\u0117ra: reiting\u0105 lemia ma\u010Dai su \u017Emon\u0117mis.
stats-rating-now = { $rating } (reitinguot\u0173 ma\u010D\u0173: { $matches })
stats-chart-title = Tavo reitingas ({ $system }) po kiekvieno ma\u010Do
stats-chart-desc = { $count ->
    [one] Reitinguot\u0173 ma\u010D\u0173: { $count }; reitingas { $last }.
   *[other] Reitinguot\u0173 ma\u010D\u0173: { $count }; nuo { $first } iki { $last }, did\u017Eiausias { $high }, ma\u017Eiausias { $low }.
  }
stats-chart-x = Reitinguotas ma\u010Das
stats-chart-point = Ma\u010Das { $number }: { $rating }
stats-history-table = Reitingas lentele
stats-history-ended = Baigtas

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
error-nothing_to_claim = N\u0117ra ko reikalauti: stalas nelaukia nei pasi\u0161alinusio \u017Eaid\u0117jo, nei to, kuriam baig\u0117si laikas.
error-claim_by_others = Stalas laukia tav\u0119s: pergal\u0117s gali pareikalauti tik kiti.
error-rematch_after_match = Revan\u0161\u0105 galima pasi\u016Blyti, kai ma\u010Das baigiasi.
error-no_rematch_offered = Revan\u0161as nebuvo pasi\u016Blytas.
error-rematch_made = Revan\u0161as jau paruo\u0161tas.
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

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Tavo nebaigti ma\u010Dai
games-continue = T\u0119sti
games-state-your-turn = Tavo \u0117jimas
games-state-adjourned = Sustabdyta: laukia tav\u0119s
games-state-waiting = Laukiama \u017Eaid\u0117j\u0173
games-state-between = Tarp dalijim\u0173
games-state-playing = \u017Daid\u017Eiama
stand-in-option = Tegul kompiuteris \u017Eaid\u017Eia u\u017E pasi\u0161alinus\u012F (tada ma\u010Das ne\u012Fskai\u010Diuojamas \u012F reiting\u0105)
claim-away = Pasi\u0161alin\u0119s: { $name }
claim-time = Baig\u0117si laikas: { $name }
claim-offer = Gali pareikalauti pergal\u0117s: jam \u012Fskaitomas techninis pralaim\u0117jimas, o pergal\u0117 tavo. Arba palauk jo.
claim-button = Pareikalauti pergal\u0117s
claim-wait = Palaukti
claim-waiting = Laukiama: { $name }
forfeit-away = Buvo pasi\u0161alin\u0119s, pergal\u0117s pareikalauta: { $name }
forfeit-time = Baig\u0117si laikas, pergal\u0117s pareikalauta: { $name }
forfeit-left = Paliko stal\u0105 ir atsisak\u0117 ma\u010Do: { $name }
match-rated = \u0160is ma\u010Das \u012Fskai\u010Diuojamas \u012F reiting\u0105.
match-unrated = \u0160is ma\u010Das ne\u012Fskai\u010Diuojamas \u012F reiting\u0105.
rematch-offer = Revan\u0161as
rematch-waiting = Laukiama, kol revan\u0161\u0105 priims: { $names }
rematch-offered = Si\u016Blo revan\u0161\u0105: { $name }
rematch-accept = Priimti
rematch-decline = Atmesti
rematch-declined = Revan\u0161\u0105 atmet\u0117: { $name }
rematch-declined-you = Tu atmetei revan\u0161\u0105.
rematch-ready = Revan\u0161as paruo\u0161tas.
rematch-go = Eiti \u012F revan\u0161\u0105
event-rematch = Nori revan\u0161o: { $name }
`;var xn=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
error-name-taken = Bu ad al\u0131nm\u0131\u015F (ya da al\u0131nm\u0131\u015F bir ada \xE7ok benziyor). Ba\u015Fka bir ad se\xE7.
error-detail = Ayr\u0131nt\u0131lar: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kart boyutu
card-size-small = K\xFC\xE7\xFCk
card-size-medium = Orta
card-size-large = B\xFCy\xFCk
settings-high-contrast = Y\xFCksek kontrastl\u0131 kartlar

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Yeni ba\u015Flayanlar i\xE7in
how-to-play = Nas\u0131l oynan\u0131r
stats-link = \u0130statistiklerin
guide-start = Rehberli ilk el
guide-again = Rehberli ilk eli yeniden g\xF6ster
guide-asked = Rehber, bilgisayara kar\u015F\u0131 bir sonraki oyununda g\xF6sterilecek
settings-sound = Sesler (kart \xE7ekme, atma, knock, gin, s\u0131ra sende)
guide-title = Rehberli ilk el
guide-step = Ad\u0131m { $step } / { $steps }
guide-skip = Rehberi ge\xE7
guide-finish = Tamam
guide-offer = \u0130lk a\xE7\u0131k kart ({ $card }) sana sunuluyor: elindeki kartlarla bir per olu\u015Fturuyor ya da olu\u015Fturmaya yak\u0131nsa al, de\u011Filse pas de. \u0130ki oyuncu da pas derse, da\u011F\u0131tmayan oyuncu desteden ilk kart\u0131 \xE7eker.
guide-draw = S\u0131ran bir kart \xE7ekerek ba\u015Flar: destenin \xFCst\xFCndeki kart (kapal\u0131, s\xFCrpriz) ya da \u0131skartan\u0131n \xFCst\xFCndeki kart ({ $card }); \u0131skartadan ald\u0131\u011F\u0131n\u0131 rakibin g\xF6r\xFCr.
guide-draw-stock = S\u0131ran bir kart \xE7ekerek ba\u015Flar: destenin \xFCst\xFCndeki kart\u0131 al.
guide-discard = Perlerin elinde \xE7er\xE7eveyle g\xF6sterilir: gruplar (ayn\u0131 say\u0131dan \xFC\xE7 ya da d\xF6rt kart) ve seriler (ayn\u0131 renkten s\u0131ral\u0131 \xFC\xE7 ya da daha fazla kart). Geri kalanlar persiz kartlar\u0131nd\u0131r; en iyi \u0131skartadan sonra persiz puan\u0131n { $deadwood } olur. S\u0131ran\u0131 bir kart atarak bitir: bir kart se\xE7 (genellikle y\xFCksek puanl\u0131 bir persiz kart en iyisidir), sonra \xABAt\xBB d\xFC\u011Fmesine bas.
guide-knock = Knock yapabilirsin: { $card } kart\u0131n\u0131 kapal\u0131 atarsan persiz puan\u0131n { $deadwood } olur ve knock s\u0131n\u0131r\u0131n\u0131 ({ $limit }) ge\xE7mez. { $card } kart\u0131n\u0131 se\xE7 ve \xABKnock\xBB d\xFC\u011Fmesine bas ya da persiz puan\u0131n\u0131 d\xFC\u015F\xFCrmek i\xE7in oynamaya devam et. Knock'tan sonra persiz puan\u0131 daha d\xFC\u015F\xFCk olan eli kazan\u0131r.
guide-gin = Gin yapabilirsin: { $card } kart\u0131n\u0131 atarsan kalan b\xFCt\xFCn kartlar\u0131n perlerde olur. Gin, { $bonus } puan bonus ve rakibinin persiz puan\u0131n\u0131 getirir. { $card } kart\u0131n\u0131 se\xE7 ve \xABGin yap\xBB d\xFC\u011Fmesine bas.
guide-laydown = Knock yapt\u0131n: perlerini a\xE7. Sonra rakibin kendi perlerini a\xE7ar ve i\u015Fleyebildi\u011Fi kartlar\u0131 senin perlerine i\u015Fler.
guide-defend = { $name } knock yapt\u0131. Perlerini a\xE7: persiz kartlar\u0131n\u0131 onun perlerine i\u015Fleyebilirsin (bir gruba d\xF6rd\xFCnc\xFC kart, bir serinin iki ucundan birine kart).
guide-wait = \u015Eimdi s\u0131ra rakipte ({ $name }): ne ald\u0131\u011F\u0131na ve \u0131skartaya ne att\u0131\u011F\u0131na dikkat et.
guide-end-scored = { $outcome }. { $name } { $points } puan ald\u0131.
guide-end-draw = { $outcome }. Ayn\u0131 oyuncu yeniden da\u011F\u0131t\u0131r.
guide-end = Her elin puanlar\u0131 puan tablosunda toplan\u0131r; { $target } puana ilk ula\u015Fan oyunu kazan\u0131r. B\xFCt\xFCn bir el oynad\u0131n: Gin Rummy bundan ibaret.
howto-title = Nas\u0131l oynan\u0131r: { $system }
howto-rule-id = Kural\u0131n kural kitab\u0131ndaki numaras\u0131 (docs/RULES.md)
howto-aim-title = Ama\xE7
howto-aim = Kartlar\u0131nla per yap ve hi\xE7bir pere girmeyen kartlar\u0131n\u0131n, yani persiz kartlar\u0131n\u0131n puan\u0131n\u0131 d\xFC\u015F\xFCk tut. Persiz puan\u0131n yeterince d\xFC\u015F\xFCkse knock yapabilirsin; persiz puan\u0131 daha az olan el aradaki fark\u0131 kazan\u0131r. Bir oyun { $target } puana kadar oynan\u0131r.
howto-cards-title = Kartlar ve perler
howto-cards = Jokersiz, 52 kartl\u0131k tek bir deste. As her zaman k\xFC\xE7\xFCkt\xFCr ve 1 say\u0131l\u0131r; say\u0131 kartlar\u0131 kendi say\u0131lar\u0131 kadar, vale, k\u0131z ve papaz 10'ar puan say\u0131l\u0131r.
howto-set = Grup, ayn\u0131 say\u0131dan \xFC\xE7 ya da d\xF6rt kartt\u0131r:
howto-run = Seri, ayn\u0131 renkten s\u0131ral\u0131 \xFC\xE7 ya da daha fazla kartt\u0131r. As yaln\u0131zca k\xFC\xE7\xFCkt\xFCr: A-2-3 seridir, Q-K-A de\u011Fildir.
howto-deadwood = Bir kart en fazla bir perde olabilir. Hi\xE7bir perde olmayan kartlar persiz kartlar\u0131nd\u0131r; persiz puan\u0131n, kartlar en az puan b\u0131rakacak bi\xE7imde dizildi\u011Finde bunlar\u0131n puanlar\u0131n\u0131n toplam\u0131d\u0131r.
howto-deal-title = Da\u011F\u0131t\u0131m
howto-deal = Her oyuncuya birer birer on kart da\u011F\u0131t\u0131l\u0131r. S\u0131radaki kart a\xE7\u0131l\u0131r: bu a\xE7\u0131k kart \u0131skartay\u0131 ba\u015Flat\u0131r, kalan kartlar kapal\u0131 olarak desteyi olu\u015Fturur.
howto-deal-winner = Eli kazanan bir sonraki eli da\u011F\u0131t\u0131r; berabere biten elden sonra ayn\u0131 oyuncu yeniden da\u011F\u0131t\u0131r.
howto-deal-alternate = Puan al\u0131nan her elden sonra da\u011F\u0131tma s\u0131ras\u0131 \xF6b\xFCr oyuncuya ge\xE7er; berabere biten elden sonra ayn\u0131 oyuncu yeniden da\u011F\u0131t\u0131r.
howto-deal-box = Her eli kutudaki oyuncu da\u011F\u0131t\u0131r.
howto-turn-title = Senin s\u0131ran
howto-turn = Bir kart \xE7ek (destenin ya da \u0131skartan\u0131n \xFCst\xFCndeki kart\u0131), sonra bir kart\u0131 a\xE7\u0131k olarak at ya da knock yap.
howto-upcard = Bir elin ilk turu: da\u011F\u0131tmayan oyuncu a\xE7\u0131k kart\u0131 alabilir ya da pas diyebilir; sonra da\u011F\u0131tan oyuncu onu alabilir ya da pas diyebilir. \u0130kisi de pas derse, da\u011F\u0131tmayan oyuncu desteden \xE7ekerek ba\u015Flar.
howto-knock-title = Knock ve gin
howto-knock = Kart \xE7ektikten sonra knock yapabilirsin: bir kart\u0131 kapal\u0131 at, sonra elini perler ve persiz kartlar olarak a\xE7. Persiz puan\u0131n knock s\u0131n\u0131r\u0131n\u0131 ge\xE7memelidir. Knock yapmak hi\xE7bir zaman zorunlu de\u011Fildir.
howto-knock-upcard = Her elin knock s\u0131n\u0131r\u0131n\u0131 o elin ilk a\xE7\u0131k kart\u0131 belirler (a\u015Fa\u011F\u0131da).
howto-gin = Gin, hi\xE7 persiz kart kalmadan yap\u0131lan knock'tur: att\u0131\u011F\u0131n karttan sonra elindeki b\xFCt\xFCn kartlar perlerdedir.
howto-layoff-title = \u0130\u015Fleme
howto-layoff = Knock'tan sonra \xF6b\xFCr oyuncu elini perler ve persiz kartlar olarak a\xE7ar ve persiz kartlar\u0131n\u0131 knock yapan\u0131n perlerine i\u015Fleyebilir: bir gruba d\xF6rd\xFCnc\xFC kart ya da bir seriyi iki ucundan uzatan kartlar, art arda:
howto-layoff-gin = Gin yap\u0131lm\u0131\u015F bir ele kart i\u015Flenmez; knock yapan da hi\xE7bir zaman kart i\u015Flemez.
howto-drawn-title = Berabere biten el
howto-drawn = Bir kart at\u0131ld\u0131ktan sonra destede yaln\u0131zca iki kart kalm\u0131\u015Fsa ve kimse knock yapmam\u0131\u015Fsa el berabere biter: kimse puan almaz ve ayn\u0131 oyuncu yeniden da\u011F\u0131t\u0131r.
howto-score-title = Bir elin puan\u0131
howto-score-knock = Knock: knock yapan\u0131n persiz puan\u0131 \xF6b\xFCr oyuncunun i\u015Flemelerden sonraki persiz puan\u0131ndan azsa, knock yapan aradaki fark\u0131 al\u0131r.
howto-score-undercut = Undercut: \xF6b\xFCr oyuncunun persiz puan\u0131 knock yapan\u0131nkine e\u015Fit ya da ondan azsa, \xF6b\xFCr oyuncu aradaki fark\u0131 ve { $bonus } puan bonus al\u0131r.
howto-score-gin = Gin, { $bonus } puan bonus ve \xF6b\xFCr oyuncunun persiz puan\u0131n\u0131 getirir; \xF6b\xFCr oyuncu hi\xE7 puan almaz.
howto-score-game = Puanlar eller boyunca toplan\u0131r; { $target } puana ilk ula\u015Fan oyunu kazan\u0131r.
howto-score-hollywood = Puanlar Hollywood'un \xFC\xE7 oyununa yaz\u0131l\u0131r (a\u015Fa\u011F\u0131da); her biri { $target } puanda kazan\u0131l\u0131r.
howto-score-three = Puanlar eller boyunca toplan\u0131r; { $target } puana ilk ula\u015Fan kazan\u0131r.
howto-oklahoma = Bir elin ilk a\xE7\u0131k kart\u0131 o elin knock s\u0131n\u0131r\u0131n\u0131 belirler: on ya da resimli kart 10, say\u0131 kart\u0131 kendi say\u0131s\u0131, as 1 puana kadar izin verir.
howto-oklahoma-ace-gin = \u0130lk a\xE7\u0131k kart as ise eli yaln\u0131zca gin bitirebilir.
howto-hollywood-sheet = Tek bir puan tablosunda ayn\u0131 anda \xFC\xE7 oyun tutulur: 1., 2. ve 3. oyun.
howto-hollywood-entries = Kazand\u0131\u011F\u0131n ilk el 1. oyuna, ikincisi 1. ve 2. oyuna, \xFC\xE7\xFCnc\xFCs\xFC ve sonrakilerin hepsi \xFC\xE7 oyuna birden yaz\u0131l\u0131r. Kazan\u0131lm\u0131\u015F bir oyuna art\u0131k puan yaz\u0131lmaz.
howto-hollywood-won = Her oyunu, o oyunda { $target } puana ilk ula\u015Fan kazan\u0131r. \xDC\xE7 oyun da kazan\u0131lana kadar oyun s\xFCrer; ma\xE7\u0131, oyunlar\u0131n ikisini ya da \xFC\xE7\xFCn\xFC kazanan al\u0131r.
howto-three-roles = Her oyuncu bir kart \xE7eker: en y\xFCkse\u011Fi kutuya girer, ortadaki kaptan olur, en d\xFC\u015F\xFC\u011F\xFC oyun d\u0131\u015F\u0131nda kal\u0131r.
howto-three-play = Kutudaki oyuncu bir tak\u0131ma kar\u015F\u0131 tek ba\u015F\u0131na oynar: tak\u0131m\u0131n elini kaptan oynar; oyun d\u0131\u015F\u0131ndaki oyuncu bu eli g\xF6r\xFCr ve dan\u0131\u015Fmanl\u0131k edebilir, karar\u0131 kaptan verir.
howto-three-after = Kutu kazan\u0131rsa puan\u0131 kutudaki oyuncu al\u0131r ve kutuda kal\u0131r, \xF6b\xFCr ikisi yer de\u011Fi\u015Ftirir. Kutu kaybederse puan\u0131 kaptan al\u0131r ve kutuya ge\xE7er, kutudaki oyuncu oyun d\u0131\u015F\u0131na \xE7\u0131kar, oyun d\u0131\u015F\u0131nda kalan da kaptan olur.
stats-title = \u0130statistikler: { $name }
stats-none = Hen\xFCz bitmi\u015F bir ma\xE7\u0131n yok: ilk ma\xE7\u0131ndan sonra say\u0131lar\u0131n burada g\xF6r\xFCnecek.
stats-matches = Ma\xE7lar
stats-wins = Kazan\u0131lan
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Oynanan ve kazan\u0131lan eller
stats-hands-won = { $hands } \xB7 { $won }
stats-gins = Gin
stats-undercuts = Undercut
stats-knocks = Knock (gin hari\xE7)
stats-knock-deadwood = Knock'ta ortalama persiz puan
stats-streak = \u015Eu an \xFCst \xFCste kazan\u0131lan ma\xE7
stats-longest-streak = En \xE7ok \xFCst \xFCste kazan\u0131lan ma\xE7
stats-rating = Derece
stats-not-rated = Hen\xFCz derecen yok: dereceler insanlara kar\u015F\u0131 oynanan ma\xE7lardan gelir.
stats-rating-now = { $rating } ({ $matches } dereceli ma\xE7)
stats-chart-title = Derecen ({ $system }), ma\xE7 ma\xE7
stats-chart-desc = { $count ->
    [one] Bir dereceli ma\xE7: derece { $last }.
   *[other] { $count } dereceli ma\xE7: ilk { $first }, son { $last }, en y\xFCksek { $high }, en d\xFC\u015F\xFCk { $low }.
  }
stats-chart-x = Dereceli ma\xE7
stats-chart-point = Ma\xE7 { $number }: { $rating }
stats-history-table = Derece, tablo olarak
stats-history-ended = Biti\u015F

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
error-nothing_to_claim = Talep edilecek bir \u015Fey yok: masa, uzakta olan ya da s\xFCresi dolan kimseyi beklemiyor.
error-claim_by_others = Masa seni bekliyor: ma\xE7\u0131 yaln\u0131zca di\u011Ferleri talep edebilir.
error-rematch_after_match = R\xF6van\u015F, ma\xE7 bitince \xF6nerilir.
error-no_rematch_offered = R\xF6van\u015F \xF6nerilmedi.
error-rematch_made = R\xF6van\u015F zaten haz\u0131r.
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

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = S\xFCren oyunlar\u0131n
games-continue = Devam et
games-state-your-turn = S\u0131ra sende
games-state-adjourned = Duraklat\u0131ld\u0131: seni bekliyor
games-state-waiting = Oyuncular bekleniyor
games-state-between = Eller aras\u0131
games-state-playing = Oynan\u0131yor
stand-in-option = Uzakta olan\u0131n yerine bilgisayar oynas\u0131n (o zaman ma\xE7 dereceye say\u0131lmaz)
claim-away = Uzakta: { $name }
claim-time = S\xFCresi doldu: { $name }
claim-offer = Ma\xE7\u0131 talep edebilirsin: ma\xE7\u0131 h\xFCkmen kaybeder, galibiyet senin say\u0131l\u0131r. Ya da onu bekle.
claim-button = Ma\xE7\u0131 talep et
claim-wait = Bekle
claim-waiting = Bekleniyor: { $name }
forfeit-away = Uzaktayd\u0131, ma\xE7 talep edildi: { $name }
forfeit-time = S\xFCresi doldu, ma\xE7 talep edildi: { $name }
forfeit-left = Masadan ayr\u0131ld\u0131 ve ma\xE7\u0131 b\u0131rakt\u0131: { $name }
match-rated = Bu ma\xE7 dereceye say\u0131l\u0131r.
match-unrated = Bu ma\xE7 dereceye say\u0131lmaz.
rematch-offer = R\xF6van\u015F
rematch-waiting = R\xF6van\u015F\u0131 kabul etmesi bekleniyor: { $names }
rematch-offered = R\xF6van\u015F \xF6neriyor: { $name }
rematch-accept = Kabul et
rematch-decline = Reddet
rematch-declined = R\xF6van\u015F\u0131 reddetti: { $name }
rematch-declined-you = R\xF6van\u015F\u0131 reddettin.
rematch-ready = R\xF6van\u015F haz\u0131r.
rematch-go = R\xF6van\u015Fa git
event-rematch = R\xF6van\u015F istiyor: { $name }
`;var Pe=["en","tr","hy","el","lt"],di={en:_n,tr:xn,hy:vn,el:wn,lt:$n},Sn=new Map;function Ke(e){let t=Sn.get(e);if(!t){t=new He(e,{useIsolating:!1,functions:{NUMBER:hi}});let a=t.addResource(new Be(di[e]));a.length&&console.warn(`catalog ${e}: ${a.map(String).join("; ")}`),Sn.set(e,t)}return t}function En(e){if(e&&Pe.includes(e))return e;let[t]=Xt([...navigator.languages],[...Pe],{defaultLocale:"en",strategy:"lookup"});return t??"en"}var ge="en";function Cn(e){ge=e,document.documentElement.lang=e}function Pn(){return ge}function i(e,t){for(let a of ge==="en"?["en"]:[ge,"en"]){let r=Ke(a),o=r.getMessage(e);if(o!=null&&o.value){let s=[],l=r.formatPattern(o.value,t?mi(t):null,s);if(!s.length)return l}}return e}function An(e){return Pe.flatMap(t=>{var o;let a=Ke(t),r=(o=a.getMessage(e))==null?void 0:o.value;return r?[a.formatPattern(r,null,[])]:[]})}function me(e){return Ke(ge).hasMessage(e)||Ke("en").hasMessage(e)}var ci="A23456789TJQK";function J(e){let t=e[0]??"",a=e[1]??"";return!ci.includes(t)||!"shdc".includes(a)?e:i("card-name",{rank:i(`rank-${t}`),suit:i(`suit-${a}`)})}function z(e){let t={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${e[0]==="T"?"10":e[0]??""}${t[e[1]??""]??""}`}var Tn=new Map;function ui(e){let t=Tn.get(e);return t===void 0&&(t=Intl.NumberFormat.supportedLocalesOf([e]).length>0&&new Intl.NumberFormat(e).resolvedOptions().locale.split("-")[0]===e,Tn.set(e,t)),t}function jn(e,t,a){var s;let r=Ke(e),o=(s=r.getMessage(t))==null?void 0:s.value;return o?r.formatPattern(o,null,[]):a}function zn(e,t,a){if(ui(e))return new Intl.NumberFormat(e,a).format(t);let r=jn(e,"number-decimal","."),o=jn(e,"number-group",",");return new Intl.NumberFormat("en",a).formatToParts(t).map(s=>s.type==="decimal"?r:s.type==="group"?o:s.value).join("")}function G(e,t){return zn(ge,e,t)}var xe=class extends V{toString(t){let a=(t==null?void 0:t.bundle.locales[0])??ge,r=Pe.includes(a)?a:ge;return zn(r,this.value,this.opts)}};function Ae(e,t={}){return new xe(e,t)}function mi(e){let t={};for(let[a,r]of Object.entries(e))t[a]=typeof r=="number"?new xe(r):r instanceof V&&!(r instanceof xe)?new xe(r.value,r.opts):r;return t}var pi=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function hi(e,t){let a=e[0];if(!(a instanceof V))return new D(`NUMBER(${String(a==null?void 0:a.valueOf())})`);let r={...a.opts};for(let[o,s]of Object.entries(t))pi.includes(o)&&(r[o]=s.valueOf());return new xe(a.value,r)}var fi=0;function n(e,t,a,r,o,s){t||(t={});var l,d,c=t;if("ref"in c)for(d in c={},t)d=="ref"?l=t[d]:c[d]=t[d];var u={type:e,props:c,key:a,ref:l,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--fi,__i:-1,__u:0,__source:o,__self:s};if(typeof e=="function"&&(l=e.defaultProps))for(d in l)c[d]===void 0&&(c[d]=l[d]);return O.vnode&&O.vnode(u),u}function Rn(){return n("article",{class:"panel fair","data-testid":"fair",children:[n("h1",{children:i("fair-title")}),n("p",{children:i("fair-body-1")}),n("p",{children:i("fair-body-2")}),n("p",{children:i("fair-body-4")}),n("p",{children:i("fair-body-3")}),n("pre",{children:n("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Mn(e){let[,t,a]=e.split("/");return t==="join"&&a?{page:"join",code:decodeURIComponent(a)}:t==="table"&&a?{page:"table",id:decodeURIComponent(a)}:t==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:t==="fair"?{page:"fair"}:t==="how-to-play"?{page:"howto",system:a?decodeURIComponent(a):null}:t==="stats"?{page:"stats"}:{page:"home"}}var ea=new Set;function H(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),ea.forEach(a=>a()),window.scrollTo(0,0)}function Ln(){let[e,t]=x(()=>Mn(location.pathname));return j(()=>{let a=()=>t(Mn(location.pathname));return ea.add(a),window.addEventListener("popstate",a),()=>{ea.delete(a),window.removeEventListener("popstate",a)}},[]),e}var ta="ginrummy.";function Se(e,t){try{let a=localStorage.getItem(ta+e);return a===null?t:JSON.parse(a)}catch{return t}}function ye(e,t){try{t===null?localStorage.removeItem(ta+e):localStorage.setItem(ta+e,JSON.stringify(t))}catch{}}var mt={get:()=>Se("identity",null),set:e=>ye("identity",e)},aa=["small","medium","large"],Nn={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function On(){let{largeCards:e,...t}=Se("settings",{}),a={...Nn,...t};return e===!0&&(t.cardSize===void 0&&(a.cardSize="large"),t.highContrast===void 0&&(a.highContrast=!0)),aa.includes(a.cardSize)||(a.cardSize=Nn.cardSize),a}function In(e){ye("settings",e)}function Dn(e){return Se(`order.${e}`,[])}function Hn(e,t){ye(`order.${e}`,t)}function na(e,t){let a;return e===null||e===""?a=i("seat-computer-plain"):me(`level-${e}`)&&/^[a-z]+$/.test(e)?a=i("seat-computer",{level:i(`level-${e}`)}):a=i("seat-computer",{level:e.slice(e.lastIndexOf(":")+1)}),t===void 0?a:`${a} ${t}`}function C(e,t){if(t==null)return"?";let a=e[t];if(!a)return"?";if(a.kind==="computer"){let r=e.filter(o=>o.kind==="computer").length>1;return na(a.level,r?t+1:void 0)}return a.name?a.name:i("seat-empty")}function pe(e,t){let a="card"in e&&e.card?e.card:null,r=a?z(a):"";switch(e.action){case"draw_stock":return i("action-draw-stock");case"draw_discard":{let o=a??t;return o?i("action-draw-discard",{card:z(o)}):i("action-take-pile")}case"pass":return i("action-pass");case"discard":return i("action-discard",{card:r});case"knock":return r?i("action-knock-with",{card:r}):i("action-knock");case"big_gin":return i("action-big-gin");case"arrange":return i("arrange-submit");case"lay_off":return i("layoff-submit")}}var pt={style:"percent",maximumFractionDigits:0},Bn={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},ki={minimumFractionDigits:1,maximumFractionDigits:1},ra={chance:pt,undercut:pt,knock:pt,wait:pt,points:Bn,wait_points:Bn,expected:ki};function Kn(e){return!e.why.length||!e.why.every(t=>me(`why-${t.code}`))?e.reason:e.why.map(t=>{let a={};for(let[r,o]of Object.entries(t.args))o!==void 0&&(typeof o=="string"?a[r]=z(o):a[r]=Ae(o,ra[r]??{}));return i(`why-${t.code}`,a)}).join(", ")}function gi(e){return"card"in e&&e.card?z(e.card):null}function Fe(e,t){switch(e.type){case"action":{let a=C(t,e.player),r=gi(e.action),o;switch(e.action.action){case"draw_stock":o=r?i("event-draw-stock-card",{name:a,card:r}):i("event-draw-stock",{name:a});break;case"draw_discard":o=i("event-draw-discard",{name:a,card:r??""});break;case"pass":o=i("event-pass",{name:a});break;case"discard":o=i("event-discard",{name:a,card:r??""});break;case"knock":o=i("event-knock",{name:a});break;case"big_gin":o=i("event-big-gin",{name:a});break;case"arrange":o=i("event-arrange",{name:a});break;case"lay_off":o=i("event-lay-off",{name:a});break}return e.by==="timeout"&&(o+=" "+i("event-by-timeout")),e.by==="away"&&(o+=" "+i("event-by-away")),o}case"deal":return i("event-deal",{hand:e.hand,name:C(t,e.dealer)});case"advice":{let a=C(t,e.player);return e.action?i("event-advice",{name:a,action:pe(e.action)}):i("event-advice-none",{name:a})}case"undo":return i("event-undo",{name:C(t,e.player)});case"ready":return i("event-ready",{name:C(t,e.seat)});case"hand_end":return Ge(e.end.outcome,"winner"in e.end?e.end.winner:null,t);case"match_end":return e.winner===null?i("match-draw"):i("match-winner",{name:C(t,e.winner)});case"forfeit":return i(`forfeit-${e.why}`,{name:C(t,e.player)});case"rematch":{let a=C(t,e.seat);return e.accept?i("event-rematch",{name:a}):i("rematch-declined",{name:a})}case"rematched":return i("rematch-ready");default:return null}}function Ge(e,t,a){if(e==="draw"||t===null)return i("outcome-draw");let r=`outcome-${e}`;return i(r,{name:C(a,t)})}var oa="guide";function ia(){return Se(oa,null)!=="done"}function sa(){ye(oa,null)}function yi(){ye(oa,"done")}async function Gn(e){sa();let t=await W("POST","/api/tables",{system:"standard",options:{},seats:[{kind:"person",level:null},{kind:"computer",level:"easy"}],turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:!0,spectators:null},e.token);H(`/table/${t.id}`)}var Ue=["offer","draw","discard","knock","end"];function Fn(e){return e.outcome==="forfeit"?{outcome:e.outcome,winner:null,points:0}:{outcome:e.outcome,winner:e.winner,points:e.points}}function bi(e){let{table:t,you:a}=e;return a.seat!==null&&a.role==="player"&&t.seats.length===2&&t.seats.every(r=>r.seat===a.seat||r.kind==="computer")}function Un({state:e}){let[t,a]=x(ia),[r,o]=x(new Set),[s,l]=x(null),d=R(0),c=R(null),u=e.snapshot,p=(u==null?void 0:u.you.seat)??null;j(()=>{var v;let b=e.log.filter(w=>w.seq>d.current);if(!b.length)return;d.current=((v=b[b.length-1])==null?void 0:v.seq)??d.current;let $=null;for(let{event:w}of b){let P=wi(w,p,c.current);P&&!r.has(P)&&($??($=new Set(r))).add(P),w.type==="hand_end"&&!s&&l(Fn(w.end))}$&&o($)},[e.log]);let g=s??(e.lastEnd?Fn(e.lastEnd.end):null),m=u&&t&&bi(u)?vi(u,r,g):null;if(j(()=>{c.current=m}),!u||!m)return null;let h=()=>{yi(),a(!1)},f=_i(m,r);return n("section",{class:"guide panel","aria-labelledby":"guide-title","data-testid":"guide","data-step":m,children:[n("h2",{id:"guide-title",children:[i("guide-title")," ",n("span",{class:"guide-count",children:i("guide-step",{step:f+1,steps:Ue.length})})]}),n("p",{"aria-live":"polite","data-testid":"guide-text",children:$i(m,u,g)}),n("div",{class:"guide-buttons",children:[m==="end"?n("button",{type:"button",class:"primary",onClick:h,"data-testid":"guide-finish",children:i("guide-finish")}):n("button",{type:"button",onClick:h,"data-testid":"guide-skip",children:i("guide-skip")}),n("a",{href:`/how-to-play/${u.table.system}`,target:"_blank",rel:"noopener",children:i("how-to-play")})]}),n(Si,{selector:xi(m,u)})]})}function wi(e,t,a){if(e.type!=="action"||e.player!==t)return null;switch(e.action.action){case"pass":return"offer";case"draw_discard":return a==="offer"?"offer":"draw";case"draw_stock":return"draw";case"discard":return"discard";case"knock":case"big_gin":return"knock";default:return null}}function _i(e,t){if(e==="end")return Ue.indexOf("end");if(e==="laydown"||e==="defend")return Ue.indexOf("knock");let a=Math.max(0,...[...t].map(r=>Ue.indexOf(r)));return e!=="wait"&&!t.has(e)?Math.max(Ue.indexOf(e),a):a}function vi(e,t,a){if(a)return"end";let{view:r,choices:o,table:s}=e;return s.status==="between_hands"||s.status==="over"?"end":!r||!o?null:r.phase==="arrange"?o.to_act?"laydown":"wait":r.phase==="lay_off"?o.to_act?"defend":"wait":!o.to_act||!o.actions.length?"wait":r.phase==="offer"?"offer":r.phase==="draw"?"draw":r.phase==="discard"?o.discards.some(l=>l.knock)&&!t.has("knock")?"knock":"discard":"wait"}function qn(e){var a;return(((a=e.choices)==null?void 0:a.discards)??[]).filter(r=>r.knock).sort((r,o)=>r.deadwood-o.deadwood)[0]??null}function $i(e,t,a){var g;let{view:r,choices:o,table:s}=t,l=s.seats,d=t.you.seat,c=C(l,((g=l.find(m=>m.seat!==d))==null?void 0:g.seat)??null),u=r==null?void 0:r.pile[r.pile.length-1],p=s.rules;switch(e){case"offer":return i("guide-offer",{card:u?z(u):""});case"draw":return u?i("guide-draw",{card:z(u)}):i("guide-draw-stock");case"discard":{let m=((o==null?void 0:o.discards)??[]).map(h=>h.deadwood);return i("guide-discard",{deadwood:m.length?Math.min(...m):(o==null?void 0:o.deadwood)??0})}case"knock":{let m=qn(t);return m!=null&&m.gin?i("guide-gin",{card:z(m.card),bonus:Number(p.gin_bonus??0)}):i("guide-knock",{card:z((m==null?void 0:m.card)??""),deadwood:(m==null?void 0:m.deadwood)??0,limit:(r==null?void 0:r.knock_limit)??0})}case"laydown":return i("guide-laydown");case"defend":return i("guide-defend",{name:c});case"wait":return i("guide-wait",{name:c});case"end":{let m=i("guide-end",{target:Number(p.target??0)});if(!a)return m;let h=Ge(a.outcome,a.winner,l);return`${a.winner===null?i("guide-end-draw",{outcome:h}):i("guide-end-scored",{outcome:h,name:C(l,a.winner),points:a.points})} ${m}`}}}function xi(e,t){switch(e){case"offer":return"[data-anchor='pile']";case"draw":return"[data-anchor='stock']";case"discard":return".hand";case"knock":{let a=qn(t);return a?`[data-hand-card='${a.card}']`:null}case"wait":return"[data-anchor='opponent']";default:return null}}function Si({selector:e}){let t=R(null);return j(()=>{if(t.current&&(t.current.hidden=!0),!e)return;let a=0,r="",o=()=>{let s=t.current,l=e?document.querySelector(e):null,d=l&&!document.querySelector(".modal")?l.getBoundingClientRect():null,c=d?`${d.left},${d.top},${d.width},${d.height}`:"none";s&&c!==r&&(r=c,s.hidden=d===null||d.width===0,d&&(s.style.left=`${d.left-6}px`,s.style.top=`${d.top-6}px`,s.style.width=`${d.width+12}px`,s.style.height=`${d.height+12}px`)),a=requestAnimationFrame(o)};return o(),()=>cancelAnimationFrame(a)},[e]),n("div",{class:"guide-ring",ref:t,hidden:!0,"aria-hidden":"true","data-testid":"guide-ring"})}function Ti(e){return e.your_turn?i("games-state-your-turn"):e.status==="adjourned"?i("games-state-adjourned"):e.status==="waiting"?i("games-state-waiting"):e.status==="between_hands"?i("games-state-between"):i("games-state-playing")}function Yn({identity:e}){let[t,a]=x(null);return j(()=>{W("GET","/api/me/tables",void 0,e.token).then(a,()=>a([]))},[e.token]),!t||!t.length?null:n("section",{class:"panel your-games","aria-labelledby":"your-games","data-testid":"your-games",children:[n("h2",{id:"your-games",children:i("games-title")}),n("ul",{class:"lobby",children:t.map(r=>{let o=r.seats.filter(s=>s.seat!==r.seat&&s.kind!=="empty").map(s=>C(r.seats,s.seat)).join(" \xB7 ");return n("li",{"data-testid":`your-game-${r.id}`,children:[n("span",{children:[i(`system-${r.system}`),o?`: ${o}`:"",r.hand_number>0?` \xB7 ${i("hand-number",{number:r.hand_number})}`:""," \xB7 ",n("strong",{class:r.your_turn?"your-turn":"",children:Ti(r)})]})," ",n("button",{type:"button",class:r.your_turn||r.status==="adjourned"?"primary":"",onClick:()=>H(`/table/${r.id}`),children:i("games-continue")})]},r.id)})})]})}function ji(e,t){return typeof t=="number"?Ae(t):e==="card"?z(t):e==="cards"?t.split(" ").map(z).join(" "):e==="level"&&me(`level-${t}`)?i(`level-${t}`):t}function qe(e){let t=e.reason;if(t&&me(`error-${t.code}`)){let a={};for(let[r,o]of Object.entries(t.args))a[r]=ji(r,o);return i(`error-${t.code}`,a)}return me(`error-${e.code}`)?i(`error-${e.code}`):i("error-internal")}function X(e){return e instanceof re?qe(e):i("error-internal")}var Wn="sound";function da(){return Se(Wn,!1)===!0}var be=null;function Ei(){return typeof AudioContext>"u"?null:(be??(be=new AudioContext),be.state==="suspended"&&be.resume().catch(()=>{}),be)}function Vn(e){ye(Wn,e?!0:null),e?la("turn"):be==null||be.suspend().catch(()=>{})}var Ci={draw:{peak:.08,notes:[[880,0,.07,"sine"]]},discard:{peak:.12,notes:[[330,0,.09,"triangle"]]},knock:{peak:.16,notes:[[160,0,.08,"square"],[160,.14,.08,"square"]]},gin:{peak:.1,notes:[[523,0,.1,"triangle"],[659,.1,.1,"triangle"],[784,.2,.1,"triangle"],[1047,.3,.22,"triangle"]]},turn:{peak:.07,notes:[[784,0,.12,"sine"],[1175,.12,.18,"sine"]]}};function la(e){if(!da()||document.visibilityState!=="visible")return;let t=Ei();if(!t)return;let{peak:a,notes:r}=Ci[e],o=t.currentTime;for(let[s,l,d,c]of r){let u=t.createOscillator(),p=t.createGain();u.type=c,u.frequency.value=s,p.gain.setValueAtTime(1e-4,o+l),p.gain.exponentialRampToValueAtTime(a,o+l+.01),p.gain.exponentialRampToValueAtTime(1e-4,o+l+d),u.connect(p).connect(t.destination),u.start(o+l),u.stop(o+l+d+.02)}}function Pi(e){if(e.type==="action")switch(e.action.action){case"draw_stock":case"draw_discard":return"draw";case"discard":return"discard";case"knock":return"knock";case"big_gin":return"gin";default:return null}return e.type==="hand_end"&&(e.end.outcome==="gin"||e.end.outcome==="big_gin")?"gin":null}function Jn(e){var d,c;let t=R(null),a=R(!1),r=R(null),o=e.log[e.log.length-1];j(()=>{let u=(o==null?void 0:o.seq)??0,p=t.current;if(t.current=u,p===null||u<=p||!a.current)return;let m=e.log.filter(f=>f.seq>p).map(f=>Pi(f.event)).filter(f=>f!==null),h=m[m.length-1];h&&la(h)},[o==null?void 0:o.seq]),j(()=>{a.current=e.link==="open"});let s=((d=e.snapshot)==null?void 0:d.choices)??null,l=!!(s!=null&&s.to_act&&((c=e.snapshot)==null?void 0:c.you.seat)!==null&&s.actions.length);j(()=>{let u=r.current;r.current=l,u===!1&&l&&window.setTimeout(()=>la("turn"),250)},[l])}function Zn({to:e,children:t,testid:a}){return n("a",{href:e,"data-testid":a,onClick:r=>{r.preventDefault(),H(e)},children:t})}function Qn({identity:e,system:t}){let[a,r]=x(null),[o,s]=x(!1),l=async()=>{s(!0),r(null);try{await Gn(e)}catch(d){r(d),s(!1)}};return n("nav",{class:"newcomer-links","aria-label":i("newcomer-links"),children:[n(Zn,{to:`/how-to-play/${t}`,testid:"how-to-play",children:i("how-to-play")}),n(Zn,{to:"/stats",testid:"stats-link",children:i("stats-link")}),n("button",{type:"button",disabled:o,onClick:()=>{l()},"data-testid":"guide-start",children:i("guide-start")}),a!==null&&n("p",{class:"refusal",role:"alert",children:X(a)})]})}function Xn(){let[e,t]=x(da),[a,r]=x(ia);return n(F,{children:[n("label",{children:[n("input",{type:"checkbox",checked:e,"data-testid":"sound",onChange:o=>{let s=o.currentTarget.checked;Vn(s),t(s)}})," ",i("settings-sound")]}),n("button",{type:"button",disabled:a,onClick:()=>{sa(),r(!0)},"data-testid":"guide-again",children:a?i("guide-asked"):i("guide-again")})]})}var ze=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];var Ai=["easy","medium","hard","expert"];function er({value:e,onChange:t,id:a}){return n("label",{for:a,children:[i("system-label")," ",n("select",{id:a,value:e,onChange:r=>t(r.currentTarget.value),children:ze.map(r=>n("option",{value:r,children:i(`system-${r}`)},r))})]})}async function tr(e,t,a,r,o=!1){return W("POST","/api/tables",{system:t,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:o,private:r,spectators:null},e.token)}function ar({identity:e,settings:t,setSettings:a}){let[r,o]=x(null),[s,l]=x(!1),[d,c]=x(!1),u=t.lastSystem,p=t.lastLevel,g=u==="three-player"?3:2,m=async()=>{l(!0),o(null);try{let f=[{kind:"person",level:null},...Array.from({length:g-1},()=>({kind:"computer",level:p}))],b=await tr(e,u,f,!0);H(`/table/${b.id}`)}catch(f){o(f)}finally{l(!1)}},h=async()=>{l(!0),o(null);try{let f=[{kind:"person",level:null},...Array.from({length:g-1},()=>({kind:"person",level:null}))],b=await tr(e,u,f,!0,d);H(`/table/${b.id}`)}catch(f){o(f)}finally{l(!1)}};return n("div",{class:"home",children:[n("p",{class:"tagline",children:i("home-tagline")}),n(Qn,{identity:e,system:u}),r!==null&&n("p",{class:"refusal",role:"alert",children:X(r)}),n(Yn,{identity:e}),n("section",{class:"panel","aria-labelledby":"play-computer",children:[n("h2",{id:"play-computer",children:i("play-computer")}),n("div",{class:"form-row",children:[n(er,{id:"system-computer",value:u,onChange:f=>a({...t,lastSystem:f})}),n("label",{for:"level",children:[i("level-label")," ",n("select",{id:"level",value:p,onChange:f=>a({...t,lastLevel:f.currentTarget.value}),children:Ai.map(f=>n("option",{value:f,children:i(`level-${f}`)},f))})]}),n("button",{type:"button",class:"primary",disabled:s,onClick:()=>{m()},"data-testid":"play-computer",children:i("play-computer-start")})]})]}),n("section",{class:"panel","aria-labelledby":"play-friend",children:[n("h2",{id:"play-friend",children:i("private-table")}),n("div",{class:"form-row",children:[n(er,{id:"system-friend",value:u,onChange:f=>a({...t,lastSystem:f})}),n("button",{type:"button",disabled:s,onClick:()=>{h()},"data-testid":"play-friend",children:i("private-create")})]}),n("label",{class:"stand-in-option",children:[n("input",{type:"checkbox",checked:d,"data-testid":"stand-in",onChange:f=>c(f.currentTarget.checked)})," ",i("stand-in-option")]})]}),n(zi,{identity:e,system:u}),n(Ri,{}),n(Mi,{system:u,name:e.name})]})}function zi({identity:e,system:t}){let[a,r]=x("idle"),[o,s]=x(null),l=R(void 0),d=async u=>{try{let p=await W("POST","/api/quickmatch",{system:t,computer:u},e.token);if(p.status==="matched"&&p.table){r("idle"),H(`/table/${p.table}`);return}r(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(l.current=window.setTimeout(()=>{d(!1)},3e3))}catch(p){r("idle"),s(p)}};j(()=>()=>window.clearTimeout(l.current),[]);let c=()=>{window.clearTimeout(l.current),r("idle")};return n("section",{class:"panel","aria-labelledby":"quick",children:[n("h2",{id:"quick",children:i("quick-match")}),o!==null&&n("p",{class:"refusal",role:"alert",children:X(o)}),a==="idle"&&n("button",{type:"button",onClick:()=>{s(null),d(!1)},children:[i("quick-match-start")," \xB7 ",i(`system-${t}`)]}),a==="waiting"&&n("p",{role:"status",children:[i("quick-match-waiting")," ",n("button",{type:"button",onClick:c,children:i("quick-match-cancel")})]}),a==="offer"&&n("p",{role:"status",children:[i("quick-match-offer")," ",n("button",{type:"button",onClick:()=>{d(!0)},children:i("quick-match-computer")})," ",n("button",{type:"button",onClick:()=>{d(!1)},children:i("quick-match-keep")})]})]})}function Ri(){let[e,t]=x(null),[a,r]=x(null),o=()=>{W("GET","/api/tables").then(t,d=>r(d))};j(o,[]);let s=async d=>{let c=d.seats.find(u=>u.kind==="empty");if(!c)return H(`/table/${d.id}?watch=1`);H(`/table/${d.id}?sit=${c.seat}`)},l=(e??[]).filter(d=>d.status!=="over"&&d.status!=="closed");return n("section",{class:"panel","aria-labelledby":"open-tables",children:[n("h2",{id:"open-tables",children:i("open-tables")}),a!==null&&n("p",{class:"refusal",role:"alert",children:X(a)}),e!==null&&!l.length&&n("p",{children:i("open-tables-none")}),n("ul",{class:"lobby",children:l.map(d=>n("li",{children:[n("span",{children:[i(`system-${d.system}`),": ",d.seats.map(c=>C(d.seats,c.seat)).join(" \xB7 ")]})," ",d.seats.some(c=>c.kind==="empty")&&n("button",{type:"button",onClick:()=>{s(d)},children:i("open-tables-join")}),n("button",{type:"button",onClick:()=>H(`/table/${d.id}?watch=1`),children:i("open-tables-watch")})]},d.id))}),n("button",{type:"button",onClick:o,children:i("open-tables-refresh")})]})}function Mi({system:e,name:t}){let[a,r]=x(null);j(()=>{W("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`).then(r,()=>r([]))},[e]);let o=a==null?void 0:a.find(s=>s.name===t);return n("section",{class:"panel","aria-labelledby":"leaderboard",children:[n("h2",{id:"leaderboard",children:[i("leaderboard")," \xB7 ",i(`system-${e}`)]}),o&&n("p",{children:i("your-rating",{rating:o.rating})}),a!==null&&!a.length&&n("p",{children:i("leaderboard-none")}),a!==null&&a.length>0&&n("table",{children:[n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:i("leaderboard-name")}),n("th",{scope:"col",children:i("leaderboard-rating")}),n("th",{scope:"col",children:i("leaderboard-matches")})]})}),n("tbody",{children:a.slice(0,20).map(s=>n("tr",{class:s.name===t?"mine":"",children:[n("td",{children:s.name}),n("td",{children:G(s.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),n("td",{children:G(s.matches)})]},s.name))})]})]})}var ir=["s","h","d","c"];function ca(e){return e.charAt(0).toUpperCase()}function sr(e){let t=e.charAt(1).toLowerCase();if(!ir.includes(t))throw new Error(`not a card: ${JSON.stringify(e)}`);return t}function Li(e){return e.length===2&&ca(e)in lr&&ir.includes(e.charAt(1).toLowerCase())}var Ni={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},lr={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},nr=40,Oi=20,Ii=70/60,Di=102,rr=50;function we(e,t,a,r){let o=r/100;return n("path",{class:"card__suit",d:Ni[e],transform:`translate(${t-50*o} ${a-50*o}) scale(${o})`})}function dr(e,t,a,r,o){let s=lr[e];return s?n("path",{class:o,d:s.d,transform:`translate(${t-s.w/2*r} ${a}) scale(${r})`}):null}function or({rank:e,suit:t}){return n("g",{class:"card__index",children:[dr(e,nr,Oi,Ii,"card__rank"),we(t,nr,Di+rr/2,rr)]})}var se=(e,t,a)=>`M${e-a} ${t}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,Hi={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+se(1,8,4.5)+se(40,3,5)+se(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+se(2,14,4)+se(26,10,4)+se(54,10,4)+se(78,14,4)+se(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+se(30,14,3.5)+se(50,14,3.5)+"M7 37H73V44H7Z"};function Bi({rank:e,suit:t}){return n("g",{class:"card__court",children:[n("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),n("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),n("path",{class:"card__crown",d:Hi[e]??"",transform:"translate(89 52) scale(0.9)"}),dr(e,125,118,1.6,"card__court-rank"),we(t,125,268,46)]})}function Ki({card:e}){let t=ca(e),a=sr(e),r="JQK".includes(t);return n(F,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("g",{class:"card__centre",children:r?n(Bi,{rank:t,suit:a}):t==="A"?n(F,{children:[n("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),we(a,125,175,92)]}):we(a,125,176,104)}),n(or,{rank:t,suit:a}),n("g",{transform:"rotate(180 125 175)",children:n(or,{rank:t,suit:a})})]})}var cr={x0:16,y0:16,x1:234,y1:334};function Fi(e){let{x0:t,y0:a,x1:r,y1:o}=cr,s=[],l=d=>Number(d.toFixed(2));for(let d=t+a+e/2;d<r+o;d+=e){let c=Math.max(t,d-o),u=Math.min(r,d-a);u>c&&s.push(`M${l(c)} ${l(d-c)}L${l(u)} ${l(d-u)}`)}for(let d=t-o+e/2;d<r-a;d+=e){let c=Math.max(t,a+d),u=Math.min(r,o+d);u>c&&s.push(`M${l(c)} ${l(c-d)}L${l(u)} ${l(u-d)}`)}return s.join("")}var Gi=Fi(22);function Ui(){let{x0:e,y0:t,x1:a,y1:r}=cr;return n(F,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("rect",{class:"card__back-field",x:e,y:t,width:a-e,height:r-t,rx:"10"}),n("path",{class:"card__back-lattice",d:Gi}),n("rect",{class:"card__back-line",x:e+9,y:t+9,width:a-e-18,height:r-t-18,rx:"5"}),n("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),n("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),n("g",{class:"card__back-suits",children:[we("s",125,154,24),we("h",146,175,24),we("d",125,196,24),we("c",104,175,24)]})]})}var qi={s:"black",h:"red",d:"red",c:"black"},Yi={s:"black",h:"red",d:"blue",c:"green"};function Z(e){let t=["card"],a=e.card!==null&&Li(e.card);if(e.card===null)t.push("card--back");else if(!a)t.push("card--unknown");else{let o=sr(e.card);t.push(`card--${o}`,`card--${(e.fourColour?Yi:qi)[o]}`),e.fourColour&&t.push("card--four"),"JQK".includes(ca(e.card))&&t.push("card--court")}e.class&&t.push(e.class);let r=e.label!=="";return n("svg",{class:t.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:r?"img":void 0,"aria-label":r?e.label:void 0,"aria-hidden":r?void 0:"true",focusable:"false",children:e.card===null?n(Ui,{}):a?n(Ki,{card:e.card}):n("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function ht({rules:e,system:t}){let a=[],r=o=>Number(e[o]);return a.push(i("rules-target",{target:r("target")})),e.knock_limit_from_upcard?a.push(i("rules-knock-from-upcard")):a.push(i("rules-knock-limit",{limit:r("knock_limit")})),e.oklahoma_spades_double&&a.push(i("rules-spades-double")),a.push(i("rules-gin-bonus",{bonus:r("gin_bonus")})),a.push(i("rules-undercut-bonus",{bonus:r("undercut_bonus")})),a.push(e.big_gin?i("rules-big-gin",{bonus:r("big_gin_bonus")}):i("rules-no-big-gin")),a.push(e.discard_drawn_upcard?i("rules-discard-upcard"):i("rules-no-discard-upcard")),e.scoring==="hollywood"&&a.push(i("rules-hollywood")),r("players")===3&&a.push(i("rules-three-player")),r("line_bonus")>0&&a.push(i("rules-line-bonus",{bonus:r("line_bonus")})),r("game_bonus")>0&&a.push(i("rules-game-bonus",{bonus:r("game_bonus")})),e.shutout&&a.push(i("rules-shutout")),n("section",{class:"panel rules","aria-label":i("rules"),"data-testid":"rules",children:[n("h2",{children:[i("rules"),": ",i(`system-${t}`)]}),n("ul",{children:a.map(o=>n("li",{children:o},o))})]})}function ur({system:e}){return n("a",{class:"how-to-play-link",href:`/how-to-play/${e}`,target:"_blank",rel:"noopener",children:i("how-to-play")})}function ft({cards:e,fourColour:t}){return n("span",{class:"howto-example",role:"img","aria-label":e.map(J).join(", "),children:e.map(a=>n("span",{class:"mini",children:n(Z,{card:a,label:"",fourColour:t})},a))})}function ae({title:e,rule:t,children:a}){return n("section",{class:"howto-part",children:[n("h2",{children:[e," ",n("span",{class:"rule-id",title:i("howto-rule-id"),children:t})]}),a]})}function mr({system:e,fourColour:t,fallback:a}){let r=e&&ze.includes(e)?e:ze.includes(a)?a:"standard",[o,s]=x(null),[l,d]=x(null);j(()=>{s(null),W("GET",`/api/rules/${encodeURIComponent(r)}`).then(s,u=>d(u))},[r]);let c=u=>Number((o==null?void 0:o[u])??0);return n("article",{class:"howto","data-testid":"how-to-play","data-system":r,children:[n("h1",{children:i("howto-title",{system:i(`system-${r}`)})}),n("label",{for:"howto-system",children:[i("system-label")," ",n("select",{id:"howto-system",value:r,onChange:u=>H(`/how-to-play/${u.currentTarget.value}`,!0),children:ze.map(u=>n("option",{value:u,children:i(`system-${u}`)},u))})]}),l!==null&&n("p",{class:"refusal",role:"alert",children:X(l)}),!o&&l===null&&n("p",{class:"loading",role:"status",children:i("loading")}),o&&n(F,{children:[n(ae,{title:i("howto-aim-title"),rule:"R2, R5, R8",children:n("p",{children:i("howto-aim",{target:c("target")})})}),n(ae,{title:i("howto-cards-title"),rule:"R1, R2",children:[n("p",{children:i("howto-cards")}),n("p",{children:[i("howto-set")," ",n(ft,{cards:["7s","7h","7c"],fourColour:t})]}),n("p",{children:[i("howto-run")," ",n(ft,{cards:["4h","5h","6h","7h"],fourColour:t})]}),n("p",{children:i("howto-deadwood")})]}),n(ae,{title:i("howto-deal-title"),rule:"R3",children:[n("p",{children:i("howto-deal")}),n("p",{children:c("players")===3?i("howto-deal-box"):o.next_dealer==="alternate"?i("howto-deal-alternate"):i("howto-deal-winner")})]}),n(ae,{title:i("howto-turn-title"),rule:"R4",children:[n("p",{children:i("howto-turn")}),n("p",{children:i("howto-upcard")}),n("p",{children:o.discard_drawn_upcard?i("rules-discard-upcard"):i("rules-no-discard-upcard")})]}),n(ae,{title:i("howto-knock-title"),rule:o.knock_limit_from_upcard?"R5, R9":"R5",children:[n("p",{children:i("howto-knock")}),n("p",{children:o.knock_limit_from_upcard?i("howto-knock-upcard"):i("rules-knock-limit",{limit:c("knock_limit")})}),n("p",{children:i("howto-gin")}),n("p",{children:o.big_gin?i("rules-big-gin",{bonus:c("big_gin_bonus")}):i("rules-no-big-gin")})]}),n(ae,{title:i("howto-layoff-title"),rule:"R6",children:[n("p",{children:[i("howto-layoff")," ",n(ft,{cards:["5d","6d","7d"],fourColour:t})," + ",n(ft,{cards:["8d"],fourColour:t})]}),n("p",{children:i("howto-layoff-gin")})]}),n(ae,{title:i("howto-drawn-title"),rule:"R7",children:n("p",{children:i("howto-drawn")})}),n(ae,{title:i("howto-score-title"),rule:"R8",children:n("ul",{children:[n("li",{children:i("howto-score-knock")}),n("li",{children:i("howto-score-undercut",{bonus:c("undercut_bonus")})}),n("li",{children:i("howto-score-gin",{bonus:c("gin_bonus")})}),n("li",{children:o.scoring==="hollywood"?i("howto-score-hollywood",{target:c("target")}):c("players")===3?i("howto-score-three",{target:c("target")}):i("howto-score-game",{target:c("target")})})]})}),!!o.knock_limit_from_upcard&&n(ae,{title:i("system-oklahoma"),rule:"R9",children:[n("p",{children:i("howto-oklahoma")}),!!o.oklahoma_ace_requires_gin&&n("p",{children:i("howto-oklahoma-ace-gin")}),!!o.oklahoma_spades_double&&n("p",{children:i("rules-spades-double")})]}),o.scoring==="hollywood"&&n(ae,{title:i("system-hollywood"),rule:"R10",children:[n("p",{children:i("howto-hollywood-sheet")}),n("p",{children:i("howto-hollywood-entries")}),n("p",{children:i("howto-hollywood-won",{target:c("target")})})]}),c("players")===3&&n(ae,{title:i("system-three-player"),rule:"R11",children:[n("p",{children:i("howto-three-roles")}),n("p",{children:i("howto-three-play")}),n("p",{children:i("howto-three-after")})]}),n(ht,{rules:o,system:r})]}),n("p",{class:"howto-links",children:n("a",{href:"/",onClick:u=>{u.preventDefault(),H("/")},children:i("back-home")})})]})}var pr="A23456789TJQK",hr="shdc";function Te(e){return[...e].sort((t,a)=>pr.indexOf(t[0]??"")-pr.indexOf(a[0]??"")||hr.indexOf(t[1]??"")-hr.indexOf(a[1]??""))}function fr(e,t,a){var s;let r=(e.layoffs??[]).find(l=>l.card===t);if(r)return`k${r.meld}`;let o=(s=e.melds)==null?void 0:s.find(l=>l.includes(t));return o?`m:${o.filter(l=>l!==t&&l!==a).sort().join(",")}`:"d"}function Wi(e,t,a){switch(a.kind){case"knocker":return(e.layoffs??[]).some(r=>r.card===t&&r.meld===a.meld);case"deadwood":return(e.deadwood_cards??[]).includes(t);case"meld":{let r=a.cards.filter(o=>o!==t);return(e.melds??[]).some(o=>o.includes(t)&&r.every(s=>o.includes(s)))}}}function Vi(e){return[...(e.melds??[]).flat(),...(e.layoffs??[]).map(t=>t.card),...e.deadwood_cards??[]]}function kr(e,t,a,r){let o=e[t];if(!o)return null;let s=Vi(o).filter(u=>u!==a),l=null,d=-1,c=1/0;return e.forEach((u,p)=>{if(!Wi(u,a,r))return;let g=s.filter(h=>fr(u,h,a)===fr(o,h,a)).length,m=u.deadwood??0;(g>d||g===d&&m<c)&&(l=p,d=g,c=m)}),l}function kt(e,t){var o;let a=(e.layoffs??[]).find(s=>s.card===t);if(a)return{kind:"knocker",meld:a.meld};let r=(o=e.melds)==null?void 0:o.find(s=>s.includes(t));return r?{kind:"meld",cards:r}:{kind:"deadwood"}}function gt(e,t){return e.kind!==t.kind?!1:e.kind==="knocker"&&t.kind==="knocker"?e.meld===t.meld:e.kind==="meld"&&t.kind==="meld"?e.cards.length===t.cards.length&&e.cards.every(a=>t.cards.includes(a)):!0}function gr(e){return e.kind==="knocker"?`k${e.meld}`:e.kind==="meld"?`m:${e.cards.join(",")}`:"d"}function Ji(e){return e==="d"?{kind:"deadwood"}:e.startsWith("k")?{kind:"knocker",meld:Number(e.slice(1))}:e.startsWith("m:")?{kind:"meld",cards:e.slice(2).split(",")}:null}function yr({options:e,knocker:t,knockerName:a,fourColour:r,disabled:o,send:s}){let[l,d]=x(0),[c,u]=x(null),[p,g]=x(null),m=R(null),h=e[l]??e[0];if(!h)return null;let f=h.layoffs??[],b=t!==null,$=b?i("layoff-title"):i("arrange-title"),v=(y,S)=>{if(u(null),gt(kt(h,y),S))return;let E=kr(e,l,y,S);if(E===null){g(i("laydown-cannot",{card:z(y)}));return}g(null),d(E)},w=(y,S,E)=>{if(c===null){E&&(u(y),g(null));return}if(c===y)return u(null);if(E&&gt(kt(h,c),S))return u(y);v(c,S)},P=(y,S)=>{y.button===0&&(m.current={card:S,x:y.clientX,y:y.clientY,element:y.currentTarget,moved:!1,pointer:y.pointerId})},M=y=>{let S=m.current;if(!S||S.pointer!==y.pointerId)return;let E=y.clientX-S.x,A=y.clientY-S.y;!S.moved&&Math.hypot(E,A)<10||(S.moved||(S.moved=!0,S.element.setPointerCapture(y.pointerId),S.element.classList.add("dragging")),S.element.style.transform=`translate(${E}px, ${A}px)`)},B=y=>{let S=m.current;if(m.current=null,!S||!S.moved)return;S.element.classList.remove("dragging"),S.element.style.transform="";let E=document.elementsFromPoint(y.clientX,y.clientY).filter(Q=>!S.element.contains(Q)).map(Q=>Q.closest("[data-place]")).find(Q=>Q!==null),A=E?Ji(E.dataset.place??""):null;A&&v(S.card,A);let N=Q=>{Q.stopPropagation(),Q.preventDefault()};S.element.addEventListener("click",N,{capture:!0,once:!0}),window.setTimeout(()=>S.element.removeEventListener("click",N,{capture:!0}),0)},L=(y,S,E,A)=>{let N=["laydown-card"];c===y&&N.push("picked"),A&&N.push("laid-off"),E||N.push("theirs");let Q=`${J(y)}${A?`, ${i("laid-off")}`:""}`;return n("button",{type:"button",class:N.join(" "),"data-laydown-card":y,"aria-label":Q,"aria-pressed":E?c===y:void 0,onClick:()=>w(y,S,E),onPointerDown:E?de=>P(de,y):void 0,children:n(Z,{card:y,label:"",fourColour:r})},y)},I=y=>c!==null&&!gt(kt(h,c),y)?n("button",{type:"button",class:"put-here",onClick:()=>v(c,y),children:i("laydown-here",{card:z(c)})}):null,K=(y,S,E,A="")=>n("div",{class:`laydown-group ${A}`,role:"group","aria-label":S,"data-place":gr(y),children:[y.kind==="deadwood"&&n("span",{class:"group-name","aria-hidden":"true",children:S}),n("div",{class:"laydown-cards",children:E.map(({card:N,mine:Q,laidOff:de})=>L(N,y,Q,de))}),I(y)]},gr(y)),k=h.melds.map(y=>{let S=Te(y);return K({kind:"meld",cards:y},i("meld-label",{cards:S.map(z).join(" ")}),S.map(A=>({card:A,mine:!0,laidOff:!1})),"meld")}),_=K({kind:"deadwood"},i("laydown-deadwood"),Te(h.deadwood_cards).map(y=>({card:y,mine:!0,laidOff:!1})),"deadwood");return n("section",{class:"laydown","aria-label":$,"data-motion":"still","data-testid":"laydown",onPointerMove:M,onPointerUp:B,onPointerCancel:B,children:[n("div",{class:"laydown-bar",children:[n("h3",{children:$}),n("strong",{"data-testid":"laydown-deadwood",children:i("end-deadwood",{deadwood:h.deadwood})}),n("button",{type:"button",class:"primary","data-testid":"laydown-submit",disabled:o,onClick:()=>s(b?{action:"lay_off",melds:h.melds,layoffs:f}:{action:"arrange",melds:h.melds}),children:i("arrange-submit")}),l!==0&&n("button",{type:"button",onClick:()=>{d(0),u(null),g(null)},children:i("laydown-best")})]}),n("p",{class:"laydown-help",role:"status","aria-live":"polite",children:p??(c!==null?i("laydown-picked",{card:z(c)}):i(b?"laydown-help-layoff":"laydown-help"))}),t&&n("div",{class:"laydown-row","data-testid":"knocker-melds",children:[n("h4",{children:i("laydown-knocker",{name:a})}),n("div",{class:"laydown-melds",children:t.map((y,S)=>{let E=f.filter(N=>N.meld===S).map(N=>N.card),A=Te([...y,...E]).map(N=>({card:N,mine:E.includes(N),laidOff:E.includes(N)}));return K({kind:"knocker",meld:S},i("meld-label",{cards:A.map(({card:N})=>z(N)).join(" ")}),A,"meld knocker")})}),f.length>0&&n(ua,{})]}),n("div",{class:"laydown-row","data-testid":"own-melds",children:[n("h4",{children:i("laydown-yours")}),n("div",{class:"laydown-melds",children:[k,_]})]})]})}function ua(){return n("p",{class:"legend","data-testid":"laid-off-legend",children:[n("span",{class:"swatch laid-off-swatch","aria-hidden":"true"})," ",i("laid-off")]})}function yt(e,t){let a=l=>C(t,l);if(e.outcome==="draw")return i("story-draw");let r=[],o=e.knocker,s=o===null?null:e.seats.find(l=>l!==o)??null;return e.outcome==="gin"?r.push(i("story-gin",{name:a(o)})):e.outcome==="big_gin"?r.push(i("story-big-gin",{name:a(o)})):r.push(i("story-knock",{name:a(o),deadwood:e.knocker_deadwood??0})),e.layoffs>0&&r.push(i("story-layoffs",{name:a(s),count:e.layoffs})),e.outcome==="undercut"?r.push(i("story-undercut",{name:a(e.winner),points:e.points})):r.push(i("story-scores",{name:a(e.winner),points:e.points})),r.join(" \xB7 ")}function br(e,t,a,r,o){let s=z(e);return r?o===0?i("offer-first",{card:s,name:a}):i("offer-second",{card:s,name:a}):i("offer-watch",{name:t,card:s})}function Ye({table:e,handsOpen:t=!1}){var l;let a=((l=e.score)==null?void 0:l.games)??[];if(!a.length)return null;let r=e.target,o=e.roles,s=d=>o?o.box===d?"box":o.captain===d?"captain":"out":null;return n("div",{class:"score",children:[n("table",{class:"score-sheet","data-testid":"score-sheet",children:[n("caption",{children:[i("score-title")," ",n("span",{class:"target",children:["(",i("score-target",{target:r}),")"]})]}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:i("leaderboard-name")}),a.map((d,c)=>n("th",{scope:"col",class:d.winner!==null?"finished":"",children:[i("score-game",{number:c+1}),d.winner!==null?` (${i("score-finished")})`:""]},c))]})}),n("tbody",{children:e.seats.map(d=>{let c=s(d.seat);return n("tr",{children:[n("th",{scope:"row",children:[C(e.seats,d.seat),c?n("span",{class:"flag",children:i(`role-${c}`)}):null]}),a.map((u,p)=>{let g=u.scores[d.seat]??0;return n("td",{class:`${u.winner!==null?"finished":""}${u.winner===d.seat?" winner":""}`,title:i("score-hands-won",{count:u.hands_won[d.seat]??0}),children:[n("span",{class:"points","data-testid":"score-points",children:i("score-of-target",{points:g,target:r})}),n("span",{class:"progress","aria-hidden":"true",children:n("span",{style:{width:`${Math.min(100,100*g/Math.max(1,r))}%`}})})]},p)})]},d.seat)})})]}),e.hands.length>0&&n(Zi,{table:e,open:t})]})}function Zi({table:e,open:t}){var s,l;let a=((l=(s=e.score)==null?void 0:s.games)==null?void 0:l.length)??1,r=e.seats,o=a>1;return n("details",{class:"score-hands-box",open:t,children:[n("summary",{children:i("score-hands-title")}),n("table",{class:"score-hands","data-testid":"score-hands",children:[n("thead",{children:[o&&n("tr",{children:[n("td",{colSpan:2}),Array.from({length:a},(d,c)=>n("th",{scope:"colgroup",colSpan:r.length,children:i("score-game",{number:c+1})},c))]}),n("tr",{children:[n("th",{scope:"col",children:i("score-hand")}),n("th",{scope:"col",children:i("score-what")}),Array.from({length:a},(d,c)=>r.map(u=>n("th",{scope:"col",children:C(r,u.seat)},`${c}-${u.seat}`)))]})]}),n("tbody",{children:e.hands.map(d=>n(Qi,{line:d,table:e,games:a},d.hand))})]})]})}function Qi({line:e,table:t,games:a}){let r=t.seats;return n("tr",{"data-testid":"score-hand-row",children:[n("th",{scope:"row",children:e.hand}),n("td",{class:"what",children:yt(e,r)}),Array.from({length:a},(o,s)=>r.map(l=>{var c;let d=e.winner===l.seat&&e.games.includes(s);return n("td",{class:d?"scored":"",children:[((c=e.scores[s])==null?void 0:c[l.seat])??0,d&&n("span",{class:"added",children:[" (+",e.points,")"]})]},`${s}-${l.seat}`)}))]})}function wr({snapshot:e,state:t}){let a=e.table,r=e.you.seat,o=a.rematch,s=(o==null?void 0:o.table)??null,l=R(s);if(j(()=>{s&&l.current===null&&r!==null&&H(`/table/${s}`)},[s]),r===null)return null;let d=a.seats.filter(m=>m.kind==="person"),c=t.link!=="open",u=m=>t.send({type:"rematch",accept:m});if(s)return n("p",{class:"rematch",role:"status","data-testid":"rematch-ready",children:[i("rematch-ready")," ",n("a",{href:`/table/${s}`,onClick:m=>{m.preventDefault(),H(`/table/${s}`)},children:i("rematch-go")})]});let p=(o==null?void 0:o.offered)??[],g=(o==null?void 0:o.declined)??null;if(p.includes(r)){let m=d.filter(h=>!p.includes(h.seat)).map(h=>C(a.seats,h.seat));return n("p",{class:"rematch",role:"status","data-testid":"rematch-waiting",children:i("rematch-waiting",{names:m.join(", ")})})}if(p.length>0){let m=p.map(h=>C(a.seats,h)).join(", ");return n("div",{class:"rematch",role:"group","aria-label":i("rematch-offer"),"data-testid":"rematch-offered",children:[n("p",{role:"status",children:i("rematch-offered",{name:m})}),n("button",{type:"button",class:"primary","data-testid":"rematch-accept",disabled:c,onClick:()=>u(!0),children:i("rematch-accept")})," ",n("button",{type:"button","data-testid":"rematch-decline",disabled:c,onClick:()=>u(!1),children:i("rematch-decline")})]})}return n("div",{class:"rematch",children:[g!==null&&n("p",{role:"status","data-testid":"rematch-declined",children:g===r?i("rematch-declined-you"):i("rematch-declined",{name:C(a.seats,g)})}),n("button",{type:"button",class:"primary","data-testid":"rematch",disabled:c,onClick:()=>u(!0),children:i("rematch-offer")})]})}function _r({snapshot:e}){let t=e.table,a=t.forfeit,r=t.seats.filter(o=>o.kind==="person").length;return n(F,{children:[a&&n("p",{"data-testid":"forfeit",children:i(`forfeit-${a.why}`,{name:C(t.seats,a.player)})}),r>=2&&n("p",{class:"rated-note","data-testid":"rated",children:i(t.rated?"match-rated":"match-unrated")})]})}function ma({title:e,children:t,label:a,onClose:r}){let o=R(null);return j(()=>{var l,d;(d=(l=o.current)==null?void 0:l.querySelector("button.primary, button, input, [tabindex]"))==null||d.focus()},[]),n("div",{class:"modal-backdrop",children:n("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??e,ref:o,onKeyDown:l=>{if(l.key==="Escape"&&r&&(l.preventDefault(),r()),l.key==="Tab"&&o.current){let d=[...o.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),c=d[0],u=d[d.length-1];l.shiftKey&&document.activeElement===c?(u==null||u.focus(),l.preventDefault()):!l.shiftKey&&document.activeElement===u&&(c==null||c.focus(),l.preventDefault())}},children:[n("h2",{children:e}),t]})})}function je({melds:e,fourColour:t,layoffs:a,extra:r}){let o=new Set(Object.values(a??{}).flat());return n("div",{class:"melds",children:[e.map((s,l)=>{let d=Te([...s,...(a==null?void 0:a[l])??[]]);return n("div",{class:"meld-row",role:"group","aria-label":i("meld-label",{cards:d.map(J).join(", ")}),children:d.map(c=>o.has(c)?n("span",{class:"mini laid-off","data-card":c,children:n(Z,{card:c,label:`${J(c)}, ${i("laid-off")}`,fourColour:t})},c):n("span",{class:"mini","data-card":c,children:n(Z,{card:c,label:J(c),fourColour:t})},c))},l)}),r&&r.length>0&&n("div",{class:"meld-row deadwood-row",children:Te(r).map(s=>n("span",{class:"mini","data-card":s,children:n(Z,{card:s,label:`${J(s)}, ${i("deadwood-label")}`,fourColour:t})},s))}),o.size>0&&n(ua,{})]})}function vr({text:e,onConfirm:t,onCancel:a,disabled:r=!1}){return n(ma,{title:i("action-confirm"),onClose:a,children:[n("p",{children:e}),n("div",{class:"actions",children:[n("button",{type:"button",class:"primary",disabled:r,onClick:t,children:i("action-confirm")}),n("button",{type:"button",onClick:a,children:i("action-cancel")})]})]})}function $r({snapshot:e,state:t,fourColour:a}){var f,b,$,v;let r=e.view??e.public,o=e.table,s=o.hand_seats??[],l=o.hands.find(w=>w.hand===e.hand)??null,d=(r==null?void 0:r.result)??null,c=o.seats,u=t.lastEnd,p=d&&d.winner!==null?s[d.winner]??null:null,g=(d==null?void 0:d.knocker)??(r==null?void 0:r.knocker)??null,m={};for(let w of((f=r==null?void 0:r.showing)==null?void 0:f.layoffs)??[])(m[b=w.meld]??(m[b]=[])).push(w.card);let h=(d==null?void 0:d.score)??null;return n(F,{children:[n("p",{class:"outcome","data-testid":"outcome",children:d?Ge(d.outcome,p,c):""}),l&&n("p",{class:"story","data-testid":"story",children:yt(l,c)}),(d==null?void 0:d.draw_reason)&&n("p",{children:i(`draw-${d.draw_reason}`)}),(r==null?void 0:r.arrangement)&&g!==null&&n("section",{children:[n("h3",{children:[i("end-knocker",{name:C(c,s[g])})," \xB7 ",i("end-deadwood",{deadwood:r.arrangement.deadwood})]}),n(je,{melds:r.arrangement.melds,layoffs:m,extra:r.arrangement.deadwood_cards,fourColour:a})]}),(r==null?void 0:r.showing)&&g!==null&&n("section",{children:[n("h3",{children:[i("end-defender",{name:C(c,s[1-g])})," \xB7 ",i("end-deadwood",{deadwood:r.showing.deadwood})]}),n(je,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:a})]}),h&&n("table",{class:"itemised","data-testid":"itemised",children:n("tbody",{children:[n("tr",{children:[n("th",{scope:"row",children:i("end-score-difference")}),n("td",{children:h.difference})]}),h.bonus>0&&n("tr",{children:[n("th",{scope:"row",children:i("end-score-bonus")}),n("td",{children:["+",h.bonus]})]}),h.multiplier>1&&n("tr",{children:[n("th",{scope:"row",children:i("end-score-multiplier")}),n("td",{children:["\xD7",h.multiplier]})]}),n("tr",{class:"total",children:n("th",{scope:"row",colSpan:2,children:i("end-score-points",{name:C(c,p),points:h.points})})})]})}),u&&"knocker"in u.end&&u.end.games.length>0&&(((v=($=o.score)==null?void 0:$.games)==null?void 0:v.length)??1)>1&&n("p",{class:"games",children:i("end-games",{games:u.end.games.map(w=>i("score-game",{number:w+1})).join(", ")})}),u&&n("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${i("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${i("end-verify-failed")}`:u.verdict==="unavailable"?i("end-verify-unavailable"):""," ",n("a",{href:"/fair",onClick:w=>{w.preventDefault(),H("/fair")},children:i("end-verify-how")})]})]})}function xr({snapshot:e,state:t,fourColour:a}){var d;let r=e.table,o=e.you.seat,s=o!==null&&((d=r.seats[o])==null?void 0:d.ready),l=t.link==="open";return n(ma,{title:i("end-dialog-title",{hand:e.hand??r.hand_number}),children:[o!==null&&(s?n("p",{role:"status",children:i("ready-waiting")}):n("button",{type:"button",class:"primary","data-testid":"ready",disabled:!l,onClick:()=>t.send({type:"ready"}),children:i("ready")})),n($r,{snapshot:e,state:t,fourColour:a}),n(Ye,{table:r,handsOpen:!0})]})}function Sr({snapshot:e,state:t,fourColour:a}){var c;let r=e.table,o=t.matchEnd,s=r.score,l=(s==null?void 0:s.games)??[],d=(o==null?void 0:o.winner)??null;return n(ma,{title:i("match-over"),children:[n("p",{class:"outcome","data-testid":"match-outcome",children:d===null?i("match-draw"):i("match-winner",{name:C(r.seats,d)})}),((c=e.view??e.public)==null?void 0:c.result)&&n("details",{children:[n("summary",{children:i("end-dialog-title",{hand:e.hand??r.hand_number})}),n($r,{snapshot:e,state:t,fourColour:a})]}),o&&n("table",{class:"totals",children:[n("caption",{children:i("match-totals")}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:i("leaderboard-name")}),o.totals.map((u,p)=>n("th",{scope:"col",children:i("score-game",{number:p+1})},p))]})}),n("tbody",{children:r.seats.map(u=>n("tr",{children:[n("th",{scope:"row",children:C(r.seats,u.seat)}),o.totals.map((p,g)=>n("td",{children:p[u.seat]},g))]},u.seat))})]}),l.length>0&&n(Ye,{table:r,handsOpen:!o}),n("p",{class:"links",children:[n("a",{href:`/replay/${r.id}`,onClick:u=>{u.preventDefault(),H(`/replay/${r.id}`)},children:i("match-replay")})," \xB7 ",n("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:i("match-record")})]}),n(_r,{snapshot:e}),n(wr,{snapshot:e,state:t})]})}function Xi(e){let t=e.filter(a=>a.agent!==void 0&&a.agent!=="human").length;return a=>{let r=e[a];return(r==null?void 0:r.agent)!==void 0&&r.agent!=="human"?na(r.agent,t>1?a+1:void 0):(r==null?void 0:r.name)??`${a+1}`}}function Tr({id:e,fourColour:t}){let[a,r]=x(null),[o,s]=x(null),[l,d]=x(0),[c,u]=x(0);if(j(()=>{W("GET",`/api/tables/${encodeURIComponent(e)}/replay`).then(r,s)},[e]),j(()=>{let $=v=>{v.target instanceof HTMLInputElement||v.target instanceof HTMLSelectElement||(v.key==="ArrowRight"&&u(w=>w+1),v.key==="ArrowLeft"&&u(w=>Math.max(0,w-1)))};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]),o!==null)return n("p",{class:"refusal",role:"alert",children:X(o)});if(!a)return n("p",{class:"loading",role:"status",children:i("replay-loading")});let p=a.hands[l];if(!p)return null;let g=p.frames.length-1,m=Math.min(c,g),h=p.frames[m];if(!h)return null;let f=Xi(a.players),b=h.pile[h.pile.length-1];return n("article",{class:"replay","data-testid":"replay",children:[n("h1",{children:i("replay-title")}),n("label",{children:[i("replay-hand",{number:""})," ",n("select",{value:l,onChange:$=>{d(Number($.currentTarget.value)),u(0)},children:a.hands.map(($,v)=>n("option",{value:v,children:i("replay-hand",{number:$.number})},v))})]}),n("p",{role:"status","data-testid":"replay-step",children:[i("replay-step",{step:m,steps:g}),h.action&&n(F,{children:[": ",n("strong",{children:f(h.action.player)})," \xB7 ",pe(h.action)]})]}),n("div",{class:"replay-controls",role:"toolbar","aria-label":i("replay-title"),children:[n("button",{type:"button",onClick:()=>u(0),disabled:m===0,children:i("replay-first")}),n("button",{type:"button",onClick:()=>u(Math.max(0,m-1)),disabled:m===0,children:i("replay-prev")}),n("button",{type:"button",onClick:()=>u(m+1),disabled:m===g,"data-testid":"replay-next",children:i("replay-next")}),n("button",{type:"button",onClick:()=>u(g),disabled:m===g,children:i("replay-last")})]}),h.hands.map(($,v)=>{let w=p.seats[v]??v,P=f(w),M=h.to_act===v&&h.phase!=="over",B=[...w===p.dealer?[i("seat-dealer")]:[],...M?[i("seat-to-act")]:[]];return n("section",{class:`replay-hand${M?" to-act":""}`,"aria-label":i("replay-cards-of",{name:P}),"data-testid":`replay-hand-${v}`,children:[n("h2",{children:[i("replay-cards-of",{name:P}),B.length>0&&n("span",{class:"seat-flags",children:[" ",B.map(L=>n("span",{class:"flag",children:L},L))]})]}),n("div",{class:"row",children:$.map(L=>n("span",{class:"mini",children:n(Z,{card:L,label:J(L),fourColour:t})},L))})]},v)}),n("p",{children:[i("stock"),": ",h.stock_count," \xB7 ",i("pile"),": ",b?n("span",{class:"mini",children:n(Z,{card:b,label:J(b),fourColour:t})}):"\u2014"]}),m===g&&n(es,{end:p.end,number:p.number,name:f,fourColour:t}),n("p",{children:n("a",{href:`/api/tables/${e}/record`,download:`ginrummy-${e}.json`,children:i("match-record")})})]})}function es({end:e,number:t,name:a,fourColour:r}){var d;if(!("knocker_melds"in e)||!e.knocker_melds)return null;let o={};for(let c of e.layoffs??[])(o[d=c.meld]??(o[d]=[])).push(c.card);let s=e.knocker===void 0?"\u2014":a(e.knocker),l=e.defender===void 0?"\u2014":a(e.defender);return n("section",{class:"replay-end","data-testid":"replay-end","aria-label":i("end-title",{hand:t}),children:[n("h2",{children:i("end-title",{hand:t})}),n("section",{"data-testid":"replay-knocker","aria-label":i("end-knocker",{name:s}),children:[n("h3",{children:[i("end-knocker",{name:s})," \xB7 ",i("end-deadwood",{deadwood:e.knocker_deadwood??0})]}),n(je,{melds:e.knocker_melds,layoffs:o,extra:e.knocker_deadwood_cards??[],fourColour:r})]}),e.defender_melds&&n("section",{"data-testid":"replay-defender","aria-label":i("end-defender",{name:l}),children:[n("h3",{children:[i("end-defender",{name:l})," \xB7 ",i("end-deadwood",{deadwood:e.defender_deadwood??0})]}),n(je,{melds:e.defender_melds,extra:e.defender_deadwood_cards??[],fourColour:r}),(e.layoffs??[]).length>0&&n("p",{"data-testid":"replay-layoffs",children:[i("end-layoffs"),": ",(e.layoffs??[]).map(c=>i("layoff-on",{card:z(c.card),meld:c.meld+1})).join(", ")]})]}),n("p",{children:i("end-score-points",{name:e.winner===null?"\u2014":a(e.winner),points:e.points})})]})}var _e={minimumFractionDigits:1,maximumFractionDigits:1};function Cr({identity:e,onUnknown:t}){let[a,r]=x(null),[o,s]=x(null);return j(()=>{W("GET","/api/people/me/stats",void 0,e.token).then(r,l=>{l instanceof re&&l.code==="not_authenticated"&&t(),s(l)})},[e.token]),n("article",{class:"stats","data-testid":"stats",children:[n("h1",{children:i("stats-title",{name:e.name})}),o!==null&&n("p",{class:"refusal",role:"alert",children:X(o)}),!a&&o===null&&n("p",{class:"loading",role:"status",children:i("loading")}),a&&!a.systems.length&&n("p",{children:[i("stats-none")," ",n("a",{href:"/",onClick:l=>{l.preventDefault(),H("/")},children:i("back-home")})]}),a==null?void 0:a.systems.map(l=>n(ts,{stats:l},l.system))]})}function ts({stats:e}){let t=`stats-${e.system}`,a=[[i("stats-matches"),G(e.matches)],[i("stats-wins"),i("stats-wins-rate",{wins:G(e.wins),rate:G(e.win_rate,{style:"percent",maximumFractionDigits:0})})],[i("stats-hands"),i("stats-hands-won",{hands:G(e.hands),won:G(e.hands_won)})],[i("stats-gins"),G(e.gins)],[i("stats-undercuts"),G(e.undercuts)],[i("stats-knocks"),G(e.knocks)],[i("stats-knock-deadwood"),e.mean_knock_deadwood===null?"\u2014":G(e.mean_knock_deadwood,_e)],[i("stats-streak"),G(e.streak)],[i("stats-longest-streak"),G(e.longest_streak)],[i("stats-rating"),e.rating===null?i("stats-not-rated"):i("stats-rating-now",{rating:G(e.rating.rating,_e),matches:e.rating.matches})]];return n("section",{class:"panel stats-system","aria-labelledby":t,"data-system":e.system,children:[n("h2",{id:t,children:i(`system-${e.system}`)}),n("dl",{class:"stats-numbers",children:a.map(([r,o])=>n("div",{children:[n("dt",{children:r}),n("dd",{children:o})]},r))}),e.history.length>0&&n(ns,{points:e.history,system:e.system})]})}function as(e,t,a){let o=Math.max(t-e,1)/a,s=10**Math.floor(Math.log10(o)),l=[1,2,5,10].map(c=>c*s).find(c=>c>=o)??o,d=[];for(let c=Math.floor(e/l)*l;;c+=l)if(d.push(Number(c.toFixed(6))),c>=t-l*1e-6)return d}var We=640,bt=260,Re=52,wt=16,jr=14,Er=40;function ns({points:e,system:t}){let a=e.map(f=>f.rating),r=as(Math.min(...a),Math.max(...a),4),o=r[0]??0,s=r[r.length-1]??1,l=f=>e.length===1?(Re+We-wt)/2:Re+f/(e.length-1)*(We-Re-wt),d=f=>jr+(1-(f-o)/Math.max(s-o,1e-9))*(bt-jr-Er),c=Math.max(1,Math.ceil(e.length/8)),u=new Intl.DateTimeFormat(Pn(),{dateStyle:"medium"}),p=a[0]??0,g=a[a.length-1]??0,m=`chart-${t}-title`,h=`chart-${t}-desc`;return n("figure",{class:"rating-chart","data-testid":"rating-chart",children:[n("svg",{viewBox:`0 0 ${We} ${bt}`,role:"img","aria-labelledby":`${m} ${h}`,preserveAspectRatio:"xMidYMid meet",children:[n("title",{id:m,children:i("stats-chart-title",{system:i(`system-${t}`)})}),n("desc",{id:h,children:i("stats-chart-desc",{count:e.length,first:G(p,_e),last:G(g,_e),high:G(Math.max(...a),_e),low:G(Math.min(...a),_e)})}),n("g",{class:"chart-grid",children:[r.map(f=>n("g",{children:[n("line",{x1:Re,x2:We-wt,y1:d(f),y2:d(f)}),n("text",{x:Re-6,y:d(f),"text-anchor":"end","dominant-baseline":"middle",children:G(f)})]},f)),e.map((f,b)=>b%c===0||b===e.length-1?n("text",{x:l(b),y:bt-Er+18,"text-anchor":"middle",children:G(b+1)},b):null),n("text",{x:(Re+We-wt)/2,y:bt-4,"text-anchor":"middle",class:"chart-axis-name",children:i("stats-chart-x")})]}),n("polyline",{class:"chart-line",points:e.map((f,b)=>`${l(b)},${d(f.rating)}`).join(" ")}),e.map((f,b)=>n("circle",{class:"chart-point",cx:l(b),cy:d(f.rating),r:4,"data-rating":f.rating,children:n("title",{children:i("stats-chart-point",{number:b+1,rating:G(f.rating,_e)})})},f.table))]}),n("figcaption",{children:n("details",{children:[n("summary",{children:i("stats-history-table")}),n("table",{class:"history","data-testid":"rating-history",children:[n("caption",{class:"visually-hidden",children:i("stats-chart-title",{system:i(`system-${t}`)})}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:i("stats-chart-x")}),n("th",{scope:"col",children:i("stats-history-ended")}),n("th",{scope:"col",children:i("leaderboard-rating")})]})}),n("tbody",{children:e.map((f,b)=>n("tr",{children:[n("th",{scope:"row",children:G(b+1)}),n("td",{children:n("time",{dateTime:f.at,children:u.format(new Date(f.at))})}),n("td",{children:G(f.rating,_e)})]},f.table))})]})]})})]})}function Pr({snapshot:e,state:t}){let a=e.table.claim,r=e.you.seat,[o,s]=x(null);if(!a||r===null||a.player===r||e.table.status==="over")return null;let l=C(e.table.seats,a.player),d=`${a.player}:${a.why}`,c=n("button",{type:"button",class:"primary","data-testid":"claim",disabled:t.link!=="open",onClick:()=>t.send({type:"claim"}),children:i("claim-button")});return o===d?n("p",{class:"claim-note",role:"status","data-testid":"claim-waiting",children:[i("claim-waiting",{name:l})," ",c]}):n("section",{class:"panel claim",role:"alert","aria-labelledby":"claim-title","data-testid":"claim-banner",children:[n("h2",{id:"claim-title",children:i(a.why==="away"?"claim-away":"claim-time",{name:l})}),n("p",{children:i("claim-offer")}),n("div",{class:"claim-actions",children:[c,n("button",{type:"button","data-testid":"claim-wait",onClick:()=>s(d),children:i("claim-wait")})]})]})}function rs(e,t){let a=[],r=[],o=0;return e.forEach((s,l)=>{let d=Math.max(0,Math.min(s.cards.length,t-o));d>0&&a.push({...s,cards:s.cards.slice(0,d),group:l,continued:!1}),d<s.cards.length&&r.push({...s,cards:s.cards.slice(d),group:l,continued:d>0}),o+=s.cards.length}),r.length?[a,r]:[a]}function _t(e){return e.reduce((t,a)=>t+a.cards.length,0)}function os(e,t){let a=_t(e),r=e.length;return(t-(r-1)*8-6*r-(a-r)*46)/r}function is(e,t,a){let r=_t(e),o=e.length;return r===o?1/0:(t-(o-1)*8-o*(a+6))/(r-o)}function ss(e,t){let a=Math.min(...e.map(d=>os(d,t.width))),r=Math.max(40,Math.min(t.card,a)),o=Math.min(...e.map(d=>is(d,t.width,r))),s=Math.min(Math.max(.6*r,46),o),l=e.map(_t);return{rows:e,card:r,step:s,whole:e.every(d=>d.every(c=>!c.continued)),balance:Math.abs((l[0]??0)-(l[1]??0))}}function ls(e,t){return Math.abs(e.card-t.card)>.5?e.card>t.card?e:t:e.whole!==t.whole?e.whole?e:t:Math.abs(e.step-t.step)>.5?e.step>t.step?e:t:t.balance<e.balance?t:e}function Ar(e,t){let a=_t(e),r=null;for(let o=1;o<=Math.max(1,Math.min(2,t.rows));o+=1){let s=null,l=o===1||a<2?[a]:Array.from({length:a-1},(d,c)=>c+1);for(let d of l){let c=ss(rs(e,d),t);s=s?ls(s,c):c}if(s){if(s.card>=t.card-.5)return s;r=r&&r.card>=s.card-.5?r:s}}return r??{rows:[],card:t.card,step:46}}var $t="A23456789TJQK",xt="shdc";function vt(e,t){return $t.indexOf(e[0]??"")-$t.indexOf(t[0]??"")||xt.indexOf(e[1]??"")-xt.indexOf(t[1]??"")}function us(e,t){return xt.indexOf(e[1]??"")-xt.indexOf(t[1]??"")||$t.indexOf(e[0]??"")-$t.indexOf(t[0]??"")}function zr(e,t,a,r){if(a==="melds"&&t){let o=new Set(t.melds.flat()),s=t.melds.filter(d=>d.every(c=>e.includes(c))).map(d=>({meld:!0,cards:[...d].sort(vt)})),l=e.filter(d=>!o.has(d)).sort(vt);return l.length&&s.push({meld:!1,cards:l}),s}if(a==="own"){let o=r.filter(l=>e.includes(l)),s=e.filter(l=>!o.includes(l)).sort(vt);return[{meld:!1,cards:[...o,...s]}]}return[{meld:!1,cards:[...e].sort(a==="rank"?vt:us)}]}function ms(){let e=R(null),t=R(null),[a,r]=x(null);return Oe(()=>{let o=e.current,s=t.current,l=o==null?void 0:o.parentElement;if(!o||!s||!l)return;let d=()=>{let u=Number.parseInt(getComputedStyle(l).getPropertyValue("--hand-rows"),10),p={width:Math.floor(o.getBoundingClientRect().width)-1,card:s.getBoundingClientRect().width,rows:u>0?u:2};r(g=>g&&g.width===p.width&&g.card===p.card&&g.rows===p.rows?g:p)};d();let c=new ResizeObserver(d);return c.observe(o),c.observe(s),window.addEventListener("resize",d),()=>{c.disconnect(),window.removeEventListener("resize",d)}},[]),{space:a,width:e,card:t}}function Rr(e){let{space:t,width:a,card:r}=ms(),o=t&&t.width>0?Ar(e.groups,t):null,s=o?o.rows:[e.groups.map((m,h)=>({...m,group:h,continued:!1}))],l={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...o?{"--card-w":`${o.card}px`,"--hand-step":`${o.step}px`}:{}},d=R(null),c=(m,h)=>{m.button===0&&(d.current={card:h,x:m.clientX,y:m.clientY,element:m.currentTarget,moved:!1,pointer:m.pointerId})},u=m=>{let h=d.current;if(!h||h.pointer!==m.pointerId)return;let f=m.clientX-h.x,b=m.clientY-h.y;!h.moved&&Math.hypot(f,b)<10||(h.moved||(h.moved=!0,h.element.setPointerCapture(m.pointerId),h.element.classList.add("dragging")),h.element.style.transform=`translate(${f}px, ${b}px)`)},p=m=>{var $;let h=d.current;if(d.current=null,!h||!h.moved)return;h.element.classList.remove("dragging"),h.element.style.transform="";let f=document.elementsFromPoint(m.clientX,m.clientY);if(f.some(v=>v.closest("[data-drop='pile']"))){e.onPlay(h.card);return}let b=f.map(v=>v.closest("[data-hand-card]")).find(v=>v&&v.dataset.handCard!==h.card);if(b){let v=b.getBoundingClientRect(),w=($=b.nextElementSibling)==null?void 0:$.getBoundingClientRect(),P=m.clientX>v.left+(w?w.left-v.left:v.width)/2,M=e.groups.flatMap(L=>L.cards).filter(L=>L!==h.card),B=M.indexOf(b.dataset.handCard??"");e.onMove(h.card,P?M[B+1]??null:M[B]??null)}else f.some(v=>v.closest(".hand"))&&e.onMove(h.card,null)},g=(m,h)=>{var $;let f=e.groups.flatMap(v=>v.cards),b=f.indexOf(h);if(m.key==="ArrowRight"||m.key==="ArrowLeft"){let v=m.key==="ArrowRight"?1:-1;if(m.shiftKey){let w=f.filter(M=>M!==h),P=Math.max(0,Math.min(w.length,b+v));e.onMove(h,w[P]??null),requestAnimationFrame(()=>{var M;return(M=document.querySelector(`[data-hand-card="${h}"]`))==null?void 0:M.focus()})}else{let w=f[(b+v+f.length)%f.length];w&&(($=document.querySelector(`[data-hand-card="${w}"]`))==null||$.focus())}m.preventDefault()}else(m.key==="Delete"||m.key==="d")&&(e.playable.has(h)&&e.onPlay(h),m.preventDefault())};return n("div",{class:"hand",role:"group","aria-label":e.label,style:l,onPointerMove:u,onPointerUp:p,onPointerCancel:p,children:[n("span",{class:"hand-probe hand-probe-width",ref:a,"aria-hidden":"true"}),n("span",{class:"hand-probe hand-probe-card",ref:r,"aria-hidden":"true"}),s.map((m,h)=>n("div",{class:"hand-row",children:m.map(f=>{var b;return n("div",{class:`hand-group${f.meld?" meld":""}${f.continued?" continued":""}`,role:"group","aria-label":f.meld?i("meld-label",{cards:(((b=e.groups[f.group])==null?void 0:b.cards)??f.cards).map(J).join(", ")}):void 0,children:f.cards.map($=>{var L,I;let v=e.deadwood.has($),w=["hand-card"];e.selected===$&&w.push("selected"),v&&w.push("deadwood"),e.fresh===$&&w.push("fresh"),e.playable.size&&!e.playable.has($)&&w.push("barred");let P=((L=e.knockCards)==null?void 0:L.has($))??!1,M=((I=e.ginCards)==null?void 0:I.has($))??!1;P&&w.push("knock-card"),M&&w.push("gin-card");let B=J($)+(v?`, ${i("deadwood-label")}`:"")+(M?`, ${i("gin-mark")}`:P?`, ${i("knock-mark")}`:"");return n("button",{type:"button",class:w.join(" "),"data-card":$,"data-hand-card":$,"aria-label":B,"aria-pressed":e.selected===$,onClick:()=>e.onSelect($),onDblClick:()=>e.playable.has($)&&e.onPlay($),onPointerDown:K=>c(K,$),onKeyDown:K=>g(K,$),children:[n(Z,{card:$,label:"",fourColour:e.fourColour}),(P||M)&&n("span",{class:`mark ${M?"gin":"knock"}`,"aria-hidden":"true"})]},$)})},f.group)})},h))]})}var ps={pass:{kinds:["pass"],rest:"why-blind-draw"},take:{kinds:["draw_discard"],rest:"hint-why-take"},discard:{kinds:["discard"],rest:"hint-why-discard"},knock:{kinds:["knock"],rest:"hint-why-knock"},"knock-or-play-on":{kinds:["knock"],rest:"hint-why-knock-or-play-on"},"knock-expected":{kinds:["knock"],rest:"hint-why-knock-expected"},gin:{kinds:["knock"],rest:null},"big-gin":{kinds:["big_gin"],rest:"hint-why-big-gin"}};function Mr(e,t){let a={};for(let[r,o]of Object.entries(t.args))o!==void 0&&(a[r]=typeof o=="string"?z(o):Ae(o,ra[r]??{}));return i(e,a)}function Lr(e,t,a){let{action:r}=e;if(r.action==="draw_discard"&&a==="offer"){let o=t;if(o)return i("action-take-upcard",{card:z(o)})}return pe(r,t)}function Nr(e){if(!(e.why.length>0&&e.why.every(r=>me(`why-${r.code}`))))return Kn(e);let a=[];for(let r of e.why){let o=ps[r.code];o&&o.kinds.includes(e.action.action)?o.rest&&a.push(Mr(o.rest,r)):a.push(Mr(`why-${r.code}`,r))}return a.join(", ")}var Or={off:0,slow:560,normal:340,fast:190},Ir={off:0,slow:150,normal:90,fast:50},hs="cubic-bezier(0.2, 0.75, 0.25, 1)",St="ginrummy-motion";function pa(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function Me(e,t){let a=e.getBoundingClientRect();return{left:a.left+t.x,top:a.top+t.y,width:a.width,height:a.height}}var Dr="[role='dialog'], [role='alertdialog'], [data-motion='still']";function ha(e){return Array.from(e.querySelectorAll("[data-card]")).filter(a=>{var o;if(a.closest(Dr))return!1;let r=(o=a.parentElement)==null?void 0:o.closest("[data-card]");return!r||!e.contains(r)})}function fs(){return typeof document<"u"&&document.querySelector("[role='dialog'], [role='alertdialog']")!==null}function fa(e){let t=new Map;return e.querySelectorAll("[data-anchor]").forEach(a=>{let r=a.dataset.anchor;r&&!t.has(r)&&t.set(r,a)}),t}function Hr(e){let t=new Map,a=new Map;if(!e||typeof e.querySelectorAll!="function")return{cards:t,anchors:a};let r=pa();for(let o of ha(e)){let s=o.dataset.card??"",l=t.get(s),d=Me(o,r);l?l.push(d):t.set(s,[d])}for(let[o,s]of fa(e))a.set(o,Me(s,r));return{cards:t,anchors:a}}function Br(e){if(!e||e.speed==="off"||!(e.speed in Or)||typeof document<"u"&&document.visibilityState==="hidden"||fs())return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Kr(e){return typeof e.animate=="function"}function ks(e){if(typeof e.getAnimations=="function"){for(let t of e.getAnimations({subtree:!0}))t.id===St&&t.cancel();return}for(let t of ha(e))if(typeof t.getAnimations=="function")for(let a of t.getAnimations())a.id===St&&a.cancel()}function gs(e){let t=getComputedStyle(e),a=t.transform&&t.transform!=="none"?t.transform:"",r=0,o=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let d=new DOMMatrixReadOnly(a);r=d.m41,o=d.m42}catch{}let[s="0",l="0"]=(t.transformOrigin||"0 0").split(" ");return{transform:a,tx:r,ty:o,ox:parseFloat(s)||0,oy:parseFloat(l)||0}}function ys(e,t){let{from:a,to:r}=e,o=a.width/r.width,s=a.height/r.height;e.entering&&(o=s=Math.min(o,s)),(!Number.isFinite(o)||o<=0)&&(o=1),(!Number.isFinite(s)||s<=0)&&(s=1);let l=a.left+a.width/2-(r.left+r.width/2),d=a.top+a.height/2-(r.top+r.height/2),c=r.width/2+t.tx-t.ox,u=r.height/2+t.ty-t.oy,p=h=>Math.round(h*100)/100,g=`translate(${p(l)}px, ${p(d)}px) translate(${p(c)}px, ${p(u)}px) scale(${p(o*1e3)/1e3}, ${p(s*1e3)/1e3})`+` translate(${p(-c)}px, ${p(-u)}px) ${t.transform}`.trimEnd(),m=`translate(0px, 0px) translate(${p(c)}px, ${p(u)}px) scale(1, 1) translate(${p(-c)}px, ${p(-u)}px) ${t.transform}`.trimEnd();return[{transform:g},{transform:m}]}function Fr(e,t){if(!e.length)return Promise.resolve();let a=e.map(l=>gs(l.element)),r=Or[t.speed],o=[];if(e.forEach((l,d)=>{let c=Math.hypot(l.from.left-l.to.left,l.from.top-l.to.top),u=Math.round(r*Math.min(1.35,Math.max(.8,.75+c/900)));try{let p=l.element.animate(ys(l,a[d]),{duration:u,delay:l.delay,easing:hs,fill:l.delay>0?"backwards":"none"});p.id=St,o.push(p)}catch{}}),!o.length)return Promise.resolve();let s=Math.max(...e.map(l=>l.delay))+r*1.35;return new Promise(l=>{let d=!1,c,u=()=>{d||(d=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",g),l())},p=()=>{for(let m of o)try{m.playState!=="finished"&&m.playState!=="idle"&&m.finish()}catch{m.cancel()}u()},g=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",g),Promise.allSettled(o.map(m=>m.finished)).then(u),c=setTimeout(p,s+600)})}function Gr(e,t,a){var c;if(!e||typeof e.querySelectorAll!="function"||(ks(e),!t||Br(a)))return Promise.resolve();let r=pa(),o=fa(e),s=new Map,l=[],d=0;for(let u of ha(e)){if(!Kr(u))continue;let p=u.dataset.card??"",g=s.get(p)??0;s.set(p,g+1);let m=Me(u,r);if(m.width<1||m.height<1)continue;let h=(c=t.cards.get(p))==null?void 0:c[g];if(h){if(h.width<1||h.height<1||Math.abs(h.left-m.left)<.5&&Math.abs(h.top-m.top)<.5&&Math.abs(h.width-m.width)<.5&&Math.abs(h.height-m.height)<.5)continue;l.push({element:u,from:h,to:m,entering:!1,delay:0});continue}let f=u.dataset.from??"stock";if(f===""||f==="none")continue;let b=t.anchors.get(f)??(o.has(f)?Me(o.get(f),r):void 0);!b||b.width<1||b.height<1||(l.push({element:u,from:b,to:m,entering:!0,delay:0}),d+=1)}if(d>1){let u=0;for(let p of l)p.entering&&(p.delay=u++*Ir[a.speed]*.6)}return Fr(l,a)}function Ur(e,t,a){if(!e||typeof e.querySelectorAll!="function")return Promise.resolve();for(let d of t??[])if(!(!d||typeof d.getAnimations!="function"))for(let c of d.getAnimations())c.id===St&&c.cancel();if(Br(a))return Promise.resolve();let r=fa(e).get("stock");if(!r)return Promise.resolve();let o=pa(),s=Me(r,o);if(s.width<1||s.height<1)return Promise.resolve();let l=[];for(let d of t??[]){if(!d||!d.isConnected||!Kr(d)||d.closest(Dr))continue;let c=Me(d,o);c.width<1||c.height<1||l.push({element:d,from:s,to:c,entering:!0,delay:l.length*Ir[a.speed]})}return Fr(l,a)}var qr=["hello","good-luck","nice","thanks","good-game","rematch"],Tt=null;function bs(e){if(!Tt){Tt=new Map;for(let a of qr)for(let r of An(`chat-preset-${a}`))Tt.set(r,a)}let t=Tt.get(e);return t?i(`chat-preset-${t}`):e}function Yr({state:e,seated:t}){let[a,r]=x(""),o=e.log.filter(l=>l.event.type==="chat"),s=l=>{let d=l.trim().slice(0,200);d&&e.send({type:"chat",text:d})&&r("")};return n("section",{class:"panel chat","aria-label":i("chat"),children:[n("h2",{children:i("chat")}),n("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:o.map((l,d)=>{if(l.event.type!=="chat")return null;let c=l.event.text,u=bs(c);return n("li",{title:u===c?void 0:c,children:[n("strong",{children:[l.event.name,":"]})," ",u]},d)})}),t&&n(F,{children:[n("div",{class:"presets",children:qr.map(l=>n("button",{type:"button",onClick:()=>s(i(`chat-preset-${l}`)),children:i(`chat-preset-${l}`)},l))}),n("form",{class:"chat-form",onSubmit:l=>{l.preventDefault(),s(a)},children:[n("input",{type:"text",maxLength:200,value:a,"aria-label":i("chat-placeholder"),placeholder:i("chat-placeholder"),onInput:l=>r(l.currentTarget.value)}),n("button",{type:"submit",children:i("chat-send")})]})]})]})}function Wr({state:e,seats:t}){let a=e.log.map(r=>Fe(r.event,t)).filter(r=>r!==null);return n("details",{class:"panel log",children:[n("summary",{children:i("log-title")}),n("ol",{"data-testid":"log",children:a.slice(-40).map((r,o)=>n("li",{children:r},o))})]})}function ws(e){return e.hand_seats??[]}function Jr(e,t){return t===null||!e.roles?null:e.roles.box===t?"box":e.roles.captain===t?"captain":"out"}function Zr({state:e,settings:t,setSettings:a,guide:r}){let o=e.snapshot;return o?n(_s,{snapshot:o,state:e,settings:t,setSettings:a,guide:r}):n("p",{class:"loading",role:"status",children:i("loading")})}function _s({snapshot:e,state:t,settings:a,setSettings:r,guide:o}){var va,$a,xa,Sa,Ta,ja,Ea,Ca,Pa,Aa,za;let{table:s,view:l,choices:d,you:c}=e,u=s.seats,p=c.seat,g=Jr(s,p),m=g==="out",h=ws(s),f=t.link==="open",[b,$]=x(null),[v,w]=x(null),[P,M]=x(!1),[B,L]=x(()=>Dn(s.id)),I=R(null),K=R(null),k=R(e.seq);k.current!==e.seq&&(k.current=e.seq,I.current&&(K.current=Hr(I.current))),j(()=>{I.current&&K.current&&Gr(I.current,K.current,{speed:a.speed}),K.current=null},[e.seq]),j(()=>{if(!I.current||e.hand===null)return;let T=[...I.current.querySelectorAll(".hand-card, .back-slot")];Ur(I.current,T,{speed:a.speed})},[e.hand]),j(()=>{b&&!((l==null?void 0:l.hand)??[]).includes(b)&&$(null)},[l==null?void 0:l.hand.join()]);let _=R(null);j(()=>{let T=ee=>{let te=_.current;if(_.current=null,!te)return;document.elementsFromPoint(ee.clientX,ee.clientY).some(Le=>Le.closest(".hand"))&&y.current.has(te)&&S.current({action:te})};return window.addEventListener("pointerup",T),()=>window.removeEventListener("pointerup",T)},[]);let y=R(new Set),S=R(()=>{}),E=T=>{$(null),t.send(m?{type:"advise",action:T}:{type:"act",action:T})};S.current=E;let A=T=>C(u,h[T]),N=(l==null?void 0:l.seat)??null,Q=N===null?null:1-N,de=new Map(((d==null?void 0:d.discards)??[]).map(T=>[T.card,T])),ka=((d==null?void 0:d.to_act)??!1)&&p!==null,ne=ka?new Set((d==null?void 0:d.actions)??[]):new Set,Je=ne.has("discard")?new Set(de.keys()):new Set;y.current=ne;let ga=l?zr(l.hand,d,a.handOrder,B):[],ro=new Set((d==null?void 0:d.deadwood_cards)??[]),oo=(T,ee)=>{let te=ga.flatMap(Le=>Le.cards).filter(Le=>Le!==T),Nt=ee===null?te.length:te.indexOf(ee);te.splice(Nt<0?te.length:Nt,0,T),L(te),Hn(s.id,te),a.handOrder!=="own"&&r({...a,handOrder:"own"})},ya=T=>{Je.has(T)&&E({action:"discard",card:T})},io=T=>{let ee=de.get(T);ee&&w({kind:ee.gin?"gin":"knock",card:T,deadwood:ee.deadwood})},Et=new Set(ne.has("knock")?[...de.values()].filter(T=>T.knock&&!T.gin).map(T=>T.card):[]),Ct=new Set(ne.has("knock")?[...de.values()].filter(T=>T.gin).map(T=>T.card):[]),so=b?de.get(b):void 0,he=l?l.pile[l.pile.length-1]:(va=e.public)==null?void 0:va.pile[e.public.pile.length-1],ba=(l==null?void 0:l.stock_count)??(($a=e.public)==null?void 0:$a.stock_count)??null,ce=(l==null?void 0:l.phase)??((xa=e.public)==null?void 0:xa.phase)??null,Pt=(l==null?void 0:l.knock_limit)??((Sa=e.public)==null?void 0:Sa.knock_limit)??null,wa=(l==null?void 0:l.upcard)??((Ta=e.public)==null?void 0:Ta.upcard)??null,lo=s.spades_double,co=(l==null?void 0:l.taken)??null,ve=l==null?void 0:l.events[l.events.length-1],_a=ve!==void 0&&ve.seat===N&&(ve.action==="draw_stock"||ve.action==="draw_discard"),At=R({hand:[],fresh:null});if(l&&_a){let T=At.current;if(T.fresh===null||!l.hand.includes(T.fresh)){let ee=l.hand.filter(te=>!T.hand.includes(te));T.fresh=(ve==null?void 0:ve.card)??co??(ee.length===1?ee[0]??null:null)}}else At.current={hand:(l==null?void 0:l.hand)??[],fresh:null};let uo=_a?At.current.fresh:null,zt=(ja=l??e.public)==null?void 0:ja.events.at(-1),mo=zt&&zt.action==="discard"&&zt.seat!==N?"opponent":"none",Rt=e.timers.find(T=>T.running),Mt=ce!==null&&ce!=="over"?h[((Ea=l??e.public)==null?void 0:Ea.to_act)??0]??null:null,Lt=l!==null&&d!==null&&!m&&(ne.has("arrange")||ne.has("lay_off"));return n("div",{class:`table${a.fourColour?" four-colour":""}`,ref:I,children:[o,n(vs,{table:s,mySeat:p,toAct:Mt??null,state:t,dealer:h[((Ca=l??e.public)==null?void 0:Ca.dealer)??-1]??null}),g&&n("p",{class:"role-note",children:i(`you-are-${g}`)}),c.role==="spectator"&&n("p",{class:"role-note",children:i("spectating")}),s.status==="waiting"&&n(xs,{table:s}),ce!==null&&n("section",{class:"felt","aria-label":i("hand-number",{number:e.hand??s.hand_number}),children:[n(Vr,{snapshot:e,handSeat:Q??1,name:A(Q??1),fourColour:a.fourColour}),!l&&e.public&&n(Vr,{snapshot:e,handSeat:0,name:A(0),fourColour:a.fourColour}),n("div",{class:"centre",children:[n("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!ne.has("draw_stock"),"aria-label":i("card-stock",{count:ba??0}),onClick:()=>E({action:"draw_stock"}),onPointerDown:()=>{_.current="draw_stock"},children:[n(Z,{card:null,label:""}),n("span",{class:"count","aria-hidden":"true",children:ba})]}),n("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(ne.has("draw_discard")||b!==null&&Je.has(b)),"aria-label":he?i("card-pile",{card:J(he)}):i("card-pile-empty"),onClick:()=>b&&Je.has(b)?ya(b):ne.has("draw_discard")&&E({action:"draw_discard"}),onPointerDown:()=>{_.current="draw_discard"},children:he?n("span",{class:"pile-top","data-card":he,"data-from":mo,children:n(Z,{card:he,label:"",fourColour:a.fourColour})}):n("span",{class:"pile-empty"})}),n("div",{class:"hand-facts",children:[Pt!==null&&n("span",{class:"badge knock-limit",children:Pt===0?i("knock-limit-gin"):i("knock-limit",{limit:Pt})}),lo&&n("span",{class:"badge spades",children:i("spades-double")}),Rt&&n(Es,{seconds:Rt.seconds_left,decision:Rt.decision})]})]}),ce==="offer"&&wa&&Mt!==null&&n("p",{class:"offer-note","data-testid":"offer-note",children:br(wa,C(u,Mt),A(Q??1),l!==null&&!m&&((d==null?void 0:d.to_act)??!1)&&l.to_act===l.seat,(l==null?void 0:l.passes)??0)}),ce==="lay_off"&&!Lt&&((Pa=l??e.public)==null?void 0:Pa.arrangement)&&n(js,{snapshot:e,name:A(((Aa=l??e.public)==null?void 0:Aa.knocker)??0),fourColour:a.fourColour}),Lt&&l&&d&&n(yr,{options:ce==="arrange"?d.arrangements:d.showings,knocker:ce==="lay_off"?((za=l.arrangement)==null?void 0:za.melds)??[]:null,knockerName:A(l.knocker??0),fourColour:a.fourColour,disabled:!f,send:E},`${e.hand}-${ce}`),l&&d&&!Lt&&n("div",{class:"mine",children:[n("div",{class:"hand-tools",children:[n("strong",{class:"deadwood-count","data-testid":"deadwood",children:l.hand.length===11&&d.discards.length?i("your-deadwood-after",{deadwood:Math.min(...d.discards.map(T=>T.deadwood))}):i("your-deadwood",{deadwood:d.deadwood})}),n("label",{class:"sort",children:[i("sort-label")," ",n("select",{value:a.handOrder,onChange:T=>r({...a,handOrder:T.currentTarget.value}),children:[n("option",{value:"melds",children:i("sort-melds")}),n("option",{value:"rank",children:i("sort-rank")}),n("option",{value:"suit",children:i("sort-suit")}),n("option",{value:"own",children:i("sort-own")})]})]})]}),n(Rr,{groups:ga,deadwood:ro,selected:b,playable:Je,fourColour:a.fourColour,fresh:uo,knockCards:Et,ginCards:Ct,label:m?i("hand-label-captain"):i("hand-label"),onSelect:T=>$(b===T?null:T),onPlay:ya,onMove:oo}),(Et.size>0||Ct.size>0)&&n(Ts,{knock:Et.size>0,gin:Ct.size>0}),n(Ss,{actions:ne,view:l,choices:d,selected:b,selectedOption:so,advising:m,send:E,knock:io,live:f,bigGin:()=>w({kind:"big_gin",card:null,deadwood:0})})]})]}),n(Pr,{snapshot:e,state:t}),n(Cs,{snapshot:e,myRole:g,state:t,pileTop:he}),n(Ps,{state:t}),n(As,{state:t,pileTop:he}),n(zs,{state:t,pileTop:he,phase:ce}),n("div",{class:"table-extras",children:[n(Ye,{table:s}),n("div",{class:"buttons",children:[c.hints&&s.status==="playing"&&ka&&!m&&n("button",{type:"button",disabled:!f,onClick:()=>t.send({type:"hint",count:3}),children:i("hint")}),c.hints&&s.status==="playing"&&n("button",{type:"button",disabled:!f,onClick:()=>t.send({type:"undo"}),children:i("undo")}),n("button",{type:"button","aria-expanded":P,onClick:()=>M(!P),children:i("rules")}),n(ur,{system:s.system})]}),P&&n(ht,{rules:s.rules,system:s.system}),n(Yr,{state:t,seated:p!==null}),n(Rs,{state:t,seats:u}),n(Wr,{state:t,seats:u})]}),v&&n(vr,{text:v.kind==="big_gin"?i("confirm-big-gin"):v.kind==="gin"?i("confirm-gin",{card:z(v.card??"")}):i("confirm-knock",{card:z(v.card??""),deadwood:v.deadwood}),onCancel:()=>w(null),disabled:!f,onConfirm:()=>{let T=v;w(null),T.kind==="big_gin"?E({action:"big_gin"}):T.card!==null&&E({action:"knock",card:T.card})}}),s.status==="between_hands"&&n(xr,{snapshot:e,state:t,fourColour:a.fourColour}),s.status==="over"&&n(Sr,{snapshot:e,state:t,fourColour:a.fourColour}),s.status==="closed"&&n("p",{class:"panel",role:"status",children:i("table-closed")})]})}function vs({table:e,mySeat:t,toAct:a,state:r,dealer:o}){let s=Ie(()=>{let d=new Map;for(let c of r.log)(c.event.type==="action"||c.event.type==="advice")&&d.set(c.event.player,c.event);return d},[r.log]),l=new Map;for(let[d,c]of s){let u=Fe(c,e.seats);u&&l.set(d,u)}return n("ul",{class:"seats","aria-label":i("score-title"),children:e.seats.map(d=>n("li",{class:`seat${d.seat===a?" to-act":""}${d.seat===t?" mine":""}`,"data-testid":`seat-${d.seat}`,children:[n("span",{class:"seat-name",children:[C(e.seats,d.seat),d.seat===t?` (${i("seat-you")})`:""]}),n($s,{seat:d,table:e,toAct:a,dealer:o}),l.get(d.seat)&&n("span",{class:"seat-last",children:i("last-action",{action:l.get(d.seat)??""})}),d.kind==="empty"&&t===null&&e.status!=="over"&&n("button",{type:"button",onClick:()=>r.send({type:"sit",seat:d.seat}),children:i("seat-sit")})]},d.seat))})}function $s({seat:e,table:t,toAct:a,dealer:r}){let o=Jr(t,e.seat),s=[];return o&&s.push(i(`role-${o}`)),e.seat===r&&s.push(i("seat-dealer")),e.seat===a&&s.push(i("seat-to-act")),e.away?s.push(i("seat-away")):e.kind==="person"&&!e.connected&&s.push(i("seat-offline")),e.ready&&t.status==="between_hands"&&s.push(i("seat-ready")),n("span",{class:"seat-flags",children:s.map(l=>n("span",{class:"flag",children:l},l))})}function xs({table:e}){let[t,a]=x(!1),r=e.code?`${location.origin}/join/${e.code}`:null;return n("section",{class:"panel waiting","aria-live":"polite",children:[n("p",{children:i("table-waiting")}),r&&n("p",{class:"share",children:[i("table-share")," ",n("a",{href:r,"data-testid":"share-link",children:r})," ",n("button",{type:"button",onClick:()=>{var o;(o=navigator.clipboard)==null?void 0:o.writeText(r).then(()=>a(!0))},children:t?i("private-copied"):i("private-copy")})]})]})}function Vr({snapshot:e,handSeat:t,name:a,fourColour:r}){var d,c;let o=e.view,s=o?o.opponent_hand_size:((d=e.public)==null?void 0:d.hand_sizes[t])??0,l=o?o.opponent_known:((c=e.public)==null?void 0:c.taken_known[t])??[];return n("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[n("p",{class:"opponent-count",children:i("opponent-cards",{name:a,count:s})}),n("div",{class:"backs","aria-hidden":"true",children:Array.from({length:s},(u,p)=>n("span",{class:"back-slot",children:n(Z,{card:null,label:""})},p))}),l.length>0&&n("p",{class:"known",children:[i("opponent-known",{name:a})," ",l.map(u=>n("span",{class:"mini","data-card":u,children:n(Z,{card:u,label:J(u),fourColour:r})},u))]})]})}function Ss(e){let{actions:t,view:a,choices:r,selected:o,selectedOption:s,send:l,live:d}=e,c=a.pile[a.pile.length-1],u=[];if(t.has("draw_stock")&&u.push(n("button",{type:"button",class:"primary",disabled:!d,onClick:()=>l({action:"draw_stock"}),children:i("action-draw-stock")},"stock")),t.has("draw_discard")&&c){let m=a.phase==="offer"?i("action-take-upcard",{card:z(c)}):i("action-draw-discard",{card:z(c)});u.push(n("button",{type:"button",disabled:!d,onClick:()=>l({action:"draw_discard"}),children:m},"pile"))}t.has("pass")&&u.push(n("button",{type:"button",disabled:!d,onClick:()=>l({action:"pass"}),children:i("action-pass")},"pass")),t.has("discard")&&(o&&s?u.push(n("button",{type:"button",class:"primary",disabled:!d,onClick:()=>l({action:"discard",card:o}),children:i("action-discard",{card:z(o)})},"discard")):u.push(n("span",{class:"prompt",children:i("action-choose-card")},"choose")));let p=s!=null&&s.knock&&o?o:r.knock_card,g=p?r.discards.find(m=>m.card===p):void 0;return t.has("knock")&&p&&g&&u.push(n("button",{type:"button",class:g.gin?"gin":"knock","data-testid":"knock",disabled:!d,onClick:()=>e.knock(p),children:g.gin?i("action-gin-with",{card:z(p)}):i("action-knock-with",{card:z(p)})},"knock")),t.has("big_gin")&&u.push(n("button",{type:"button",class:"gin",disabled:!d,onClick:e.bigGin,children:i("action-big-gin")},"big")),u.length?n("div",{class:"actions",role:"toolbar","aria-label":e.advising?i("advise"):i("turn-yours"),children:u}):null}function Ts({knock:e,gin:t}){return n("p",{class:"legend knock-legend","data-testid":"knock-legend",children:[e&&n("span",{children:[n("span",{class:"swatch knock-swatch","aria-hidden":"true"})," ",i("knock-mark-legend")]}),t&&n("span",{children:[n("span",{class:"swatch gin-swatch","aria-hidden":"true"})," ",i("gin-mark-legend")]})]})}function js({snapshot:e,name:t,fourColour:a}){var o;let r=(o=e.view??e.public)==null?void 0:o.arrangement;return r?n("section",{class:"laydown shown","aria-label":i("laydown-knocker",{name:t}),"data-motion":"still",children:[n("h3",{children:i("laydown-knocker",{name:t})}),n(je,{melds:r.melds,extra:r.deadwood_cards,fourColour:a})]}):null}function Es({seconds:e,decision:t}){let[a,r]=x(Math.ceil(e));return j(()=>{let o=performance.now();r(Math.ceil(e));let s=window.setInterval(()=>r(Math.max(0,Math.ceil(e-(performance.now()-o)/1e3))),250);return()=>window.clearInterval(s)},[t,e]),n("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:i("turn-clock",{seconds:a})})}function Cs({snapshot:e,myRole:t,state:a,pileTop:r}){if(t!=="captain"&&t!=="out"||e.table.status!=="playing")return null;let o=e.advice;return n("p",{class:"advice",role:"status","data-testid":"advice",children:[o===null?i("advice-none"):t==="captain"?i("advice-from",{action:pe(o,r)}):i("advice-sent",{action:pe(o,r)}),o!==null&&t==="out"&&n("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:i("advice-withdraw")})]})}function Ps({state:e}){var r;let[t,a]=x(null);return j(()=>{if(a(e.refusal),!e.refusal)return;let o=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(o)},[(r=e.refusal)==null?void 0:r.at]),t?n("div",{class:"refusal",role:"alert","data-testid":"refusal",children:n("strong",{children:qe(t)})}):null}function As({state:e,pileTop:t}){var o;let[a,r]=x(null);return j(()=>{if(r(e.unsent),!e.unsent)return;let s=window.setTimeout(()=>r(null),12e3);return()=>window.clearTimeout(s)},[(o=e.unsent)==null?void 0:o.at]),a?n("div",{class:"refusal",role:"alert","data-testid":"unsent",children:n("strong",{children:a.action?i("action-not-made",{action:pe(a.action,t)}):i("action-not-sent")})}):null}function zs({state:e,pileTop:t,phase:a}){return e.hints?n("section",{class:"panel hints","aria-label":i("hints-title"),children:[n("h2",{children:i("hints-title")}),n("ol",{children:e.hints.map((r,o)=>{let s=Nr(r);return n("li",{"data-testid":"hint-line",children:[n("strong",{children:Lr(r,t,a)}),s&&n("span",{class:"reason",children:[": ",s]})]},o)})}),n("button",{type:"button",onClick:e.clearHints,children:i("action-cancel")})]}):null}function Rs({state:e,seats:t}){let a=e.log[e.log.length-1],r=a?Fe(a.event,t):null;return n("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:r??""})}var Ms=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Ls=new Set(["view","public"]),le=class extends Error{};function Ve(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Qr(e){let{type:t,...a}=e;return a}function Xr(e,t,a){if(!Ve(a))throw new le("changes are not an object");if(t<e.seq)throw new le(`changes as of ${t} to a snapshot as of ${e.seq}`);let r={...e,seq:t};for(let[o,s]of Object.entries(a)){if(!Ms.has(o))throw new le(`unknown part ${o}`);let l=r[o];if(o==="table"){if(!Ve(s)||!Ve(l))throw new le("the table's changes are not an object");r[o]={...l,...s}}else if(Ls.has(o)&&s!==null&&l!==null&&l!==void 0){if(!Ve(s)||!Ve(l))throw new le(`the ${o}'s changes are not an object`);let d={...l};for(let[c,u]of Object.entries(s))if(c==="new_events"){let p=d.events;if(!Array.isArray(p)||!Array.isArray(u))throw new le(`events added to a ${o} without events`);d.events=[...p,...u]}else d[c]=u;r[o]=d}else r[o]=s}return r}var eo=[300,800,1500,3e3,5e3],Os=25e3,jt=class{constructor(t,a,r,o){U(this,"table",t);U(this,"token",a);U(this,"as",r);U(this,"listener",o);U(this,"socket",null);U(this,"held",null);U(this,"seq",0);U(this,"attempt",0);U(this,"stopped",!1);U(this,"missed",[]);U(this,"timer");U(this,"pinger");U(this,"nextId",1);U(this,"pending",null);U(this,"fresh",!1);U(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var t;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(t=this.socket)==null||t.close(1e3),this.socket=null,this.setState("closed")}send(t){var r,o;if(!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open")return!1;let a={...t,id:this.nextId++};if(t.type==="act"||t.type==="ready"){let s=((r=this.held)==null?void 0:r.view)??null;this.pending={intent:a,hand:((o=this.held)==null?void 0:o.hand)??null,turn:(s==null?void 0:s.turn)??null,phase:(s==null?void 0:s.phase)??null}}return this.socket.send(JSON.stringify(a)),!0}tells(t){var o;let a=this.pending,r=((o=this.held)==null?void 0:o.you.seat)??null;return!a||r===null?!1:a.intent.type==="act"?t.type==="action"&&t.player===r&&t.by==="person":t.type==="ready"?t.seat===r:t.type==="deal"}heard(t){t.some(a=>this.tells(a.event))&&(this.pending=null)}resume(t){var d,c,u;let a=this.pending;if(!a)return;this.pending=null;let r=a.intent,o=t.view,s=t.you.seat,l=!1;if(r.type==="act"?l=t.hand===a.hand&&o!==null&&o.turn===a.turn&&o.phase===a.phase&&(((d=t.choices)==null?void 0:d.to_act)??!1)&&(((c=t.choices)==null?void 0:c.actions)??[]).includes(r.action.action):l=t.table.status==="between_hands"&&s!==null&&!(((u=t.table.seats[s])==null?void 0:u.ready)??!0),l){let{id:p,...g}=r;this.send(g)}else r.type==="act"&&this.listener.unsent(r.action)}setState(t){this.state!==t&&(this.state=t,this.listener.state(t))}connect(){let t=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${t}//${location.host}/ws`);this.socket=a,this.missed=[],this.fresh=!0,a.onopen=()=>{let r={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};r.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(r))},a.onmessage=r=>{if(a!==this.socket)return;let o;try{o=JSON.parse(String(r.data))}catch{return this.resync()}this.receive(o)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let t=eo[Math.min(this.attempt,eo.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),t)}resync(){let t=this.socket;this.socket=null,t==null||t.close(4e3),this.connect()}receive(t){switch(t.type){case"welcome":return;case"event":this.missed.push({seq:t.seq,event:t.event});return;case"snapshot":{let a=Qr(t),r=this.fresh&&this.held!==null;this.fresh=!1,this.heard(this.missed),this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Os),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a),r&&this.resume(a);return}case"update":{if(this.held===null||t.seq<this.seq)return this.resync();try{this.held=Xr(this.held,t.seq,t.changes)}catch(a){if(a instanceof le)return this.resync();throw a}this.seq=t.seq,this.heard(t.events),t.events.length&&this.listener.events(t.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(t.hints);return;case"error":{this.pending&&t.id===this.pending.intent.id&&(this.pending=null);let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(t.code)),t.code==="conflict"&&t.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:t.code,message:t.message,field:t.field,reason:t.reason},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Is(e,t){let a=`ginrummy-deck-v1:${e.join(",")}:${t}`,r=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(r)].map(o=>o.toString(16).padStart(2,"0")).join("")}async function to(e,t,a){var o;return(o=globalThis.crypto)!=null&&o.subtle?t.length===52&&new Set(t).size===52&&await Is(t,a)===e?"verified":"mismatch":"unavailable"}var Ds=200;function ao(e,t,a){let[r,o]=x(null),[s,l]=x("connecting"),[d,c]=x([]),[u,p]=x(null),[g,m]=x(null),[h,f]=x(null),[b,$]=x(null),[v,w]=x(null),[P,M]=x(null),B=R({}),L=R(null);return j(()=>{let I=k=>{if(k.type==="commitment")B.current[k.hand]=k.sha256;else if(k.type==="deal")w(null),f(null);else if(k.type==="hand_end"){let _=k.hand,y={hand:_,end:k.end,score:k.score,verdict:"checking"};w(y);let S=B.current[_],E=k.reveal.salt;S===void 0||E===null?w({...y,verdict:"unavailable"}):to(S,k.reveal.deck,E).then(A=>w(N=>N&&N.hand===_?{...N,verdict:A}:N))}else k.type==="match_end"?M({winner:k.winner,totals:k.totals,forfeit:k.forfeit}):k.type==="action"&&f(null)},K=new jt(e,t,a,{snapshot:k=>{var _,y;k.hand!==null&&k.commitment!==null&&((_=B.current)[y=k.hand]??(_[y]=k.commitment)),o(k)},events:k=>{k.forEach(_=>I(_.event)),c(_=>[..._,...k].slice(-Ds))},state:l,refused:(k,_)=>_?m(k):p({...k,at:Date.now()}),hints:f,unsent:k=>$({action:k,at:Date.now()})});return L.current=K,K.open(),()=>K.close()},[e,t,a]),Ie(()=>({snapshot:r,link:s,log:d,refusal:u,fatal:g,hints:h,unsent:b,lastEnd:v,matchEnd:P,commitments:B.current,send:I=>{var k;let K=((k=L.current)==null?void 0:k.send(I))??!1;return!K&&(I.type==="act"||I.type==="ready")&&$({action:I.type==="act"?I.action:null,at:Date.now()}),K},clearHints:()=>f(null)}),[r,s,d,u,g,h,b,v,P])}function Hs(e){let t=document.documentElement;t.dataset.cardSize=e.cardSize,t.classList.toggle("cards-contrast",e.highContrast),t.classList.toggle("four-colour",e.fourColour),t.dataset.speed=e.speed}function Bs(){let[e,t]=x(On),[a,r]=x(mt.get),[o,s]=x(!1),l=Ln(),d=En(e.language);Cn(d),Oe(()=>Hs(e),[e]),Oe(()=>{document.documentElement.dataset.page=l.page},[l.page]),j(()=>{document.title=i("app-title")},[d]);let c=g=>{In(g),t(g)},u=()=>{mt.set(null),r(null)},p;return l.page==="fair"?p=n(Rn,{}):l.page==="replay"?p=n(Tr,{id:l.id,fourColour:e.fourColour}):l.page==="howto"?p=n(mr,{system:l.system,fourColour:e.fourColour,fallback:e.lastSystem}):a?l.page==="join"?p=n(Ws,{code:l.code,identity:a,onUnknown:u}):l.page==="stats"?p=n(Cr,{identity:a,onUnknown:u}):l.page==="table"?p=n(Vs,{id:l.id,identity:a,settings:e,setSettings:c,onUnknown:u},l.id):p=n(ar,{identity:a,settings:e,setSettings:c}):p=n(Ys,{onDone:g=>{mt.set(g),r(g)}}),n(F,{children:[n("header",{class:"top",children:[n("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),H("/")},children:i("app-title")}),a&&n("span",{class:"me",children:a.name}),n(Fs,{chosen:e.language,shown:d,onChange:g=>c({...e,language:g})}),n("button",{type:"button",class:"settings-button","aria-expanded":o,onClick:()=>s(!o),children:[n(Us,{}),n("span",{class:"settings-word",children:i("settings")})]}),o&&n(qs,{settings:e,setSettings:c,identity:a,forget:u,onClose:()=>{var g;s(!1),(g=document.querySelector("header .settings-button"))==null||g.focus()}})]}),n("main",{class:"content",children:p}),n("footer",{class:"bottom",children:n("a",{href:"/fair",onClick:g=>{g.preventDefault(),H("/fair")},children:i("fair-link")})})]})}var Ks={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function no(e){return Ks[e]}function Fs({chosen:e,shown:t,onChange:a}){return n("label",{class:"language",children:[n("span",{class:"language-face","aria-hidden":"true",children:[n(Gs,{}),n("span",{lang:t,children:no(t)})]}),n("select",{value:e??"","aria-label":i("settings-language"),"data-testid":"language",onChange:r=>a(r.currentTarget.value||null),children:[n("option",{value:"",children:i("settings-language-auto")}),Pe.map(r=>n("option",{value:r,lang:r,children:no(r)},r))]})]})}function Gs(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("circle",{cx:"12",cy:"12",r:"9.5"}),n("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function Us(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),n("circle",{cx:"12",cy:"12",r:"3.2"})]})}function qs({settings:e,setSettings:t,identity:a,forget:r,onClose:o}){return n("section",{class:"panel settings","aria-label":i("settings"),"data-testid":"settings",onKeyDown:s=>{s.key==="Escape"&&(s.preventDefault(),o())},children:[n("label",{children:[i("settings-speed")," ",n("select",{value:e.speed,onChange:s=>t({...e,speed:s.currentTarget.value}),children:["off","slow","normal","fast"].map(s=>n("option",{value:s,children:i(`speed-${s}`)},s))})]}),n("label",{children:[i("settings-card-size")," ",n("select",{value:e.cardSize,"data-testid":"card-size",onChange:s=>t({...e,cardSize:s.currentTarget.value}),children:aa.map(s=>n("option",{value:s,children:i(`card-size-${s}`)},s))})]}),n("label",{children:[n("input",{type:"checkbox",checked:e.highContrast,onChange:s=>t({...e,highContrast:s.currentTarget.checked})})," ",i("settings-high-contrast")]}),n("label",{children:[n("input",{type:"checkbox",checked:e.fourColour,onChange:s=>t({...e,fourColour:s.currentTarget.checked})})," ",i("settings-four-colour")]}),n(Xn,{}),a&&n("button",{type:"button",onClick:r,children:i("name-change")})]})}function Ys({onDone:e}){let[t,a]=x(""),[r,o]=x(null),s=async()=>{o(null);try{let l=await W("POST","/api/identities",{name:t.trim()});e(l)}catch(l){o(l)}};return n("form",{class:"panel name-prompt",onSubmit:l=>{l.preventDefault(),s()},children:[n("h1",{children:i("app-title")}),n("p",{children:i("home-tagline")}),n("label",{for:"name",children:i("name-prompt")}),n("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:t,onInput:l=>a(l.currentTarget.value)}),r!==null&&n("p",{class:"refusal",role:"alert",children:X(r)}),n("button",{type:"submit",class:"primary",children:i("name-save")})]})}function Ws({code:e,identity:t,onUnknown:a}){let[r,o]=x(null);return j(()=>{W("POST","/api/tables/join",{code:e},t.token).then(s=>H(`/table/${s.id}${s.seat===null?"?watch=1":""}`,!0),s=>{s instanceof re&&s.code==="not_authenticated"&&a(),o(s)})},[e,t.token]),r!==null?n("p",{class:"refusal",role:"alert",children:X(r)}):n("p",{class:"loading",role:"status",children:i("loading")})}function Vs({id:e,identity:t,settings:a,setSettings:r,onUnknown:o}){let s=new URLSearchParams(location.search),l=s.get("watch")==="1",d=s.get("sit"),c=ao(e,t.token,l?"spectator":"player");return Jn(c),j(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&o()},[c.fatal]),j(()=>{d!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(d)}),history.replaceState(null,"",`/table/${e}`))},[c.snapshot!==null,c.link]),n(F,{children:[c.link==="reconnecting"&&n("div",{class:"banner",role:"status","data-testid":"reconnecting",children:[i("link-reconnecting")," ",i("link-paused")]}),c.fatal&&n("p",{class:"refusal",role:"alert",children:qe(c.fatal)}),!c.fatal&&n(Zr,{state:c,settings:a,setSettings:r,guide:n(Un,{state:c})})]})}Wa(n(Bs,{}),document.getElementById("app"));
