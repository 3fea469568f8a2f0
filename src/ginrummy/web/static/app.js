var ao=Object.defineProperty;var no=(e,t,a)=>t in e?ao(e,t,{enumerable:!0,configurable:!0,writable:!0,value:a}):e[t]=a;var U=(e,t,a)=>no(e,typeof t!="symbol"?t+"":t,a);var et,M,Ra,ro,he,ja,La,Oa,Lt,Ve,Me,Ha,Nt,Ot,Ht,oo,Ze={},Qe=[],io=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,tt=Array.isArray;function ue(e,t){for(var a in t)e[a]=t[a];return e}function It(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function so(e,t,a){var r,o,i,l={};for(i in t)i=="key"?r=t[i]:i=="ref"?o=t[i]:l[i]=t[i];if(arguments.length>2&&(l.children=arguments.length>3?et.call(arguments,2):a),typeof e=="function"&&e.defaultProps!=null)for(i in e.defaultProps)l[i]===void 0&&(l[i]=e.defaultProps[i]);return Je(e,l,r,o,null)}function Je(e,t,a,r,o){var i={type:e,props:t,key:a,ref:r,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++Ra,__i:-1,__u:0};return o==null&&M.vnode!=null&&M.vnode(i),i}function G(e){return e.children}function Ye(e,t){this.props=e,this.context=t}function ve(e,t){if(t==null)return e.__?ve(e.__,e.__i+1):null;for(var a;t<e.__k.length;t++)if((a=e.__k[t])!=null&&a.__e!=null)return a.__e;return typeof e.type=="function"?ve(e):null}function lo(e){if(e.__P&&e.__d){var t=e.__v,a=t.__e,r=[],o=[],i=ue({},t);i.__v=t.__v+1,M.vnode&&M.vnode(i),Dt(e.__P,i,t,e.__n,e.__P.namespaceURI,32&t.__u?[a]:null,r,a??ve(t),!!(32&t.__u),o),i.__v=t.__v,i.__.__k[i.__i]=i,Ba(r,i,o),t.__e=t.__=null,i.__e!=a&&Na(i)}}function Na(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(t){if(t!=null&&t.__e!=null)return e.__e=e.__c.base=t.__e}),Na(e)}function Aa(e){(!e.__d&&(e.__d=!0)&&he.push(e)&&!Xe.__r++||ja!=M.debounceRendering)&&((ja=M.debounceRendering)||La)(Xe)}function Xe(){try{for(var e,t=1;he.length;)he.length>t&&he.sort(Oa),e=he.shift(),t=he.length,lo(e)}finally{he.length=Xe.__r=0}}function Ia(e,t,a,r,o,i,l,d,c,u,m){var g,p,h,k,$,b,_=r&&r.__k||Qe,w=t.length;for(c=co(a,t,_,c,w),g=0;g<w;g++)(h=a.__k[g])!=null&&(p=h.__i!=-1&&_[h.__i]||Ze,h.__i=g,b=Dt(e,h,p,o,i,l,d,c,u,m),k=h.__e,h.ref&&p.ref!=h.ref&&(p.ref&&Kt(p.ref,null,h),m.push(h.ref,h.__c||k,h)),$==null&&k!=null&&($=k),4&h.__u?(c=Da(h,c,e),p.__e&&(p.__e=null)):typeof h.type=="function"&&b!==void 0?c=b:k&&(c=k.nextSibling),h.__u&=-7);return a.__e=$,c}function co(e,t,a,r,o){var i,l,d,c,u,m=a.length,g=m,p=0;for(e.__k=new Array(o),i=0;i<o;i++)(l=t[i])!=null&&typeof l!="boolean"&&typeof l!="function"?(typeof l=="string"||typeof l=="number"||typeof l=="bigint"||l.constructor==String?l=e.__k[i]=Je(null,l,null,null,null):tt(l)?l=e.__k[i]=Je(G,{children:l},null,null,null):l.constructor===void 0&&l.__b>0?l=e.__k[i]=Je(l.type,l.props,l.key,l.ref?l.ref:null,l.__v):e.__k[i]=l,c=i+p,l.__=e,l.__b=e.__b+1,d=null,(u=l.__i=uo(l,a,c,g))!=-1&&(g--,(d=a[u])&&(d.__u|=2)),d==null||d.__v==null?(u==-1&&(o>m?p--:o<m&&p++),typeof l.type!="function"&&(l.__u|=4)):u!=c&&(u==c-1?p--:u==c+1?p++:(u>c?p--:p++,l.__u|=4))):e.__k[i]=null;if(g)for(i=0;i<m;i++)(d=a[i])!=null&&(2&d.__u)==0&&(d.__e==r&&(r=ve(d)),Fa(d,d));return r}function Da(e,t,a){var r,o;if(typeof e.type=="function"){for(r=e.__k,o=0;r&&o<r.length;o++)r[o]&&(r[o].__=e,t=Da(r[o],t,a));return t}e.__e!=t&&(t&&e.type&&!t.parentNode&&(t=ve(e)),t=a.insertBefore(e.__e,t||null));do t=t&&t.nextSibling;while(t!=null&&t.nodeType==8);return t}function uo(e,t,a,r){var o,i,l,d=e.key,c=e.type,u=t[a],m=u!=null&&(2&u.__u)==0;if(u===null&&d==null||m&&d==u.key&&c==u.type)return a;if(r>(m?1:0)){for(o=a-1,i=a+1;o>=0||i<t.length;)if((u=t[l=o>=0?o--:i++])!=null&&(2&u.__u)==0&&d==u.key&&c==u.type)return l}return-1}function Ma(e,t,a){t[0]=="-"?e.setProperty(t,a??""):e[t]=a==null?"":typeof a!="number"||io.test(t)?a:a+"px"}function We(e,t,a,r,o){var i,l;e:if(t=="style")if(typeof a=="string")e.style.cssText=a;else{if(typeof r=="string"&&(e.style.cssText=r=""),r)for(t in r)a&&t in a||Ma(e.style,t,"");if(a)for(t in a)r&&a[t]==r[t]||Ma(e.style,t,a[t])}else if(t[0]=="o"&&t[1]=="n")i=t!=(t=t.replace(Ha,"$1")),l=t.toLowerCase(),t=l in e||t=="onFocusOut"||t=="onFocusIn"?l.slice(2):t.slice(2),e.l||(e.l={}),e.l[t+i]=a,a?r?a[Me]=r[Me]:(a[Me]=Nt,e.addEventListener(t,i?Ht:Ot,i)):e.removeEventListener(t,i?Ht:Ot,i);else{if(o=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{e[t]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&a==1?"":a))}}function za(e){return function(t){if(this.l){var a=this.l[t.type+e];if(t[Ve]==null)t[Ve]=Nt++;else if(t[Ve]<a[Me])return;return a(M.event?M.event(t):t)}}}function Dt(e,t,a,r,o,i,l,d,c,u){var m,g,p,h,k,$,b,_,w,P,O,K,F,L,H,f,v=t.type;if(t.constructor!==void 0)return null;128&a.__u&&(c=!!(32&a.__u),i=[d=t.__e=a.__e]),(m=M.__b)&&m(t);e:if(typeof v=="function"){g=l.length;try{if(w=t.props,P=v.prototype&&v.prototype.render,O=(m=v.contextType)&&r[m.__c],K=m?O?O.props.value:m.__:r,a.__c?_=(p=t.__c=a.__c).__=p.__E:(P?t.__c=p=new v(w,K):(t.__c=p=new Ye(w,K),p.constructor=v,p.render=mo),O&&O.sub(p),p.state||(p.state={}),p.__n=r,h=p.__d=!0,p.__h=[],p._sb=[]),P&&p.__s==null&&(p.__s=p.state),P&&v.getDerivedStateFromProps!=null&&(p.__s==p.state&&(p.__s=ue({},p.__s)),ue(p.__s,v.getDerivedStateFromProps(w,p.__s))),k=p.props,$=p.state,p.__v=t,h)P&&v.getDerivedStateFromProps==null&&p.componentWillMount!=null&&p.componentWillMount(),P&&p.componentDidMount!=null&&p.__h.push(p.componentDidMount);else{if(P&&v.getDerivedStateFromProps==null&&w!==k&&p.componentWillReceiveProps!=null&&p.componentWillReceiveProps(w,K),t.__v==a.__v||!p.__e&&p.shouldComponentUpdate!=null&&p.shouldComponentUpdate(w,p.__s,K)===!1){t.__v!=a.__v&&(p.props=w,p.state=p.__s,p.__d=!1),t.__e=a.__e,t.__k=a.__k,t.__k.some(function(y){y&&(y.__=t)}),Qe.push.apply(p.__h,p._sb),p._sb=[],p.__h.length&&l.push(p),d=ve(a);break e}p.componentWillUpdate!=null&&p.componentWillUpdate(w,p.__s,K),P&&p.componentDidUpdate!=null&&p.__h.push(function(){p.componentDidUpdate(k,$,b)})}if(p.context=K,p.props=w,p.__P=e,p.__e=!1,F=M.__r,L=0,P)p.state=p.__s,p.__d=!1,F&&F(t),m=p.render(p.props,p.state,p.context),Qe.push.apply(p.__h,p._sb),p._sb=[];else do p.__d=!1,F&&F(t),m=p.render(p.props,p.state,p.context),p.state=p.__s;while(p.__d&&++L<25);p.state=p.__s,p.getChildContext!=null&&(r=ue(ue({},r),p.getChildContext())),P&&!h&&p.getSnapshotBeforeUpdate!=null&&(b=p.getSnapshotBeforeUpdate(k,$)),H=m!=null&&m.type===G&&m.key==null?Ga(m.props.children):m,d=Ia(e,tt(H)?H:[H],t,a,r,o,i,l,d,c,u),p.base=t.__e,t.__u&=-161,p.__h.length&&l.push(p),_&&(p.__E=p.__=null)}catch(y){if(l.length=g,t.__v=null,c||i!=null){if(y.then){for(t.__u|=c?160:128;d&&d.nodeType==8&&d.nextSibling;)d=d.nextSibling;i!=null&&(i[i.indexOf(d)]=null),t.__e=d}else if(i!=null)for(f=i.length;f--;)It(i[f])}else t.__e=a.__e;t.__k==null&&(t.__k=a.__k||[]),y.then||Ka(t),M.__e(y,t,a)}}else i==null&&t.__v==a.__v?(t.__k=a.__k,t.__e=a.__e):d=t.__e=po(a.__e,t,a,r,o,i,l,c,u);return(m=M.diffed)&&m(t),128&t.__u?void 0:d}function Ka(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(Ka))}function Ba(e,t,a){for(var r=0;r<a.length;r++)Kt(a[r],a[++r],a[++r]);M.__c&&M.__c(t,e),e.some(function(o){try{e=o.__h,o.__h=[],e.some(function(i){i.call(o)})}catch(i){M.__e(i,o.__v)}})}function Ga(e){return typeof e!="object"||e==null||e.__b>0?e:tt(e)?e.map(Ga):e.constructor!==void 0?null:ue({},e)}function po(e,t,a,r,o,i,l,d,c){var u,m,g,p,h,k,$,b=a.props||Ze,_=t.props,w=t.type;if(w=="svg"?o="http://www.w3.org/2000/svg":w=="math"?o="http://www.w3.org/1998/Math/MathML":o||(o="http://www.w3.org/1999/xhtml"),i!=null){for(u=0;u<i.length;u++)if((h=i[u])&&"setAttribute"in h==!!w&&(w?h.localName==w:h.nodeType==3)){e=h,i[u]=null;break}}if(e==null){if(w==null)return document.createTextNode(_);e=document.createElementNS(o,w,_.is&&_),d&&(M.__m&&M.__m(t,i),d=!1),i=null}if(w==null)b===_||d&&e.data==_||(e.data=_);else{if(i=w=="textarea"&&_.defaultValue!=null?null:i&&et.call(e.childNodes),!d&&i!=null)for(b={},u=0;u<e.attributes.length;u++)b[(h=e.attributes[u]).name]=h.value;for(u in b)h=b[u],u=="dangerouslySetInnerHTML"?g=h:u=="children"||u in _||u=="value"&&"defaultValue"in _||u=="checked"&&"defaultChecked"in _||We(e,u,null,h,o);for(u in _)h=_[u],u=="children"?p=h:u=="dangerouslySetInnerHTML"?m=h:u=="value"?k=h:u=="checked"?$=h:d&&typeof h!="function"||b[u]===h||We(e,u,h,b[u],o);if(m)d||g&&(m.__html==g.__html||m.__html==e.innerHTML)||(e.innerHTML=m.__html),t.__k=[];else if(g&&(e.innerHTML=""),Ia(t.type=="template"?e.content:e,tt(p)?p:[p],t,a,r,w=="foreignObject"?"http://www.w3.org/1999/xhtml":o,i,l,i?i[0]:a.__k&&ve(a,0),d,c),i!=null)for(u=i.length;u--;)It(i[u]);d&&w!="textarea"||(u="value",w=="progress"&&k==null?e.removeAttribute("value"):k!=null&&(k!==e[u]||w=="progress"&&!k||w=="option"&&k!=b[u])&&We(e,u,k,b[u],o),u="checked",$!=null&&$!=e[u]&&We(e,u,$,b[u],o))}return e}function Kt(e,t,a){try{if(typeof e=="function"){var r=typeof e.__u=="function";r&&e.__u(),r&&t==null||(e.__u=e(t))}else e.current=t}catch(o){M.__e(o,a)}}function Fa(e,t,a){var r,o;if(M.unmount&&M.unmount(e),(r=e.ref)&&(r.current&&r.current!=e.__e||Kt(r,null,t)),(r=e.__c)!=null){if(r.componentWillUnmount)try{r.componentWillUnmount()}catch(i){M.__e(i,t)}r.base=r.__P=r.__n=null}if(r=e.__k)for(o=0;o<r.length;o++)r[o]&&Fa(r[o],t,a||typeof e.type!="function");a||It(e.__e),e.__c=e.__=e.__e=void 0}function mo(e,t,a){return this.constructor(e,a)}function Ua(e,t,a){var r,o,i,l;t==document&&(t=document.documentElement),M.__&&M.__(e,t),o=(r=typeof a=="function")?null:a&&a.__k||t.__k,i=[],l=[],Dt(t,e=(!r&&a||t).__k=so(G,null,[e]),o||Ze,Ze,t.namespaceURI,!r&&a?[a]:o?null:t.firstChild?et.call(t.childNodes):null,i,!r&&a?a:o?o.__e:t.firstChild,r,l),Ba(i,e,l),e.props.children=null}et=Qe.slice,M={__e:function(e,t,a,r){for(var o,i,l;t=t.__;)if((o=t.__c)&&!o.__)try{if((i=o.constructor)&&i.getDerivedStateFromError!=null&&(o.setState(i.getDerivedStateFromError(e)),l=o.__d),o.componentDidCatch!=null&&(o.componentDidCatch(e,r||{}),l=o.__d),l)return o.__E=o}catch(d){e=d}throw e}},Ra=0,ro=function(e){return e!=null&&e.constructor===void 0},Ye.prototype.setState=function(e,t){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ue({},this.state),typeof e=="function"&&(e=e(ue({},a),this.props)),e&&ue(a,e),e!=null&&this.__v&&(t&&this._sb.push(t),Aa(this))},Ye.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Aa(this))},Ye.prototype.render=G,he=[],La=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Oa=function(e,t){return e.__v.__b-t.__v.__b},Xe.__r=0,Lt=Math.random().toString(8),Ve="__d"+Lt,Me="__a"+Lt,Ha=/(PointerCapture)$|Capture$/i,Nt=0,Ot=za(!1),Ht=za(!0),oo=0;var Se,q,Bt,qa,nt=0,en=[],W=M,Wa=W.__b,Va=W.__r,Ja=W.diffed,Ya=W.__c,Za=W.unmount,Qa=W.__;function rt(e,t){W.__h&&W.__h(q,e,nt||t),nt=0;var a=q.__H||(q.__H={__:[],__h:[]});return e>=a.__.length&&a.__.push({}),a.__[e]}function x(e){return nt=1,ho(tn,e)}function ho(e,t,a){var r=rt(Se++,2);if(r.t=e,!r.__c&&(r.__=[a?a(t):tn(void 0,t),function(d){var c=r.__N?r.__N[0]:r.__[0],u=r.t(c,d);c!==u&&(r.__N=[u,r.__[1]],r.__c.setState({}))}],r.__c=q,!q.__f)){var o=function(d,c,u){if(!r.__c.__H)return!0;var m=!1,g=r.__c.props!==d;if(r.__c.__H.__.some(function(h){if(h.__N){m=!0;var k=h.__[0];h.__=h.__N,h.__N=void 0,k!==h.__[0]&&(g=!0)}}),i){var p=i.call(this,d,c,u);return m?p||g:p}return!m||g};q.__f=!0;var i=q.shouldComponentUpdate,l=q.componentWillUpdate;q.componentWillUpdate=function(d,c,u){if(this.__e){var m=i;i=void 0,o(d,c,u),i=m}l&&l.call(this,d,c,u)},q.shouldComponentUpdate=o}return r.__N||r.__}function C(e,t){var a=rt(Se++,3);!W.__s&&Ft(a.__H,t)&&(a.__=e,a.u=t,q.__H.__h.push(a))}function ze(e,t){var a=rt(Se++,4);!W.__s&&Ft(a.__H,t)&&(a.__=e,a.u=t,q.__h.push(a))}function z(e){return nt=5,Re(function(){return{current:e}},[])}function Re(e,t){var a=rt(Se++,7);return Ft(a.__H,t)&&(a.__=e(),a.__H=t,a.__h=e),a.__}function fo(){for(var e;e=en.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(at),t.__h.some(Gt),t.__h=[]}catch(a){t.__h=[],W.__e(a,e.__v)}}}W.__b=function(e){q=null,Wa&&Wa(e)},W.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),Qa&&Qa(e,t)},W.__r=function(e){Va&&Va(e),Se=0;var t=(q=e.__c).__H;t&&(Bt===q?(t.__h=[],q.__h=[],t.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(t.__h.some(at),t.__h.some(Gt),t.__h=[],Se=0)),Bt=q},W.diffed=function(e){Ja&&Ja(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&(en.push(t)!==1&&qa===W.requestAnimationFrame||((qa=W.requestAnimationFrame)||go)(fo)),t.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),Bt=q=null},W.__c=function(e,t){t.some(function(a){try{a.__h.some(at),a.__h=a.__h.filter(function(r){return!r.__||Gt(r)})}catch(r){t.some(function(o){o.__h&&(o.__h=[])}),t=[],W.__e(r,a.__v)}}),Ya&&Ya(e,t)},W.unmount=function(e){Za&&Za(e);var t,a=e.__c;a&&a.__H&&(a.__H.__.some(function(r){try{at(r)}catch(o){t=o}}),a.__H=void 0,t&&W.__e(t,a.__v))};var Xa=typeof requestAnimationFrame=="function";function go(e){var t,a=function(){clearTimeout(r),Xa&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(a,35);Xa&&(t=requestAnimationFrame(a))}function at(e){var t=q,a=e.__c;typeof a=="function"&&(e.__c=void 0,a()),q=t}function Gt(e){var t=q;e.__c=e.__(),q=t}function Ft(e,t){return!e||e.length!==t.length||t.some(function(a,r){return a!==e[r]})}function tn(e,t){return typeof t=="function"?t(e):t}var V=class extends Error{constructor(a,r,o,i=null,l=null){super(r);U(this,"code",a);U(this,"status",o);U(this,"field",i);U(this,"retryAfter",l)}};async function X(e,t,a,r){let o={accept:"application/json"};a!==void 0&&(o["content-type"]="application/json"),r&&(o.authorization=`Bearer ${r}`);let i;try{i=await fetch(t,{method:e,headers:o,body:a===void 0?null:JSON.stringify(a)})}catch{throw new V("offline","the server cannot be reached",0)}let l=await i.text(),d=null;try{d=l?JSON.parse(l):null}catch{d=null}if(!i.ok){let c=d??{},u=i.headers.get("retry-after");throw new V(c.code??"internal",c.message??`HTTP ${i.status}`,i.status,c.field??null,u===null?null:Number(u))}return d}var oe=class{constructor(t){this.value=t}valueOf(){return this.value}},I=class extends oe{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},J=class extends oe{constructor(t,a={}){super(t),this.opts=a}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return this.value.toString(10)}},ie=class e extends oe{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof oe)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(t instanceof a.Instant||t instanceof a.PlainDateTime||t instanceof a.PlainDate||t instanceof a.PlainMonthDay||t instanceof a.PlainTime||t instanceof a.PlainYearMonth)return!0}return!1}constructor(t,a={}){t instanceof e?(a={...t.opts,...a},t=t.value):t instanceof oe&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&a.calendar===void 0&&(a={...a,calendar:t.calendarId}),super(t),this.opts=a}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var an=100,ko="\u2068",yo="\u2069";function wo(e,t,a){if(a===t||a instanceof J&&t instanceof J&&a.value===t.value)return!0;if(t instanceof J&&typeof a=="string"){let r=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(a===r)return!0}return!1}function nn(e,t,a){return t[a]?Te(e,t[a].value):(e.reportError(new RangeError("No default")),new I)}function Ut(e,t){let a=[],r=Object.create(null);for(let o of t)o.type==="narg"?r[o.name]=Le(e,o.value):a.push(Le(e,o));return{positional:a,named:r}}function Le(e,t){switch(t.type){case"str":return t.value;case"num":return new J(t.value,{minimumFractionDigits:t.precision});case"var":return bo(e,t);case"mesg":return vo(e,t);case"term":return $o(e,t);case"func":return _o(e,t);case"select":return xo(e,t);default:return new I}}function bo(e,{name:t}){let a;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))a=e.params[t];else return new I(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))a=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new I(`$${t}`);if(a instanceof oe)return a;switch(typeof a){case"string":return a;case"number":return new J(a);case"object":if(ie.supportsValue(a))return new ie(a);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof a}`)),new I(`$${t}`)}}function vo(e,{name:t,attr:a}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new I(t);if(a){let o=r.attributes[a];return o?Te(e,o):(e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new I(`${t}.${a}`))}return r.value?Te(e,r.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new I(t))}function $o(e,{name:t,attr:a,args:r}){let o=`-${t}`,i=e.bundle._terms.get(o);if(!i)return e.reportError(new ReferenceError(`Unknown term: ${o}`)),new I(o);if(a){let d=i.attributes[a];if(d){e.params=Ut(e,r).named;let c=Te(e,d);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new I(`${o}.${a}`)}e.params=Ut(e,r).named;let l=Te(e,i.value);return e.params=null,l}function _o(e,{name:t,args:a}){let r=e.bundle._functions[t];if(!r)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new I(`${t}()`);if(typeof r!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new I(`${t}()`);try{let o=Ut(e,a);return r(o.positional,o.named)}catch(o){return e.reportError(o),new I(`${t}()`)}}function xo(e,{selector:t,variants:a,star:r}){let o=Le(e,t);if(o instanceof I)return nn(e,a,r);for(let i of a){let l=Le(e,i.key);if(wo(e,o,l))return Te(e,i.value)}return nn(e,a,r)}function qt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new I;e.dirty.add(t);let a=[],r=e.bundle._useIsolating&&t.length>1;for(let o of t){if(typeof o=="string"){a.push(e.bundle._transform(o));continue}if(e.placeables++,e.placeables>an)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${an}`);r&&a.push(ko),a.push(Le(e,o).toString(e)),r&&a.push(yo)}return e.dirty.delete(t),a.join("")}function Te(e,t){return typeof t=="string"?e.bundle._transform(t):qt(e,t)}var ot=class{constructor(t,a,r){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=a,this.args=r}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,a){let r=this.bundle._intls.get(t);r||(r={},this.bundle._intls.set(t,r));let o=JSON.stringify(a);return r[o]||(r[o]=new t(this.bundle.locales,a)),r[o]}};function Wt(e,t){let a=Object.create(null);for(let[r,o]of Object.entries(e))t.includes(r)&&(a[r]=o.valueOf());return a}var rn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function on(e,t){let a=e[0];if(a instanceof I)return new I(`NUMBER(${a.valueOf()})`);if(a instanceof J)return new J(a.valueOf(),{...a.opts,...Wt(t,rn)});if(a instanceof ie)return new J(a.toNumber(),{...Wt(t,rn)});throw new TypeError("Invalid argument to NUMBER")}var So=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function sn(e,t){let a=e[0];if(a instanceof I)return new I(`DATETIME(${a.valueOf()})`);if(a instanceof ie||a instanceof J)return new ie(a,Wt(t,So));throw new TypeError("Invalid argument to DATETIME")}var ln=new Map;function dn(e){let t=Array.isArray(e)?e.join(" "):e,a=ln.get(t);return a===void 0&&(a=new Map,ln.set(t,a)),a}var Oe=class{constructor(t,{functions:a,useIsolating:r=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:on,DATETIME:sn,...a},this._useIsolating=r,this._transform=o,this._intls=dn(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:a=!1}={}){let r=[];for(let o=0;o<t.body.length;o++){let i=t.body[o];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){r.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){r.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return r}formatPattern(t,a=null,r=null){if(typeof t=="string")return this._transform(t);let o=new ot(this,r,a);try{return qt(o,t).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new I().toString(o);throw i}}};var Vt=/^(-?[a-zA-Z][\w-]*) *= */gm,cn=/\.([a-zA-Z][\w-]*) *= */y,To=/\*?\[/y,Jt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Eo=/([a-zA-Z][\w-]*)/y,un=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Co=/^[A-Z][A-Z0-9_-]*$/,it=/([^{}\n\r]+)/y,Po=/([^\\"\n\r]*)/y,pn=/\\([\\"])/y,mn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,jo=/^\n+/,hn=/ +$/,Ao=/ *\r?\n/g,Mo=/( *)$/,zo=/{\s*/y,fn=/\s*}/y,Ro=/\[\s*/y,Lo=/\s*] */y,Oo=/\s*\(\s*/y,Ho=/\s*->\s*/y,No=/\s*:\s*/y,Io=/\s*,?\s*/y,Do=/\s+/y,He=class{constructor(t){this.body=[],Vt.lastIndex=0;let a=0;for(;;){let f=Vt.exec(t);if(f===null)break;a=Vt.lastIndex;try{this.body.push(c(f[1]))}catch(v){if(v instanceof SyntaxError)continue;throw v}}function r(f){return f.lastIndex=a,f.test(t)}function o(f,v){if(t[a]===f)return a++,!0;if(v)throw new v(`Expected ${f}`);return!1}function i(f,v){if(r(f))return a=f.lastIndex,!0;if(v)throw new v(`Expected ${f.toString()}`);return!1}function l(f){f.lastIndex=a;let v=f.exec(t);if(v===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,v}function d(f){return l(f)[1]}function c(f){let v=m(),y=u();if(v===null&&Object.keys(y).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:v,attributes:y}}function u(){let f=Object.create(null);for(;r(cn);){let v=d(cn),y=m();if(y===null)throw new SyntaxError("Expected attribute value");f[v]=y}return f}function m(){let f;if(r(it)&&(f=d(it)),t[a]==="{"||t[a]==="}")return g(f?[f]:[],1/0);let v=F();return v?f?g([f,v],v.length):(v.value=L(v.value,jo),g([v],v.length)):f?L(f,hn):null}function g(f=[],v){for(;;){if(r(it)){f.push(d(it));continue}if(t[a]==="{"){f.push(p());continue}if(t[a]==="}")throw new SyntaxError("Unbalanced closing brace");let j=F();if(j){f.push(j),v=Math.min(v,j.length);continue}break}let y=f.length-1,S=f[y];typeof S=="string"&&(f[y]=L(S,hn));let E=[];for(let j of f)j instanceof st&&(j=j.value.slice(0,j.value.length-v)),j&&E.push(j);return E}function p(){i(zo,SyntaxError);let f=h();if(i(fn))return f;if(i(Ho)){let v=b();return i(fn,SyntaxError),{type:"select",selector:f,...v}}throw new SyntaxError("Unclosed placeable")}function h(){if(t[a]==="{")return p();if(r(un)){let[,f,v,y=null]=l(un);if(f==="$")return{type:"var",name:v};if(i(Oo)){let S=k();if(f==="-")return{type:"term",name:v,attr:y,args:S};if(Co.test(v))return{type:"func",name:v,args:S};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:v,attr:y,args:[]}:{type:"mesg",name:v,attr:y}}return w()}function k(){let f=[];for(;;){switch(t[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push($()),i(Io)}}function $(){let f=h();return f.type!=="mesg"?f:i(No)?{type:"narg",name:f.name,value:w()}:f}function b(){let f=[],v=0,y;for(;r(To);){o("*")&&(y=v);let S=_(),E=m();if(E===null)throw new SyntaxError("Expected variant value");f[v++]={key:S,value:E}}if(v===0)return null;if(y===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:y}}function _(){i(Ro,SyntaxError);let f;return r(Jt)?f=P():f={type:"str",value:d(Eo)},i(Lo,SyntaxError),f}function w(){if(r(Jt))return P();if(t[a]==='"')return O();throw new SyntaxError("Invalid expression")}function P(){let[,f,v=""]=l(Jt),y=v.length;return{type:"num",value:parseFloat(f),precision:y}}function O(){o('"',SyntaxError);let f="";for(;;){if(f+=d(Po),t[a]==="\\"){f+=K();continue}if(o('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function K(){if(r(pn))return d(pn);if(r(mn)){let[,f,v]=l(mn),y=parseInt(f||v,16);return y<=55295||57344<=y?String.fromCodePoint(y):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function F(){let f=a;switch(i(Do),t[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return H(t.slice(f,a))}return t[a-1]===" "?H(t.slice(f,a)):!1}function L(f,v){return f.replace(v,"")}function H(f){let v=f.replace(Ao,`
`),y=Mo.exec(f)[1].length;return new st(v,y)}}},st=class{constructor(t,a){this.value=t,this.length=a}};var Ko="([a-z]{2,3}|\\*)",Bo="(?:-([a-z]{4}|\\*))",Go="(?:-([a-z]{2}|\\*))",Fo="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Uo=new RegExp(`^${Ko}${Bo}?${Go}?${Fo}?$`,"i"),fe=class{constructor(t){let a=Uo.exec(t.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,r,o,i,l]=a;r&&(this.language=r.toLowerCase()),o&&(this.script=o[0].toUpperCase()+o.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=l,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,a=!1,r=!1){return(this.language===t.language||a&&this.language===void 0||r&&t.language===void 0)&&(this.script===t.script||a&&this.script===void 0||r&&t.script===void 0)&&(this.region===t.region||a&&this.region===void 0||r&&t.region===void 0)&&(this.variant===t.variant||a&&this.variant===void 0||r&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=Wo(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},gn={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},qo=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Wo(e){if(Object.prototype.hasOwnProperty.call(gn,e))return new fe(gn[e]);let t=new fe(e);return t.language&&qo.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function Yt(e,t,a){let r=new Set,o=new Map;for(let i of t)new fe(i).isWellFormed&&o.set(i,new fe(i));e:for(let i of e){let l=i.toLowerCase(),d=new fe(l);if(d.language!==void 0){for(let c of o.keys())if(l===c.toLowerCase()){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(d.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}d.clearVariants();for(let[c,u]of o.entries())if(u.matches(d,!0,!0)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}if(d.clearRegion(),d.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(d,!0,!1)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}d.clearRegion();for(let[c,u]of o.entries())if(u.matches(d,!0,!0)){if(r.add(c),o.delete(c),a==="lookup")return Array.from(r);if(a==="filtering")continue;continue e}}}return Array.from(r)}function Zt(e,t,{strategy:a="filtering",defaultLocale:r}={}){let o=Yt(Array.from(e??[]).map(String),Array.from(t??[]).map(String),a);if(a==="lookup"){if(r===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");o.length===0&&o.push(r)}else r&&!o.includes(r)&&o.push(r);return o}var kn=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
`;var yn=`# The browser game's words in English: the reference catalog.  Every other catalog
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
`;var wn=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
`;var bn=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
`;var vn=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
`;var Ne=["en","tr","hy","el","lt"],Xo={en:yn,tr:vn,hy:wn,el:kn,lt:bn},$n=new Map;function lt(e){let t=$n.get(e);if(!t){t=new Oe(e,{useIsolating:!1});let a=t.addResource(new He(Xo[e]));a.length&&console.warn(`catalog ${e}: ${a.map(String).join("; ")}`),$n.set(e,t)}return t}function _n(e){if(e&&Ne.includes(e))return e;let[t]=Zt([...navigator.languages],[...Ne],{defaultLocale:"en",strategy:"lookup"});return t??"en"}var Ee="en";function xn(e){Ee=e,document.documentElement.lang=e}function Sn(){return Ee}function s(e,t){for(let a of Ee==="en"?["en"]:[Ee,"en"]){let r=lt(a),o=r.getMessage(e);if(o!=null&&o.value){let i=[],l=r.formatPattern(o.value,t??null,i);if(!i.length)return l}}return e}function Tn(e){return Ne.flatMap(t=>{var o;let a=lt(t),r=(o=a.getMessage(e))==null?void 0:o.value;return r?[a.formatPattern(r,null,[])]:[]})}function Ie(e){return lt(Ee).hasMessage(e)||lt("en").hasMessage(e)}var ei="A23456789TJQK";function Y(e){let t=e[0]??"",a=e[1]??"";return!ei.includes(t)||!"shdc".includes(a)?e:s("card-name",{rank:s(`rank-${t}`),suit:s(`suit-${a}`)})}function R(e){let t={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${e[0]==="T"?"10":e[0]??""}${t[e[1]??""]??""}`}function ee(e,t){return Ie(`error-${e}`)?s(`error-${e}`):t}function D(e,t){return new Intl.NumberFormat(Ee,t).format(e)}var ti=0;function n(e,t,a,r,o,i){t||(t={});var l,d,c=t;if("ref"in c)for(d in c={},t)d=="ref"?l=t[d]:c[d]=t[d];var u={type:e,props:c,key:a,ref:l,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--ti,__i:-1,__u:0,__source:o,__self:i};if(typeof e=="function"&&(l=e.defaultProps))for(d in l)c[d]===void 0&&(c[d]=l[d]);return M.vnode&&M.vnode(u),u}function En(){return n("article",{class:"panel fair","data-testid":"fair",children:[n("h1",{children:s("fair-title")}),n("p",{children:s("fair-body-1")}),n("p",{children:s("fair-body-2")}),n("p",{children:s("fair-body-4")}),n("p",{children:s("fair-body-3")}),n("pre",{children:n("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Cn(e){let[,t,a]=e.split("/");return t==="join"&&a?{page:"join",code:decodeURIComponent(a)}:t==="table"&&a?{page:"table",id:decodeURIComponent(a)}:t==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:t==="fair"?{page:"fair"}:t==="how-to-play"?{page:"howto",system:a?decodeURIComponent(a):null}:t==="stats"?{page:"stats"}:{page:"home"}}var Qt=new Set;function B(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),Qt.forEach(a=>a()),window.scrollTo(0,0)}function Pn(){let[e,t]=x(()=>Cn(location.pathname));return C(()=>{let a=()=>t(Cn(location.pathname));return Qt.add(a),window.addEventListener("popstate",a),()=>{Qt.delete(a),window.removeEventListener("popstate",a)}},[]),e}var Xt="ginrummy.";function $e(e,t){try{let a=localStorage.getItem(Xt+e);return a===null?t:JSON.parse(a)}catch{return t}}function ge(e,t){try{t===null?localStorage.removeItem(Xt+e):localStorage.setItem(Xt+e,JSON.stringify(t))}catch{}}var dt={get:()=>$e("identity",null),set:e=>ge("identity",e)},ea=["small","medium","large"],jn={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function An(){let{largeCards:e,...t}=$e("settings",{}),a={...jn,...t};return e===!0&&(t.cardSize===void 0&&(a.cardSize="large"),t.highContrast===void 0&&(a.highContrast=!0)),ea.includes(a.cardSize)||(a.cardSize=jn.cardSize),a}function Mn(e){ge("settings",e)}function zn(e){return $e(`order.${e}`,[])}function Rn(e,t){ge(`order.${e}`,t)}function N(e,t){if(t==null)return"?";let a=e[t];if(!a)return"?";if(a.kind==="computer"&&a.level&&/^(easy|medium|hard|expert)$/.test(a.level)){let r=e.filter(i=>i.kind==="computer").length>1,o=s("seat-computer",{level:s(`level-${a.level}`)});return r?`${o} ${t+1}`:o}return a.name?a.name:s("seat-empty")}function pe(e,t){let a="card"in e?R(e.card):"";switch(e.action){case"draw_stock":return s("action-draw-stock");case"draw_discard":{let r=t;return r?s("action-draw-discard",{card:R(r)}):s("action-take-pile")}case"pass":return s("action-pass");case"discard":return s("action-discard",{card:a});case"knock":return a?s("action-knock-with",{card:a}):s("action-knock");case"big_gin":return s("action-big-gin");case"arrange":return s("arrange-submit");case"lay_off":return s("layoff-submit")}}var ct={style:"percent",maximumFractionDigits:0},Ln={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},ai={minimumFractionDigits:1,maximumFractionDigits:1},ta={chance:ct,undercut:ct,knock:ct,wait:ct,points:Ln,wait_points:Ln,expected:ai};function On(e){return!e.why.length||!e.why.every(t=>Ie(`why-${t.code}`))?e.reason:e.why.map(t=>{let a={};for(let[r,o]of Object.entries(t.args))o!==void 0&&(typeof o=="string"?a[r]=R(o):a[r]=new J(o,ta[r]??{}));return s(`why-${t.code}`,a)}).join(", ")}function ni(e){return"card"in e&&e.card?R(e.card):null}function De(e,t){switch(e.type){case"action":{let a=N(t,e.player),r=ni(e.action),o;switch(e.action.action){case"draw_stock":o=r?s("event-draw-stock-card",{name:a,card:r}):s("event-draw-stock",{name:a});break;case"draw_discard":o=s("event-draw-discard",{name:a,card:r??""});break;case"pass":o=s("event-pass",{name:a});break;case"discard":o=s("event-discard",{name:a,card:r??""});break;case"knock":o=s("event-knock",{name:a});break;case"big_gin":o=s("event-big-gin",{name:a});break;case"arrange":o=s("event-arrange",{name:a});break;case"lay_off":o=s("event-lay-off",{name:a});break}return e.by==="timeout"&&(o+=" "+s("event-by-timeout")),e.by==="away"&&(o+=" "+s("event-by-away")),o}case"deal":return s("event-deal",{hand:e.hand,name:N(t,e.dealer)});case"advice":{let a=N(t,e.player);return e.action?s("event-advice",{name:a,action:pe(e.action)}):s("event-advice-none",{name:a})}case"undo":return s("event-undo",{name:N(t,e.player)});case"ready":return s("event-ready",{name:N(t,e.seat)});case"hand_end":return Ke(e.end.outcome,"winner"in e.end?e.end.winner:null,t);case"match_end":return e.winner===null?s("match-draw"):s("match-winner",{name:N(t,e.winner)});default:return null}}function Ke(e,t,a){if(e==="draw"||t===null)return s("outcome-draw");let r=`outcome-${e}`;return s(r,{name:N(a,t)})}var aa="guide";function na(){return $e(aa,null)!=="done"}function ra(){ge(aa,null)}function ri(){ge(aa,"done")}async function Nn(e){ra();let t=await X("POST","/api/tables",{system:"standard",options:{},seats:[{kind:"person",level:null},{kind:"computer",level:"easy"}],turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:!0,spectators:null},e.token);B(`/table/${t.id}`)}var Be=["offer","draw","discard","knock","end"];function Hn(e){return e.outcome==="forfeit"?{outcome:e.outcome,winner:null,points:0}:{outcome:e.outcome,winner:e.winner,points:e.points}}function oi(e){let{table:t,you:a}=e;return a.seat!==null&&a.role==="player"&&t.seats.length===2&&t.seats.every(r=>r.seat===a.seat||r.kind==="computer")}function In({state:e}){let[t,a]=x(na),[r,o]=x(new Set),[i,l]=x(null),d=z(0),c=z(null),u=e.snapshot,m=(u==null?void 0:u.you.seat)??null;C(()=>{var _;let $=e.log.filter(w=>w.seq>d.current);if(!$.length)return;d.current=((_=$[$.length-1])==null?void 0:_.seq)??d.current;let b=null;for(let{event:w}of $){let P=ii(w,m,c.current);P&&!r.has(P)&&(b??(b=new Set(r))).add(P),w.type==="hand_end"&&!i&&l(Hn(w.end))}b&&o(b)},[e.log]);let g=i??(e.lastEnd?Hn(e.lastEnd.end):null),p=u&&t&&oi(u)?li(u,r,g):null;if(C(()=>{c.current=p}),!u||!p)return null;let h=()=>{ri(),a(!1)},k=si(p,r);return n("section",{class:"guide panel","aria-labelledby":"guide-title","data-testid":"guide","data-step":p,children:[n("h2",{id:"guide-title",children:[s("guide-title")," ",n("span",{class:"guide-count",children:s("guide-step",{step:k+1,steps:Be.length})})]}),n("p",{"aria-live":"polite","data-testid":"guide-text",children:di(p,u,g)}),n("div",{class:"guide-buttons",children:[p==="end"?n("button",{type:"button",class:"primary",onClick:h,"data-testid":"guide-finish",children:s("guide-finish")}):n("button",{type:"button",onClick:h,"data-testid":"guide-skip",children:s("guide-skip")}),n("a",{href:`/how-to-play/${u.table.system}`,target:"_blank",rel:"noopener",children:s("how-to-play")})]}),n(ui,{selector:ci(p,u)})]})}function ii(e,t,a){if(e.type!=="action"||e.player!==t)return null;switch(e.action.action){case"pass":return"offer";case"draw_discard":return a==="offer"?"offer":"draw";case"draw_stock":return"draw";case"discard":return"discard";case"knock":case"big_gin":return"knock";default:return null}}function si(e,t){if(e==="end")return Be.indexOf("end");if(e==="laydown"||e==="defend")return Be.indexOf("knock");let a=Math.max(0,...[...t].map(r=>Be.indexOf(r)));return e!=="wait"&&!t.has(e)?Math.max(Be.indexOf(e),a):a}function li(e,t,a){if(a)return"end";let{view:r,choices:o,table:i}=e;return i.status==="between_hands"||i.status==="over"?"end":!r||!o?null:r.phase==="arrange"?o.to_act?"laydown":"wait":r.phase==="lay_off"?o.to_act?"defend":"wait":!o.to_act||!o.actions.length?"wait":r.phase==="offer"?"offer":r.phase==="draw"?"draw":r.phase==="discard"?o.discards.some(l=>l.knock)&&!t.has("knock")?"knock":"discard":"wait"}function Dn(e){var a;return(((a=e.choices)==null?void 0:a.discards)??[]).filter(r=>r.knock).sort((r,o)=>r.deadwood-o.deadwood)[0]??null}function di(e,t,a){var g;let{view:r,choices:o,table:i}=t,l=i.seats,d=t.you.seat,c=N(l,((g=l.find(p=>p.seat!==d))==null?void 0:g.seat)??null),u=r==null?void 0:r.pile[r.pile.length-1],m=i.rules;switch(e){case"offer":return s("guide-offer",{card:u?R(u):""});case"draw":return u?s("guide-draw",{card:R(u)}):s("guide-draw-stock");case"discard":{let p=((o==null?void 0:o.discards)??[]).map(h=>h.deadwood);return s("guide-discard",{deadwood:p.length?Math.min(...p):(o==null?void 0:o.deadwood)??0})}case"knock":{let p=Dn(t);return p!=null&&p.gin?s("guide-gin",{card:R(p.card),bonus:Number(m.gin_bonus??0)}):s("guide-knock",{card:R((p==null?void 0:p.card)??""),deadwood:(p==null?void 0:p.deadwood)??0,limit:(r==null?void 0:r.knock_limit)??0})}case"laydown":return s("guide-laydown");case"defend":return s("guide-defend",{name:c});case"wait":return s("guide-wait",{name:c});case"end":{let p=s("guide-end",{target:Number(m.target??0)});if(!a)return p;let h=Ke(a.outcome,a.winner,l);return`${a.winner===null?s("guide-end-draw",{outcome:h}):s("guide-end-scored",{outcome:h,name:N(l,a.winner),points:a.points})} ${p}`}}}function ci(e,t){switch(e){case"offer":return"[data-anchor='pile']";case"draw":return"[data-anchor='stock']";case"discard":return".hand";case"knock":{let a=Dn(t);return a?`[data-hand-card='${a.card}']`:null}case"wait":return"[data-anchor='opponent']";default:return null}}function ui({selector:e}){let t=z(null);return C(()=>{if(t.current&&(t.current.hidden=!0),!e)return;let a=0,r="",o=()=>{let i=t.current,l=e?document.querySelector(e):null,d=l&&!document.querySelector(".modal")?l.getBoundingClientRect():null,c=d?`${d.left},${d.top},${d.width},${d.height}`:"none";i&&c!==r&&(r=c,i.hidden=d===null||d.width===0,d&&(i.style.left=`${d.left-6}px`,i.style.top=`${d.top-6}px`,i.style.width=`${d.width+12}px`,i.style.height=`${d.height+12}px`)),a=requestAnimationFrame(o)};return o(),()=>cancelAnimationFrame(a)},[e]),n("div",{class:"guide-ring",ref:t,hidden:!0,"aria-hidden":"true","data-testid":"guide-ring"})}var Kn="sound";function ia(){return $e(Kn,!1)===!0}var ke=null;function pi(){return typeof AudioContext>"u"?null:(ke??(ke=new AudioContext),ke.state==="suspended"&&ke.resume().catch(()=>{}),ke)}function Bn(e){ge(Kn,e?!0:null),e?oa("turn"):ke==null||ke.suspend().catch(()=>{})}var mi={draw:{peak:.08,notes:[[880,0,.07,"sine"]]},discard:{peak:.12,notes:[[330,0,.09,"triangle"]]},knock:{peak:.16,notes:[[160,0,.08,"square"],[160,.14,.08,"square"]]},gin:{peak:.1,notes:[[523,0,.1,"triangle"],[659,.1,.1,"triangle"],[784,.2,.1,"triangle"],[1047,.3,.22,"triangle"]]},turn:{peak:.07,notes:[[784,0,.12,"sine"],[1175,.12,.18,"sine"]]}};function oa(e){if(!ia()||document.visibilityState!=="visible")return;let t=pi();if(!t)return;let{peak:a,notes:r}=mi[e],o=t.currentTime;for(let[i,l,d,c]of r){let u=t.createOscillator(),m=t.createGain();u.type=c,u.frequency.value=i,m.gain.setValueAtTime(1e-4,o+l),m.gain.exponentialRampToValueAtTime(a,o+l+.01),m.gain.exponentialRampToValueAtTime(1e-4,o+l+d),u.connect(m).connect(t.destination),u.start(o+l),u.stop(o+l+d+.02)}}function hi(e){if(e.type==="action")switch(e.action.action){case"draw_stock":case"draw_discard":return"draw";case"discard":return"discard";case"knock":return"knock";case"big_gin":return"gin";default:return null}return e.type==="hand_end"&&(e.end.outcome==="gin"||e.end.outcome==="big_gin")?"gin":null}function Gn(e){var d,c;let t=z(null),a=z(!1),r=z(null),o=e.log[e.log.length-1];C(()=>{let u=(o==null?void 0:o.seq)??0,m=t.current;if(t.current=u,m===null||u<=m||!a.current)return;let p=e.log.filter(k=>k.seq>m).map(k=>hi(k.event)).filter(k=>k!==null),h=p[p.length-1];h&&oa(h)},[o==null?void 0:o.seq]),C(()=>{a.current=e.link==="open"});let i=((d=e.snapshot)==null?void 0:d.choices)??null,l=!!(i!=null&&i.to_act&&((c=e.snapshot)==null?void 0:c.you.seat)!==null&&i.actions.length);C(()=>{let u=r.current;r.current=l,u===!1&&l&&window.setTimeout(()=>oa("turn"),250)},[l])}function Fn({to:e,children:t,testid:a}){return n("a",{href:e,"data-testid":a,onClick:r=>{r.preventDefault(),B(e)},children:t})}function Un({identity:e,system:t}){let[a,r]=x(null),[o,i]=x(!1),l=async()=>{i(!0),r(null);try{await Nn(e)}catch(d){r(d instanceof V?ee(d.code,d.message):String(d)),i(!1)}};return n("nav",{class:"newcomer-links","aria-label":s("newcomer-links"),children:[n(Fn,{to:`/how-to-play/${t}`,testid:"how-to-play",children:s("how-to-play")}),n(Fn,{to:"/stats",testid:"stats-link",children:s("stats-link")}),n("button",{type:"button",disabled:o,onClick:()=>{l()},"data-testid":"guide-start",children:s("guide-start")}),a&&n("p",{class:"refusal",role:"alert",children:a})]})}function qn(){let[e,t]=x(ia),[a,r]=x(na);return n(G,{children:[n("label",{children:[n("input",{type:"checkbox",checked:e,"data-testid":"sound",onChange:o=>{let i=o.currentTarget.checked;Bn(i),t(i)}})," ",s("settings-sound")]}),n("button",{type:"button",disabled:a,onClick:()=>{ra(),r(!0)},"data-testid":"guide-again",children:a?s("guide-asked"):s("guide-again")})]})}var Ce=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];var fi=["easy","medium","hard","expert"];function ut(e){return e instanceof V?ee(e.code,e.message):String(e)}function Wn({value:e,onChange:t,id:a}){return n("label",{for:a,children:[s("system-label")," ",n("select",{id:a,value:e,onChange:r=>t(r.currentTarget.value),children:Ce.map(r=>n("option",{value:r,children:s(`system-${r}`)},r))})]})}async function Vn(e,t,a,r){return X("POST","/api/tables",{system:t,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:r,spectators:null},e.token)}function Jn({identity:e,settings:t,setSettings:a}){let[r,o]=x(null),[i,l]=x(!1),d=t.lastSystem,c=t.lastLevel,u=d==="three-player"?3:2,m=async()=>{l(!0),o(null);try{let p=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"computer",level:c}))],h=await Vn(e,d,p,!0);B(`/table/${h.id}`)}catch(p){o(ut(p))}finally{l(!1)}},g=async()=>{l(!0),o(null);try{let p=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"person",level:null}))],h=await Vn(e,d,p,!0);B(`/table/${h.id}`)}catch(p){o(ut(p))}finally{l(!1)}};return n("div",{class:"home",children:[n("p",{class:"tagline",children:s("home-tagline")}),n(Un,{identity:e,system:d}),r&&n("p",{class:"refusal",role:"alert",children:r}),n("section",{class:"panel","aria-labelledby":"play-computer",children:[n("h2",{id:"play-computer",children:s("play-computer")}),n("div",{class:"form-row",children:[n(Wn,{id:"system-computer",value:d,onChange:p=>a({...t,lastSystem:p})}),n("label",{for:"level",children:[s("level-label")," ",n("select",{id:"level",value:c,onChange:p=>a({...t,lastLevel:p.currentTarget.value}),children:fi.map(p=>n("option",{value:p,children:s(`level-${p}`)},p))})]}),n("button",{type:"button",class:"primary",disabled:i,onClick:()=>{m()},"data-testid":"play-computer",children:s("play-computer-start")})]})]}),n("section",{class:"panel","aria-labelledby":"play-friend",children:[n("h2",{id:"play-friend",children:s("private-table")}),n("div",{class:"form-row",children:[n(Wn,{id:"system-friend",value:d,onChange:p=>a({...t,lastSystem:p})}),n("button",{type:"button",disabled:i,onClick:()=>{g()},"data-testid":"play-friend",children:s("private-create")})]})]}),n(gi,{identity:e,system:d}),n(ki,{}),n(yi,{system:d,name:e.name})]})}function gi({identity:e,system:t}){let[a,r]=x("idle"),[o,i]=x(null),l=z(void 0),d=async u=>{try{let m=await X("POST","/api/quickmatch",{system:t,computer:u},e.token);if(m.status==="matched"&&m.table){r("idle"),B(`/table/${m.table}`);return}r(m.status==="offer"?"offer":"waiting"),m.status==="waiting"&&(l.current=window.setTimeout(()=>{d(!1)},3e3))}catch(m){r("idle"),i(ut(m))}};C(()=>()=>window.clearTimeout(l.current),[]);let c=()=>{window.clearTimeout(l.current),r("idle")};return n("section",{class:"panel","aria-labelledby":"quick",children:[n("h2",{id:"quick",children:s("quick-match")}),o&&n("p",{class:"refusal",role:"alert",children:o}),a==="idle"&&n("button",{type:"button",onClick:()=>{i(null),d(!1)},children:[s("quick-match-start")," \xB7 ",s(`system-${t}`)]}),a==="waiting"&&n("p",{role:"status",children:[s("quick-match-waiting")," ",n("button",{type:"button",onClick:c,children:s("quick-match-cancel")})]}),a==="offer"&&n("p",{role:"status",children:[s("quick-match-offer")," ",n("button",{type:"button",onClick:()=>{d(!0)},children:s("quick-match-computer")})," ",n("button",{type:"button",onClick:()=>{d(!1)},children:s("quick-match-keep")})]})]})}function ki(){let[e,t]=x(null),[a,r]=x(null),o=()=>{X("GET","/api/tables").then(t,d=>r(ut(d)))};C(o,[]);let i=async d=>{let c=d.seats.find(u=>u.kind==="empty");if(!c)return B(`/table/${d.id}?watch=1`);B(`/table/${d.id}?sit=${c.seat}`)},l=(e??[]).filter(d=>d.status!=="over"&&d.status!=="closed");return n("section",{class:"panel","aria-labelledby":"open-tables",children:[n("h2",{id:"open-tables",children:s("open-tables")}),a&&n("p",{class:"refusal",role:"alert",children:a}),e!==null&&!l.length&&n("p",{children:s("open-tables-none")}),n("ul",{class:"lobby",children:l.map(d=>n("li",{children:[n("span",{children:[s(`system-${d.system}`),": ",d.seats.map(c=>N(d.seats,c.seat)).join(" \xB7 ")]})," ",d.seats.some(c=>c.kind==="empty")&&n("button",{type:"button",onClick:()=>{i(d)},children:s("open-tables-join")}),n("button",{type:"button",onClick:()=>B(`/table/${d.id}?watch=1`),children:s("open-tables-watch")})]},d.id))}),n("button",{type:"button",onClick:o,children:s("open-tables-refresh")})]})}function yi({system:e,name:t}){let[a,r]=x(null);C(()=>{X("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`).then(r,()=>r([]))},[e]);let o=a==null?void 0:a.find(i=>i.name===t);return n("section",{class:"panel","aria-labelledby":"leaderboard",children:[n("h2",{id:"leaderboard",children:[s("leaderboard")," \xB7 ",s(`system-${e}`)]}),o&&n("p",{children:s("your-rating",{rating:o.rating})}),a!==null&&!a.length&&n("p",{children:s("leaderboard-none")}),a!==null&&a.length>0&&n("table",{children:[n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:s("leaderboard-name")}),n("th",{scope:"col",children:s("leaderboard-rating")}),n("th",{scope:"col",children:s("leaderboard-matches")})]})}),n("tbody",{children:a.slice(0,20).map(i=>n("tr",{class:i.name===t?"mine":"",children:[n("td",{children:i.name}),n("td",{children:D(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),n("td",{children:D(i.matches)})]},i.name))})]})]})}var Xn=["s","h","d","c"];function sa(e){return e.charAt(0).toUpperCase()}function er(e){let t=e.charAt(1).toLowerCase();if(!Xn.includes(t))throw new Error(`not a card: ${JSON.stringify(e)}`);return t}function wi(e){return e.length===2&&sa(e)in tr&&Xn.includes(e.charAt(1).toLowerCase())}var bi={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},tr={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},Yn=40,vi=20,$i=70/60,_i=102,Zn=50;function ye(e,t,a,r){let o=r/100;return n("path",{class:"card__suit",d:bi[e],transform:`translate(${t-50*o} ${a-50*o}) scale(${o})`})}function ar(e,t,a,r,o){let i=tr[e];return i?n("path",{class:o,d:i.d,transform:`translate(${t-i.w/2*r} ${a}) scale(${r})`}):null}function Qn({rank:e,suit:t}){return n("g",{class:"card__index",children:[ar(e,Yn,vi,$i,"card__rank"),ye(t,Yn,_i+Zn/2,Zn)]})}var se=(e,t,a)=>`M${e-a} ${t}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,xi={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+se(1,8,4.5)+se(40,3,5)+se(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+se(2,14,4)+se(26,10,4)+se(54,10,4)+se(78,14,4)+se(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+se(30,14,3.5)+se(50,14,3.5)+"M7 37H73V44H7Z"};function Si({rank:e,suit:t}){return n("g",{class:"card__court",children:[n("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),n("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),n("path",{class:"card__crown",d:xi[e]??"",transform:"translate(89 52) scale(0.9)"}),ar(e,125,118,1.6,"card__court-rank"),ye(t,125,268,46)]})}function Ti({card:e}){let t=sa(e),a=er(e),r="JQK".includes(t);return n(G,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("g",{class:"card__centre",children:r?n(Si,{rank:t,suit:a}):t==="A"?n(G,{children:[n("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),ye(a,125,175,92)]}):ye(a,125,176,104)}),n(Qn,{rank:t,suit:a}),n("g",{transform:"rotate(180 125 175)",children:n(Qn,{rank:t,suit:a})})]})}var nr={x0:16,y0:16,x1:234,y1:334};function Ei(e){let{x0:t,y0:a,x1:r,y1:o}=nr,i=[],l=d=>Number(d.toFixed(2));for(let d=t+a+e/2;d<r+o;d+=e){let c=Math.max(t,d-o),u=Math.min(r,d-a);u>c&&i.push(`M${l(c)} ${l(d-c)}L${l(u)} ${l(d-u)}`)}for(let d=t-o+e/2;d<r-a;d+=e){let c=Math.max(t,a+d),u=Math.min(r,o+d);u>c&&i.push(`M${l(c)} ${l(c-d)}L${l(u)} ${l(u-d)}`)}return i.join("")}var Ci=Ei(22);function Pi(){let{x0:e,y0:t,x1:a,y1:r}=nr;return n(G,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("rect",{class:"card__back-field",x:e,y:t,width:a-e,height:r-t,rx:"10"}),n("path",{class:"card__back-lattice",d:Ci}),n("rect",{class:"card__back-line",x:e+9,y:t+9,width:a-e-18,height:r-t-18,rx:"5"}),n("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),n("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),n("g",{class:"card__back-suits",children:[ye("s",125,154,24),ye("h",146,175,24),ye("d",125,196,24),ye("c",104,175,24)]})]})}var ji={s:"black",h:"red",d:"red",c:"black"},Ai={s:"black",h:"red",d:"blue",c:"green"};function Z(e){let t=["card"],a=e.card!==null&&wi(e.card);if(e.card===null)t.push("card--back");else if(!a)t.push("card--unknown");else{let o=er(e.card);t.push(`card--${o}`,`card--${(e.fourColour?Ai:ji)[o]}`),e.fourColour&&t.push("card--four"),"JQK".includes(sa(e.card))&&t.push("card--court")}e.class&&t.push(e.class);let r=e.label!=="";return n("svg",{class:t.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:r?"img":void 0,"aria-label":r?e.label:void 0,"aria-hidden":r?void 0:"true",focusable:"false",children:e.card===null?n(Pi,{}):a?n(Ti,{card:e.card}):n("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function pt({rules:e,system:t}){let a=[],r=o=>Number(e[o]);return a.push(s("rules-target",{target:r("target")})),e.knock_limit_from_upcard?a.push(s("rules-knock-from-upcard")):a.push(s("rules-knock-limit",{limit:r("knock_limit")})),e.oklahoma_spades_double&&a.push(s("rules-spades-double")),a.push(s("rules-gin-bonus",{bonus:r("gin_bonus")})),a.push(s("rules-undercut-bonus",{bonus:r("undercut_bonus")})),a.push(e.big_gin?s("rules-big-gin",{bonus:r("big_gin_bonus")}):s("rules-no-big-gin")),a.push(e.discard_drawn_upcard?s("rules-discard-upcard"):s("rules-no-discard-upcard")),e.scoring==="hollywood"&&a.push(s("rules-hollywood")),r("players")===3&&a.push(s("rules-three-player")),r("line_bonus")>0&&a.push(s("rules-line-bonus",{bonus:r("line_bonus")})),r("game_bonus")>0&&a.push(s("rules-game-bonus",{bonus:r("game_bonus")})),e.shutout&&a.push(s("rules-shutout")),n("section",{class:"panel rules","aria-label":s("rules"),"data-testid":"rules",children:[n("h2",{children:[s("rules"),": ",s(`system-${t}`)]}),n("ul",{children:a.map(o=>n("li",{children:o},o))})]})}function rr({system:e}){return n("a",{class:"how-to-play-link",href:`/how-to-play/${e}`,target:"_blank",rel:"noopener",children:s("how-to-play")})}function mt({cards:e,fourColour:t}){return n("span",{class:"howto-example",role:"img","aria-label":e.map(Y).join(", "),children:e.map(a=>n("span",{class:"mini",children:n(Z,{card:a,label:"",fourColour:t})},a))})}function ne({title:e,rule:t,children:a}){return n("section",{class:"howto-part",children:[n("h2",{children:[e," ",n("span",{class:"rule-id",title:s("howto-rule-id"),children:t})]}),a]})}function or({system:e,fourColour:t,fallback:a}){let r=e&&Ce.includes(e)?e:Ce.includes(a)?a:"standard",[o,i]=x(null),[l,d]=x(null);C(()=>{i(null),X("GET",`/api/rules/${encodeURIComponent(r)}`).then(i,u=>d(u instanceof V?ee(u.code,u.message):String(u)))},[r]);let c=u=>Number((o==null?void 0:o[u])??0);return n("article",{class:"howto","data-testid":"how-to-play","data-system":r,children:[n("h1",{children:s("howto-title",{system:s(`system-${r}`)})}),n("label",{for:"howto-system",children:[s("system-label")," ",n("select",{id:"howto-system",value:r,onChange:u=>B(`/how-to-play/${u.currentTarget.value}`,!0),children:Ce.map(u=>n("option",{value:u,children:s(`system-${u}`)},u))})]}),l&&n("p",{class:"refusal",role:"alert",children:l}),!o&&!l&&n("p",{class:"loading",role:"status",children:s("loading")}),o&&n(G,{children:[n(ne,{title:s("howto-aim-title"),rule:"R2, R5, R8",children:n("p",{children:s("howto-aim",{target:c("target")})})}),n(ne,{title:s("howto-cards-title"),rule:"R1, R2",children:[n("p",{children:s("howto-cards")}),n("p",{children:[s("howto-set")," ",n(mt,{cards:["7s","7h","7c"],fourColour:t})]}),n("p",{children:[s("howto-run")," ",n(mt,{cards:["4h","5h","6h","7h"],fourColour:t})]}),n("p",{children:s("howto-deadwood")})]}),n(ne,{title:s("howto-deal-title"),rule:"R3",children:[n("p",{children:s("howto-deal")}),n("p",{children:c("players")===3?s("howto-deal-box"):o.next_dealer==="alternate"?s("howto-deal-alternate"):s("howto-deal-winner")})]}),n(ne,{title:s("howto-turn-title"),rule:"R4",children:[n("p",{children:s("howto-turn")}),n("p",{children:s("howto-upcard")}),n("p",{children:o.discard_drawn_upcard?s("rules-discard-upcard"):s("rules-no-discard-upcard")})]}),n(ne,{title:s("howto-knock-title"),rule:o.knock_limit_from_upcard?"R5, R9":"R5",children:[n("p",{children:s("howto-knock")}),n("p",{children:o.knock_limit_from_upcard?s("howto-knock-upcard"):s("rules-knock-limit",{limit:c("knock_limit")})}),n("p",{children:s("howto-gin")}),n("p",{children:o.big_gin?s("rules-big-gin",{bonus:c("big_gin_bonus")}):s("rules-no-big-gin")})]}),n(ne,{title:s("howto-layoff-title"),rule:"R6",children:[n("p",{children:[s("howto-layoff")," ",n(mt,{cards:["5d","6d","7d"],fourColour:t})," + ",n(mt,{cards:["8d"],fourColour:t})]}),n("p",{children:s("howto-layoff-gin")})]}),n(ne,{title:s("howto-drawn-title"),rule:"R7",children:n("p",{children:s("howto-drawn")})}),n(ne,{title:s("howto-score-title"),rule:"R8",children:n("ul",{children:[n("li",{children:s("howto-score-knock")}),n("li",{children:s("howto-score-undercut",{bonus:c("undercut_bonus")})}),n("li",{children:s("howto-score-gin",{bonus:c("gin_bonus")})}),n("li",{children:o.scoring==="hollywood"?s("howto-score-hollywood",{target:c("target")}):c("players")===3?s("howto-score-three",{target:c("target")}):s("howto-score-game",{target:c("target")})})]})}),!!o.knock_limit_from_upcard&&n(ne,{title:s("system-oklahoma"),rule:"R9",children:[n("p",{children:s("howto-oklahoma")}),!!o.oklahoma_ace_requires_gin&&n("p",{children:s("howto-oklahoma-ace-gin")}),!!o.oklahoma_spades_double&&n("p",{children:s("rules-spades-double")})]}),o.scoring==="hollywood"&&n(ne,{title:s("system-hollywood"),rule:"R10",children:[n("p",{children:s("howto-hollywood-sheet")}),n("p",{children:s("howto-hollywood-entries")}),n("p",{children:s("howto-hollywood-won",{target:c("target")})})]}),c("players")===3&&n(ne,{title:s("system-three-player"),rule:"R11",children:[n("p",{children:s("howto-three-roles")}),n("p",{children:s("howto-three-play")}),n("p",{children:s("howto-three-after")})]}),n(pt,{rules:o,system:r})]}),n("p",{class:"howto-links",children:n("a",{href:"/",onClick:u=>{u.preventDefault(),B("/")},children:s("back-home")})})]})}var ir="A23456789TJQK",sr="shdc";function _e(e){return[...e].sort((t,a)=>ir.indexOf(t[0]??"")-ir.indexOf(a[0]??"")||sr.indexOf(t[1]??"")-sr.indexOf(a[1]??""))}function lr(e,t,a){var i;let r=(e.layoffs??[]).find(l=>l.card===t);if(r)return`k${r.meld}`;let o=(i=e.melds)==null?void 0:i.find(l=>l.includes(t));return o?`m:${o.filter(l=>l!==t&&l!==a).sort().join(",")}`:"d"}function Mi(e,t,a){switch(a.kind){case"knocker":return(e.layoffs??[]).some(r=>r.card===t&&r.meld===a.meld);case"deadwood":return(e.deadwood_cards??[]).includes(t);case"meld":{let r=a.cards.filter(o=>o!==t);return(e.melds??[]).some(o=>o.includes(t)&&r.every(i=>o.includes(i)))}}}function zi(e){return[...(e.melds??[]).flat(),...(e.layoffs??[]).map(t=>t.card),...e.deadwood_cards??[]]}function dr(e,t,a,r){let o=e[t];if(!o)return null;let i=zi(o).filter(u=>u!==a),l=null,d=-1,c=1/0;return e.forEach((u,m)=>{if(!Mi(u,a,r))return;let g=i.filter(h=>lr(u,h,a)===lr(o,h,a)).length,p=u.deadwood??0;(g>d||g===d&&p<c)&&(l=m,d=g,c=p)}),l}function ht(e,t){var o;let a=(e.layoffs??[]).find(i=>i.card===t);if(a)return{kind:"knocker",meld:a.meld};let r=(o=e.melds)==null?void 0:o.find(i=>i.includes(t));return r?{kind:"meld",cards:r}:{kind:"deadwood"}}function ft(e,t){return e.kind!==t.kind?!1:e.kind==="knocker"&&t.kind==="knocker"?e.meld===t.meld:e.kind==="meld"&&t.kind==="meld"?e.cards.length===t.cards.length&&e.cards.every(a=>t.cards.includes(a)):!0}function cr(e){return e.kind==="knocker"?`k${e.meld}`:e.kind==="meld"?`m:${e.cards.join(",")}`:"d"}function Ri(e){return e==="d"?{kind:"deadwood"}:e.startsWith("k")?{kind:"knocker",meld:Number(e.slice(1))}:e.startsWith("m:")?{kind:"meld",cards:e.slice(2).split(",")}:null}function ur({options:e,knocker:t,knockerName:a,fourColour:r,disabled:o,send:i}){let[l,d]=x(0),[c,u]=x(null),[m,g]=x(null),p=z(null),h=e[l]??e[0];if(!h)return null;let k=h.layoffs??[],$=t!==null,b=$?s("layoff-title"):s("arrange-title"),_=(y,S)=>{if(u(null),ft(ht(h,y),S))return;let E=dr(e,l,y,S);if(E===null){g(s("laydown-cannot",{card:R(y)}));return}g(null),d(E)},w=(y,S,E)=>{if(c===null){E&&(u(y),g(null));return}if(c===y)return u(null);if(E&&ft(ht(h,c),S))return u(y);_(c,S)},P=(y,S)=>{y.button===0&&(p.current={card:S,x:y.clientX,y:y.clientY,element:y.currentTarget,moved:!1,pointer:y.pointerId})},O=y=>{let S=p.current;if(!S||S.pointer!==y.pointerId)return;let E=y.clientX-S.x,j=y.clientY-S.y;!S.moved&&Math.hypot(E,j)<10||(S.moved||(S.moved=!0,S.element.setPointerCapture(y.pointerId),S.element.classList.add("dragging")),S.element.style.transform=`translate(${E}px, ${j}px)`)},K=y=>{let S=p.current;if(p.current=null,!S||!S.moved)return;S.element.classList.remove("dragging"),S.element.style.transform="";let E=document.elementsFromPoint(y.clientX,y.clientY).filter(Q=>!S.element.contains(Q)).map(Q=>Q.closest("[data-place]")).find(Q=>Q!==null),j=E?Ri(E.dataset.place??""):null;j&&_(S.card,j);let A=Q=>{Q.stopPropagation(),Q.preventDefault()};S.element.addEventListener("click",A,{capture:!0,once:!0}),window.setTimeout(()=>S.element.removeEventListener("click",A,{capture:!0}),0)},F=(y,S,E,j)=>{let A=["laydown-card"];c===y&&A.push("picked"),j&&A.push("laid-off"),E||A.push("theirs");let Q=`${Y(y)}${j?`, ${s("laid-off")}`:""}`;return n("button",{type:"button",class:A.join(" "),"data-laydown-card":y,"aria-label":Q,"aria-pressed":E?c===y:void 0,onClick:()=>w(y,S,E),onPointerDown:E?de=>P(de,y):void 0,children:n(Z,{card:y,label:"",fourColour:r})},y)},L=y=>c!==null&&!ft(ht(h,c),y)?n("button",{type:"button",class:"put-here",onClick:()=>_(c,y),children:s("laydown-here",{card:R(c)})}):null,H=(y,S,E,j="")=>n("div",{class:`laydown-group ${j}`,role:"group","aria-label":S,"data-place":cr(y),children:[y.kind==="deadwood"&&n("span",{class:"group-name","aria-hidden":"true",children:S}),n("div",{class:"laydown-cards",children:E.map(({card:A,mine:Q,laidOff:de})=>F(A,y,Q,de))}),L(y)]},cr(y)),f=h.melds.map(y=>{let S=_e(y);return H({kind:"meld",cards:y},s("meld-label",{cards:S.map(R).join(" ")}),S.map(j=>({card:j,mine:!0,laidOff:!1})),"meld")}),v=H({kind:"deadwood"},s("laydown-deadwood"),_e(h.deadwood_cards).map(y=>({card:y,mine:!0,laidOff:!1})),"deadwood");return n("section",{class:"laydown","aria-label":b,"data-motion":"still","data-testid":"laydown",onPointerMove:O,onPointerUp:K,onPointerCancel:K,children:[n("div",{class:"laydown-bar",children:[n("h3",{children:b}),n("strong",{"data-testid":"laydown-deadwood",children:s("end-deadwood",{deadwood:h.deadwood})}),n("button",{type:"button",class:"primary","data-testid":"laydown-submit",disabled:o,onClick:()=>i($?{action:"lay_off",melds:h.melds,layoffs:k}:{action:"arrange",melds:h.melds}),children:s("arrange-submit")}),l!==0&&n("button",{type:"button",onClick:()=>{d(0),u(null),g(null)},children:s("laydown-best")})]}),n("p",{class:"laydown-help",role:"status","aria-live":"polite",children:m??(c!==null?s("laydown-picked",{card:R(c)}):s($?"laydown-help-layoff":"laydown-help"))}),t&&n("div",{class:"laydown-row","data-testid":"knocker-melds",children:[n("h4",{children:s("laydown-knocker",{name:a})}),n("div",{class:"laydown-melds",children:t.map((y,S)=>{let E=k.filter(A=>A.meld===S).map(A=>A.card),j=_e([...y,...E]).map(A=>({card:A,mine:E.includes(A),laidOff:E.includes(A)}));return H({kind:"knocker",meld:S},s("meld-label",{cards:j.map(({card:A})=>R(A)).join(" ")}),j,"meld knocker")})}),k.length>0&&n(la,{})]}),n("div",{class:"laydown-row","data-testid":"own-melds",children:[n("h4",{children:s("laydown-yours")}),n("div",{class:"laydown-melds",children:[f,v]})]})]})}function la(){return n("p",{class:"legend","data-testid":"laid-off-legend",children:[n("span",{class:"swatch laid-off-swatch","aria-hidden":"true"})," ",s("laid-off")]})}function gt(e,t){let a=l=>N(t,l);if(e.outcome==="draw")return s("story-draw");let r=[],o=e.knocker,i=o===null?null:e.seats.find(l=>l!==o)??null;return e.outcome==="gin"?r.push(s("story-gin",{name:a(o)})):e.outcome==="big_gin"?r.push(s("story-big-gin",{name:a(o)})):r.push(s("story-knock",{name:a(o),deadwood:e.knocker_deadwood??0})),e.layoffs>0&&r.push(s("story-layoffs",{name:a(i),count:e.layoffs})),e.outcome==="undercut"?r.push(s("story-undercut",{name:a(e.winner),points:e.points})):r.push(s("story-scores",{name:a(e.winner),points:e.points})),r.join(" \xB7 ")}function pr(e,t,a,r,o){let i=R(e);return r?o===0?s("offer-first",{card:i,name:a}):s("offer-second",{card:i,name:a}):s("offer-watch",{name:t,card:i})}function Ge({table:e,handsOpen:t=!1}){var l;let a=((l=e.score)==null?void 0:l.games)??[];if(!a.length)return null;let r=e.target,o=e.roles,i=d=>o?o.box===d?"box":o.captain===d?"captain":"out":null;return n("div",{class:"score",children:[n("table",{class:"score-sheet","data-testid":"score-sheet",children:[n("caption",{children:[s("score-title")," ",n("span",{class:"target",children:["(",s("score-target",{target:r}),")"]})]}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:s("leaderboard-name")}),a.map((d,c)=>n("th",{scope:"col",class:d.winner!==null?"finished":"",children:[s("score-game",{number:c+1}),d.winner!==null?` (${s("score-finished")})`:""]},c))]})}),n("tbody",{children:e.seats.map(d=>{let c=i(d.seat);return n("tr",{children:[n("th",{scope:"row",children:[N(e.seats,d.seat),c?n("span",{class:"flag",children:s(`role-${c}`)}):null]}),a.map((u,m)=>{let g=u.scores[d.seat]??0;return n("td",{class:`${u.winner!==null?"finished":""}${u.winner===d.seat?" winner":""}`,title:s("score-hands-won",{count:u.hands_won[d.seat]??0}),children:[n("span",{class:"points","data-testid":"score-points",children:s("score-of-target",{points:g,target:r})}),n("span",{class:"progress","aria-hidden":"true",children:n("span",{style:{width:`${Math.min(100,100*g/Math.max(1,r))}%`}})})]},m)})]},d.seat)})})]}),e.hands.length>0&&n(Li,{table:e,open:t})]})}function Li({table:e,open:t}){var i,l;let a=((l=(i=e.score)==null?void 0:i.games)==null?void 0:l.length)??1,r=e.seats,o=a>1;return n("details",{class:"score-hands-box",open:t,children:[n("summary",{children:s("score-hands-title")}),n("table",{class:"score-hands","data-testid":"score-hands",children:[n("thead",{children:[o&&n("tr",{children:[n("td",{colSpan:2}),Array.from({length:a},(d,c)=>n("th",{scope:"colgroup",colSpan:r.length,children:s("score-game",{number:c+1})},c))]}),n("tr",{children:[n("th",{scope:"col",children:s("score-hand")}),n("th",{scope:"col",children:s("score-what")}),Array.from({length:a},(d,c)=>r.map(u=>n("th",{scope:"col",children:N(r,u.seat)},`${c}-${u.seat}`)))]})]}),n("tbody",{children:e.hands.map(d=>n(Oi,{line:d,table:e,games:a},d.hand))})]})]})}function Oi({line:e,table:t,games:a}){let r=t.seats;return n("tr",{"data-testid":"score-hand-row",children:[n("th",{scope:"row",children:e.hand}),n("td",{class:"what",children:gt(e,r)}),Array.from({length:a},(o,i)=>r.map(l=>{var c;let d=e.winner===l.seat&&e.games.includes(i);return n("td",{class:d?"scored":"",children:[((c=e.scores[i])==null?void 0:c[l.seat])??0,d&&n("span",{class:"added",children:[" (+",e.points,")"]})]},`${i}-${l.seat}`)}))]})}function da({title:e,children:t,label:a,onClose:r}){let o=z(null);return C(()=>{var l,d;(d=(l=o.current)==null?void 0:l.querySelector("button.primary, button, input, [tabindex]"))==null||d.focus()},[]),n("div",{class:"modal-backdrop",children:n("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??e,ref:o,onKeyDown:l=>{if(l.key==="Escape"&&r&&(l.preventDefault(),r()),l.key==="Tab"&&o.current){let d=[...o.current.querySelectorAll("button, input, select, a[href]")].filter(m=>!m.hasAttribute("disabled")),c=d[0],u=d[d.length-1];l.shiftKey&&document.activeElement===c?(u==null||u.focus(),l.preventDefault()):!l.shiftKey&&document.activeElement===u&&(c==null||c.focus(),l.preventDefault())}},children:[n("h2",{children:e}),t]})})}function xe({melds:e,fourColour:t,layoffs:a,extra:r}){let o=new Set(Object.values(a??{}).flat());return n("div",{class:"melds",children:[e.map((i,l)=>{let d=_e([...i,...(a==null?void 0:a[l])??[]]);return n("div",{class:"meld-row",role:"group","aria-label":s("meld-label",{cards:d.map(Y).join(", ")}),children:d.map(c=>o.has(c)?n("span",{class:"mini laid-off","data-card":c,children:n(Z,{card:c,label:`${Y(c)}, ${s("laid-off")}`,fourColour:t})},c):n("span",{class:"mini","data-card":c,children:n(Z,{card:c,label:Y(c),fourColour:t})},c))},l)}),r&&r.length>0&&n("div",{class:"meld-row deadwood-row",children:_e(r).map(i=>n("span",{class:"mini","data-card":i,children:n(Z,{card:i,label:`${Y(i)}, ${s("deadwood-label")}`,fourColour:t})},i))}),o.size>0&&n(la,{})]})}function mr({text:e,onConfirm:t,onCancel:a,disabled:r=!1}){return n(da,{title:s("action-confirm"),onClose:a,children:[n("p",{children:e}),n("div",{class:"actions",children:[n("button",{type:"button",class:"primary",disabled:r,onClick:t,children:s("action-confirm")}),n("button",{type:"button",onClick:a,children:s("action-cancel")})]})]})}function hr({snapshot:e,state:t,fourColour:a}){var k,$,b,_;let r=e.view??e.public,o=e.table,i=o.hand_seats??[],l=o.hands.find(w=>w.hand===e.hand)??null,d=(r==null?void 0:r.result)??null,c=o.seats,u=t.lastEnd,m=d&&d.winner!==null?i[d.winner]??null:null,g=(d==null?void 0:d.knocker)??(r==null?void 0:r.knocker)??null,p={};for(let w of((k=r==null?void 0:r.showing)==null?void 0:k.layoffs)??[])(p[$=w.meld]??(p[$]=[])).push(w.card);let h=(d==null?void 0:d.score)??null;return n(G,{children:[n("p",{class:"outcome","data-testid":"outcome",children:d?Ke(d.outcome,m,c):""}),l&&n("p",{class:"story","data-testid":"story",children:gt(l,c)}),(d==null?void 0:d.draw_reason)&&n("p",{children:s(`draw-${d.draw_reason}`)}),(r==null?void 0:r.arrangement)&&g!==null&&n("section",{children:[n("h3",{children:[s("end-knocker",{name:N(c,i[g])})," \xB7 ",s("end-deadwood",{deadwood:r.arrangement.deadwood})]}),n(xe,{melds:r.arrangement.melds,layoffs:p,extra:r.arrangement.deadwood_cards,fourColour:a})]}),(r==null?void 0:r.showing)&&g!==null&&n("section",{children:[n("h3",{children:[s("end-defender",{name:N(c,i[1-g])})," \xB7 ",s("end-deadwood",{deadwood:r.showing.deadwood})]}),n(xe,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:a})]}),h&&n("table",{class:"itemised","data-testid":"itemised",children:n("tbody",{children:[n("tr",{children:[n("th",{scope:"row",children:s("end-score-difference")}),n("td",{children:h.difference})]}),h.bonus>0&&n("tr",{children:[n("th",{scope:"row",children:s("end-score-bonus")}),n("td",{children:["+",h.bonus]})]}),h.multiplier>1&&n("tr",{children:[n("th",{scope:"row",children:s("end-score-multiplier")}),n("td",{children:["\xD7",h.multiplier]})]}),n("tr",{class:"total",children:n("th",{scope:"row",colSpan:2,children:s("end-score-points",{name:N(c,m),points:h.points})})})]})}),u&&"knocker"in u.end&&u.end.games.length>0&&(((_=(b=o.score)==null?void 0:b.games)==null?void 0:_.length)??1)>1&&n("p",{class:"games",children:s("end-games",{games:u.end.games.map(w=>s("score-game",{number:w+1})).join(", ")})}),u&&n("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${s("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${s("end-verify-failed")}`:u.verdict==="unavailable"?s("end-verify-unavailable"):""," ",n("a",{href:"/fair",onClick:w=>{w.preventDefault(),B("/fair")},children:s("end-verify-how")})]})]})}function fr({snapshot:e,state:t,fourColour:a}){var d;let r=e.table,o=e.you.seat,i=o!==null&&((d=r.seats[o])==null?void 0:d.ready),l=t.link==="open";return n(da,{title:s("end-dialog-title",{hand:e.hand??r.hand_number}),children:[o!==null&&(i?n("p",{role:"status",children:s("ready-waiting")}):n("button",{type:"button",class:"primary","data-testid":"ready",disabled:!l,onClick:()=>t.send({type:"ready"}),children:s("ready")})),n(hr,{snapshot:e,state:t,fourColour:a}),n(Ge,{table:r,handsOpen:!0})]})}function gr({snapshot:e,state:t,fourColour:a}){var c;let r=e.table,o=t.matchEnd,i=r.score,l=(i==null?void 0:i.games)??[],d=(o==null?void 0:o.winner)??null;return n(da,{title:s("match-over"),children:[n("p",{class:"outcome","data-testid":"match-outcome",children:d===null?s("match-draw"):s("match-winner",{name:N(r.seats,d)})}),((c=e.view??e.public)==null?void 0:c.result)&&n("details",{children:[n("summary",{children:s("end-dialog-title",{hand:e.hand??r.hand_number})}),n(hr,{snapshot:e,state:t,fourColour:a})]}),o&&n("table",{class:"totals",children:[n("caption",{children:s("match-totals")}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:s("leaderboard-name")}),o.totals.map((u,m)=>n("th",{scope:"col",children:s("score-game",{number:m+1})},m))]})}),n("tbody",{children:r.seats.map(u=>n("tr",{children:[n("th",{scope:"row",children:N(r.seats,u.seat)}),o.totals.map((m,g)=>n("td",{children:m[u.seat]},g))]},u.seat))})]}),l.length>0&&n(Ge,{table:r,handsOpen:!o}),n("p",{class:"links",children:[n("a",{href:`/replay/${r.id}`,onClick:u=>{u.preventDefault(),B(`/replay/${r.id}`)},children:s("match-replay")})," \xB7 ",n("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:s("match-record")})," \xB7 ",n("a",{href:"/",onClick:u=>{u.preventDefault(),B("/")},children:s("match-again")})]})]})}function kr({id:e,fourColour:t}){let[a,r]=x(null),[o,i]=x(null),[l,d]=x(0),[c,u]=x(0);if(C(()=>{X("GET",`/api/tables/${encodeURIComponent(e)}/replay`).then(r,b=>i(b instanceof V&&b.code==="unknown_table"?s("replay-not-finished"):b instanceof V?ee(b.code,b.message):String(b)))},[e]),C(()=>{let b=_=>{_.target instanceof HTMLInputElement||_.target instanceof HTMLSelectElement||(_.key==="ArrowRight"&&u(w=>w+1),_.key==="ArrowLeft"&&u(w=>Math.max(0,w-1)))};return window.addEventListener("keydown",b),()=>window.removeEventListener("keydown",b)},[]),o)return n("p",{class:"refusal",role:"alert",children:o});if(!a)return n("p",{class:"loading",role:"status",children:s("replay-loading")});let m=a.hands[l];if(!m)return null;let g=m.frames.length-1,p=Math.min(c,g),h=m.frames[p];if(!h)return null;let k=b=>{var _;return((_=a.players[b])==null?void 0:_.name)??`P${b+1}`},$=h.pile[h.pile.length-1];return n("article",{class:"replay","data-testid":"replay",children:[n("h1",{children:s("replay-title")}),n("label",{children:[s("replay-hand",{number:""})," ",n("select",{value:l,onChange:b=>{d(Number(b.currentTarget.value)),u(0)},children:a.hands.map((b,_)=>n("option",{value:_,children:s("replay-hand",{number:b.number})},_))})]}),n("p",{role:"status","data-testid":"replay-step",children:[s("replay-step",{step:p,steps:g}),h.action&&n(G,{children:[": ",n("strong",{children:k(h.action.player)})," \xB7 ",pe(h.action)]})]}),n("div",{class:"replay-controls",role:"toolbar","aria-label":s("replay-title"),children:[n("button",{type:"button",onClick:()=>u(0),disabled:p===0,children:s("replay-first")}),n("button",{type:"button",onClick:()=>u(Math.max(0,p-1)),disabled:p===0,children:s("replay-prev")}),n("button",{type:"button",onClick:()=>u(p+1),disabled:p===g,"data-testid":"replay-next",children:s("replay-next")}),n("button",{type:"button",onClick:()=>u(g),disabled:p===g,children:s("replay-last")})]}),h.hands.map((b,_)=>n("section",{class:`replay-hand${h.to_act===_&&h.phase!=="over"?" to-act":""}`,children:[n("h2",{children:k(m.seats[_]??_)}),n("div",{class:"row",children:b.map(w=>n("span",{class:"mini",children:n(Z,{card:w,label:Y(w),fourColour:t})},w))})]},_)),n("p",{children:[s("stock"),": ",h.stock_count," \xB7 ",s("pile"),": ",$?n("span",{class:"mini",children:n(Z,{card:$,label:Y($),fourColour:t})}):"\u2014"]}),p===g&&"knocker_melds"in m.end&&n("section",{children:[n("h2",{children:s("end-title",{hand:m.number})}),n(xe,{melds:m.end.knocker_melds,extra:m.end.knocker_deadwood_cards,fourColour:t}),n(xe,{melds:m.end.defender_melds,extra:m.end.defender_deadwood_cards,fourColour:t}),n("p",{children:s("end-score-points",{name:k(m.end.winner),points:m.end.points})})]}),n("p",{children:n("a",{href:`/api/tables/${e}/record`,download:`ginrummy-${e}.json`,children:s("match-record")})})]})}var we={minimumFractionDigits:1,maximumFractionDigits:1};function br({identity:e,onUnknown:t}){let[a,r]=x(null),[o,i]=x(null);return C(()=>{X("GET","/api/people/me/stats",void 0,e.token).then(r,l=>{l instanceof V&&l.code==="not_authenticated"&&t(),i(l instanceof V?ee(l.code,l.message):String(l))})},[e.token]),n("article",{class:"stats","data-testid":"stats",children:[n("h1",{children:s("stats-title",{name:e.name})}),o&&n("p",{class:"refusal",role:"alert",children:o}),!a&&!o&&n("p",{class:"loading",role:"status",children:s("loading")}),a&&!a.systems.length&&n("p",{children:[s("stats-none")," ",n("a",{href:"/",onClick:l=>{l.preventDefault(),B("/")},children:s("back-home")})]}),a==null?void 0:a.systems.map(l=>n(Hi,{stats:l},l.system))]})}function Hi({stats:e}){let t=`stats-${e.system}`,a=[[s("stats-matches"),D(e.matches)],[s("stats-wins"),s("stats-wins-rate",{wins:D(e.wins),rate:D(e.win_rate,{style:"percent",maximumFractionDigits:0})})],[s("stats-hands"),s("stats-hands-won",{hands:D(e.hands),won:D(e.hands_won)})],[s("stats-gins"),D(e.gins)],[s("stats-undercuts"),D(e.undercuts)],[s("stats-knocks"),D(e.knocks)],[s("stats-knock-deadwood"),e.mean_knock_deadwood===null?"\u2014":D(e.mean_knock_deadwood,we)],[s("stats-streak"),D(e.streak)],[s("stats-longest-streak"),D(e.longest_streak)],[s("stats-rating"),e.rating===null?s("stats-not-rated"):s("stats-rating-now",{rating:D(e.rating.rating,we),matches:e.rating.matches})]];return n("section",{class:"panel stats-system","aria-labelledby":t,"data-system":e.system,children:[n("h2",{id:t,children:s(`system-${e.system}`)}),n("dl",{class:"stats-numbers",children:a.map(([r,o])=>n("div",{children:[n("dt",{children:r}),n("dd",{children:o})]},r))}),e.history.length>0&&n(Ii,{points:e.history,system:e.system})]})}function Ni(e,t,a){let o=Math.max(t-e,1)/a,i=10**Math.floor(Math.log10(o)),l=[1,2,5,10].map(c=>c*i).find(c=>c>=o)??o,d=[];for(let c=Math.floor(e/l)*l;;c+=l)if(d.push(Number(c.toFixed(6))),c>=t-l*1e-6)return d}var Fe=640,kt=260,Pe=52,yt=16,yr=14,wr=40;function Ii({points:e,system:t}){let a=e.map(k=>k.rating),r=Ni(Math.min(...a),Math.max(...a),4),o=r[0]??0,i=r[r.length-1]??1,l=k=>e.length===1?(Pe+Fe-yt)/2:Pe+k/(e.length-1)*(Fe-Pe-yt),d=k=>yr+(1-(k-o)/Math.max(i-o,1e-9))*(kt-yr-wr),c=Math.max(1,Math.ceil(e.length/8)),u=new Intl.DateTimeFormat(Sn(),{dateStyle:"medium"}),m=a[0]??0,g=a[a.length-1]??0,p=`chart-${t}-title`,h=`chart-${t}-desc`;return n("figure",{class:"rating-chart","data-testid":"rating-chart",children:[n("svg",{viewBox:`0 0 ${Fe} ${kt}`,role:"img","aria-labelledby":`${p} ${h}`,preserveAspectRatio:"xMidYMid meet",children:[n("title",{id:p,children:s("stats-chart-title",{system:s(`system-${t}`)})}),n("desc",{id:h,children:s("stats-chart-desc",{count:e.length,first:D(m,we),last:D(g,we),high:D(Math.max(...a),we),low:D(Math.min(...a),we)})}),n("g",{class:"chart-grid",children:[r.map(k=>n("g",{children:[n("line",{x1:Pe,x2:Fe-yt,y1:d(k),y2:d(k)}),n("text",{x:Pe-6,y:d(k),"text-anchor":"end","dominant-baseline":"middle",children:D(k)})]},k)),e.map((k,$)=>$%c===0||$===e.length-1?n("text",{x:l($),y:kt-wr+18,"text-anchor":"middle",children:D($+1)},$):null),n("text",{x:(Pe+Fe-yt)/2,y:kt-4,"text-anchor":"middle",class:"chart-axis-name",children:s("stats-chart-x")})]}),n("polyline",{class:"chart-line",points:e.map((k,$)=>`${l($)},${d(k.rating)}`).join(" ")}),e.map((k,$)=>n("circle",{class:"chart-point",cx:l($),cy:d(k.rating),r:4,"data-rating":k.rating,children:n("title",{children:s("stats-chart-point",{number:$+1,rating:D(k.rating,we)})})},k.table))]}),n("figcaption",{children:n("details",{children:[n("summary",{children:s("stats-history-table")}),n("table",{class:"history","data-testid":"rating-history",children:[n("caption",{class:"visually-hidden",children:s("stats-chart-title",{system:s(`system-${t}`)})}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:s("stats-chart-x")}),n("th",{scope:"col",children:s("stats-history-ended")}),n("th",{scope:"col",children:s("leaderboard-rating")})]})}),n("tbody",{children:e.map((k,$)=>n("tr",{children:[n("th",{scope:"row",children:D($+1)}),n("td",{children:n("time",{dateTime:k.at,children:u.format(new Date(k.at))})}),n("td",{children:D(k.rating,we)})]},k.table))})]})]})})]})}function Di(e,t){let a=[],r=[],o=0;return e.forEach((i,l)=>{let d=Math.max(0,Math.min(i.cards.length,t-o));d>0&&a.push({...i,cards:i.cards.slice(0,d),group:l,continued:!1}),d<i.cards.length&&r.push({...i,cards:i.cards.slice(d),group:l,continued:d>0}),o+=i.cards.length}),r.length?[a,r]:[a]}function wt(e){return e.reduce((t,a)=>t+a.cards.length,0)}function Ki(e,t){let a=wt(e),r=e.length;return(t-(r-1)*8-6*r-(a-r)*46)/r}function Bi(e,t,a){let r=wt(e),o=e.length;return r===o?1/0:(t-(o-1)*8-o*(a+6))/(r-o)}function Gi(e,t){let a=Math.min(...e.map(d=>Ki(d,t.width))),r=Math.max(40,Math.min(t.card,a)),o=Math.min(...e.map(d=>Bi(d,t.width,r))),i=Math.min(Math.max(.6*r,46),o),l=e.map(wt);return{rows:e,card:r,step:i,whole:e.every(d=>d.every(c=>!c.continued)),balance:Math.abs((l[0]??0)-(l[1]??0))}}function Fi(e,t){return Math.abs(e.card-t.card)>.5?e.card>t.card?e:t:e.whole!==t.whole?e.whole?e:t:Math.abs(e.step-t.step)>.5?e.step>t.step?e:t:t.balance<e.balance?t:e}function vr(e,t){let a=wt(e),r=null;for(let o=1;o<=Math.max(1,Math.min(2,t.rows));o+=1){let i=null,l=o===1||a<2?[a]:Array.from({length:a-1},(d,c)=>c+1);for(let d of l){let c=Gi(Di(e,d),t);i=i?Fi(i,c):c}if(i){if(i.card>=t.card-.5)return i;r=r&&r.card>=i.card-.5?r:i}}return r??{rows:[],card:t.card,step:46}}var vt="A23456789TJQK",$t="shdc";function bt(e,t){return vt.indexOf(e[0]??"")-vt.indexOf(t[0]??"")||$t.indexOf(e[1]??"")-$t.indexOf(t[1]??"")}function Wi(e,t){return $t.indexOf(e[1]??"")-$t.indexOf(t[1]??"")||vt.indexOf(e[0]??"")-vt.indexOf(t[0]??"")}function $r(e,t,a,r){if(a==="melds"&&t){let o=new Set(t.melds.flat()),i=t.melds.filter(d=>d.every(c=>e.includes(c))).map(d=>({meld:!0,cards:[...d].sort(bt)})),l=e.filter(d=>!o.has(d)).sort(bt);return l.length&&i.push({meld:!1,cards:l}),i}if(a==="own"){let o=r.filter(l=>e.includes(l)),i=e.filter(l=>!o.includes(l)).sort(bt);return[{meld:!1,cards:[...o,...i]}]}return[{meld:!1,cards:[...e].sort(a==="rank"?bt:Wi)}]}function Vi(){let e=z(null),t=z(null),[a,r]=x(null);return ze(()=>{let o=e.current,i=t.current,l=o==null?void 0:o.parentElement;if(!o||!i||!l)return;let d=()=>{let u=Number.parseInt(getComputedStyle(l).getPropertyValue("--hand-rows"),10),m={width:Math.floor(o.getBoundingClientRect().width)-1,card:i.getBoundingClientRect().width,rows:u>0?u:2};r(g=>g&&g.width===m.width&&g.card===m.card&&g.rows===m.rows?g:m)};d();let c=new ResizeObserver(d);return c.observe(o),c.observe(i),window.addEventListener("resize",d),()=>{c.disconnect(),window.removeEventListener("resize",d)}},[]),{space:a,width:e,card:t}}function _r(e){let{space:t,width:a,card:r}=Vi(),o=t&&t.width>0?vr(e.groups,t):null,i=o?o.rows:[e.groups.map((p,h)=>({...p,group:h,continued:!1}))],l={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...o?{"--card-w":`${o.card}px`,"--hand-step":`${o.step}px`}:{}},d=z(null),c=(p,h)=>{p.button===0&&(d.current={card:h,x:p.clientX,y:p.clientY,element:p.currentTarget,moved:!1,pointer:p.pointerId})},u=p=>{let h=d.current;if(!h||h.pointer!==p.pointerId)return;let k=p.clientX-h.x,$=p.clientY-h.y;!h.moved&&Math.hypot(k,$)<10||(h.moved||(h.moved=!0,h.element.setPointerCapture(p.pointerId),h.element.classList.add("dragging")),h.element.style.transform=`translate(${k}px, ${$}px)`)},m=p=>{var b;let h=d.current;if(d.current=null,!h||!h.moved)return;h.element.classList.remove("dragging"),h.element.style.transform="";let k=document.elementsFromPoint(p.clientX,p.clientY);if(k.some(_=>_.closest("[data-drop='pile']"))){e.onPlay(h.card);return}let $=k.map(_=>_.closest("[data-hand-card]")).find(_=>_&&_.dataset.handCard!==h.card);if($){let _=$.getBoundingClientRect(),w=(b=$.nextElementSibling)==null?void 0:b.getBoundingClientRect(),P=p.clientX>_.left+(w?w.left-_.left:_.width)/2,O=e.groups.flatMap(F=>F.cards).filter(F=>F!==h.card),K=O.indexOf($.dataset.handCard??"");e.onMove(h.card,P?O[K+1]??null:O[K]??null)}else k.some(_=>_.closest(".hand"))&&e.onMove(h.card,null)},g=(p,h)=>{var b;let k=e.groups.flatMap(_=>_.cards),$=k.indexOf(h);if(p.key==="ArrowRight"||p.key==="ArrowLeft"){let _=p.key==="ArrowRight"?1:-1;if(p.shiftKey){let w=k.filter(O=>O!==h),P=Math.max(0,Math.min(w.length,$+_));e.onMove(h,w[P]??null),requestAnimationFrame(()=>{var O;return(O=document.querySelector(`[data-hand-card="${h}"]`))==null?void 0:O.focus()})}else{let w=k[($+_+k.length)%k.length];w&&((b=document.querySelector(`[data-hand-card="${w}"]`))==null||b.focus())}p.preventDefault()}else(p.key==="Delete"||p.key==="d")&&(e.playable.has(h)&&e.onPlay(h),p.preventDefault())};return n("div",{class:"hand",role:"group","aria-label":e.label,style:l,onPointerMove:u,onPointerUp:m,onPointerCancel:m,children:[n("span",{class:"hand-probe hand-probe-width",ref:a,"aria-hidden":"true"}),n("span",{class:"hand-probe hand-probe-card",ref:r,"aria-hidden":"true"}),i.map((p,h)=>n("div",{class:"hand-row",children:p.map(k=>{var $;return n("div",{class:`hand-group${k.meld?" meld":""}${k.continued?" continued":""}`,role:"group","aria-label":k.meld?s("meld-label",{cards:((($=e.groups[k.group])==null?void 0:$.cards)??k.cards).map(Y).join(", ")}):void 0,children:k.cards.map(b=>{var F,L;let _=e.deadwood.has(b),w=["hand-card"];e.selected===b&&w.push("selected"),_&&w.push("deadwood"),e.fresh===b&&w.push("fresh"),e.playable.size&&!e.playable.has(b)&&w.push("barred");let P=((F=e.knockCards)==null?void 0:F.has(b))??!1,O=((L=e.ginCards)==null?void 0:L.has(b))??!1;P&&w.push("knock-card"),O&&w.push("gin-card");let K=Y(b)+(_?`, ${s("deadwood-label")}`:"")+(O?`, ${s("gin-mark")}`:P?`, ${s("knock-mark")}`:"");return n("button",{type:"button",class:w.join(" "),"data-card":b,"data-hand-card":b,"aria-label":K,"aria-pressed":e.selected===b,onClick:()=>e.onSelect(b),onDblClick:()=>e.playable.has(b)&&e.onPlay(b),onPointerDown:H=>c(H,b),onKeyDown:H=>g(H,b),children:[n(Z,{card:b,label:"",fourColour:e.fourColour}),(P||O)&&n("span",{class:`mark ${O?"gin":"knock"}`,"aria-hidden":"true"})]},b)})},k.group)})},h))]})}var Ji={pass:{kinds:["pass"],rest:"why-blind-draw"},take:{kinds:["draw_discard"],rest:"hint-why-take"},discard:{kinds:["discard"],rest:"hint-why-discard"},knock:{kinds:["knock"],rest:"hint-why-knock"},"knock-or-play-on":{kinds:["knock"],rest:"hint-why-knock-or-play-on"},"knock-expected":{kinds:["knock"],rest:"hint-why-knock-expected"},gin:{kinds:["knock"],rest:null},"big-gin":{kinds:["big_gin"],rest:"hint-why-big-gin"}};function xr(e,t){let a={};for(let[r,o]of Object.entries(t.args))o!==void 0&&(a[r]=typeof o=="string"?R(o):new J(o,ta[r]??{}));return s(e,a)}function Sr(e,t,a){let{action:r}=e;if(r.action==="draw_discard"&&a==="offer"){let o=t;if(o)return s("action-take-upcard",{card:R(o)})}return pe(r,t)}function Tr(e){if(!(e.why.length>0&&e.why.every(r=>Ie(`why-${r.code}`))))return On(e);let a=[];for(let r of e.why){let o=Ji[r.code];o&&o.kinds.includes(e.action.action)?o.rest&&a.push(xr(o.rest,r)):a.push(xr(`why-${r.code}`,r))}return a.join(", ")}var Er={off:0,slow:560,normal:340,fast:190},Cr={off:0,slow:150,normal:90,fast:50},Yi="cubic-bezier(0.2, 0.75, 0.25, 1)",_t="ginrummy-motion";function ca(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function je(e,t){let a=e.getBoundingClientRect();return{left:a.left+t.x,top:a.top+t.y,width:a.width,height:a.height}}var Pr="[role='dialog'], [role='alertdialog'], [data-motion='still']";function ua(e){return Array.from(e.querySelectorAll("[data-card]")).filter(a=>{var o;if(a.closest(Pr))return!1;let r=(o=a.parentElement)==null?void 0:o.closest("[data-card]");return!r||!e.contains(r)})}function Zi(){return typeof document<"u"&&document.querySelector("[role='dialog'], [role='alertdialog']")!==null}function pa(e){let t=new Map;return e.querySelectorAll("[data-anchor]").forEach(a=>{let r=a.dataset.anchor;r&&!t.has(r)&&t.set(r,a)}),t}function jr(e){let t=new Map,a=new Map;if(!e||typeof e.querySelectorAll!="function")return{cards:t,anchors:a};let r=ca();for(let o of ua(e)){let i=o.dataset.card??"",l=t.get(i),d=je(o,r);l?l.push(d):t.set(i,[d])}for(let[o,i]of pa(e))a.set(o,je(i,r));return{cards:t,anchors:a}}function Ar(e){if(!e||e.speed==="off"||!(e.speed in Er)||typeof document<"u"&&document.visibilityState==="hidden"||Zi())return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Mr(e){return typeof e.animate=="function"}function Qi(e){if(typeof e.getAnimations=="function"){for(let t of e.getAnimations({subtree:!0}))t.id===_t&&t.cancel();return}for(let t of ua(e))if(typeof t.getAnimations=="function")for(let a of t.getAnimations())a.id===_t&&a.cancel()}function Xi(e){let t=getComputedStyle(e),a=t.transform&&t.transform!=="none"?t.transform:"",r=0,o=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let d=new DOMMatrixReadOnly(a);r=d.m41,o=d.m42}catch{}let[i="0",l="0"]=(t.transformOrigin||"0 0").split(" ");return{transform:a,tx:r,ty:o,ox:parseFloat(i)||0,oy:parseFloat(l)||0}}function es(e,t){let{from:a,to:r}=e,o=a.width/r.width,i=a.height/r.height;e.entering&&(o=i=Math.min(o,i)),(!Number.isFinite(o)||o<=0)&&(o=1),(!Number.isFinite(i)||i<=0)&&(i=1);let l=a.left+a.width/2-(r.left+r.width/2),d=a.top+a.height/2-(r.top+r.height/2),c=r.width/2+t.tx-t.ox,u=r.height/2+t.ty-t.oy,m=h=>Math.round(h*100)/100,g=`translate(${m(l)}px, ${m(d)}px) translate(${m(c)}px, ${m(u)}px) scale(${m(o*1e3)/1e3}, ${m(i*1e3)/1e3})`+` translate(${m(-c)}px, ${m(-u)}px) ${t.transform}`.trimEnd(),p=`translate(0px, 0px) translate(${m(c)}px, ${m(u)}px) scale(1, 1) translate(${m(-c)}px, ${m(-u)}px) ${t.transform}`.trimEnd();return[{transform:g},{transform:p}]}function zr(e,t){if(!e.length)return Promise.resolve();let a=e.map(l=>Xi(l.element)),r=Er[t.speed],o=[];if(e.forEach((l,d)=>{let c=Math.hypot(l.from.left-l.to.left,l.from.top-l.to.top),u=Math.round(r*Math.min(1.35,Math.max(.8,.75+c/900)));try{let m=l.element.animate(es(l,a[d]),{duration:u,delay:l.delay,easing:Yi,fill:l.delay>0?"backwards":"none"});m.id=_t,o.push(m)}catch{}}),!o.length)return Promise.resolve();let i=Math.max(...e.map(l=>l.delay))+r*1.35;return new Promise(l=>{let d=!1,c,u=()=>{d||(d=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",g),l())},m=()=>{for(let p of o)try{p.playState!=="finished"&&p.playState!=="idle"&&p.finish()}catch{p.cancel()}u()},g=()=>{document.visibilityState==="hidden"&&m()};document.addEventListener("visibilitychange",g),Promise.allSettled(o.map(p=>p.finished)).then(u),c=setTimeout(m,i+600)})}function Rr(e,t,a){var c;if(!e||typeof e.querySelectorAll!="function"||(Qi(e),!t||Ar(a)))return Promise.resolve();let r=ca(),o=pa(e),i=new Map,l=[],d=0;for(let u of ua(e)){if(!Mr(u))continue;let m=u.dataset.card??"",g=i.get(m)??0;i.set(m,g+1);let p=je(u,r);if(p.width<1||p.height<1)continue;let h=(c=t.cards.get(m))==null?void 0:c[g];if(h){if(h.width<1||h.height<1||Math.abs(h.left-p.left)<.5&&Math.abs(h.top-p.top)<.5&&Math.abs(h.width-p.width)<.5&&Math.abs(h.height-p.height)<.5)continue;l.push({element:u,from:h,to:p,entering:!1,delay:0});continue}let k=u.dataset.from??"stock";if(k===""||k==="none")continue;let $=t.anchors.get(k)??(o.has(k)?je(o.get(k),r):void 0);!$||$.width<1||$.height<1||(l.push({element:u,from:$,to:p,entering:!0,delay:0}),d+=1)}if(d>1){let u=0;for(let m of l)m.entering&&(m.delay=u++*Cr[a.speed]*.6)}return zr(l,a)}function Lr(e,t,a){if(!e||typeof e.querySelectorAll!="function")return Promise.resolve();for(let d of t??[])if(!(!d||typeof d.getAnimations!="function"))for(let c of d.getAnimations())c.id===_t&&c.cancel();if(Ar(a))return Promise.resolve();let r=pa(e).get("stock");if(!r)return Promise.resolve();let o=ca(),i=je(r,o);if(i.width<1||i.height<1)return Promise.resolve();let l=[];for(let d of t??[]){if(!d||!d.isConnected||!Mr(d)||d.closest(Pr))continue;let c=je(d,o);c.width<1||c.height<1||l.push({element:d,from:i,to:c,entering:!0,delay:l.length*Cr[a.speed]})}return zr(l,a)}var Or=["hello","good-luck","nice","thanks","good-game","rematch"],xt=null;function ts(e){if(!xt){xt=new Map;for(let a of Or)for(let r of Tn(`chat-preset-${a}`))xt.set(r,a)}let t=xt.get(e);return t?s(`chat-preset-${t}`):e}function Hr({state:e,seated:t}){let[a,r]=x(""),o=e.log.filter(l=>l.event.type==="chat"),i=l=>{let d=l.trim().slice(0,200);d&&e.send({type:"chat",text:d})&&r("")};return n("section",{class:"panel chat","aria-label":s("chat"),children:[n("h2",{children:s("chat")}),n("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:o.map((l,d)=>{if(l.event.type!=="chat")return null;let c=l.event.text,u=ts(c);return n("li",{title:u===c?void 0:c,children:[n("strong",{children:[l.event.name,":"]})," ",u]},d)})}),t&&n(G,{children:[n("div",{class:"presets",children:Or.map(l=>n("button",{type:"button",onClick:()=>i(s(`chat-preset-${l}`)),children:s(`chat-preset-${l}`)},l))}),n("form",{class:"chat-form",onSubmit:l=>{l.preventDefault(),i(a)},children:[n("input",{type:"text",maxLength:200,value:a,"aria-label":s("chat-placeholder"),placeholder:s("chat-placeholder"),onInput:l=>r(l.currentTarget.value)}),n("button",{type:"submit",children:s("chat-send")})]})]})]})}function Nr({state:e,seats:t}){let a=e.log.map(r=>De(r.event,t)).filter(r=>r!==null);return n("details",{class:"panel log",children:[n("summary",{children:s("log-title")}),n("ol",{"data-testid":"log",children:a.slice(-40).map((r,o)=>n("li",{children:r},o))})]})}function as(e){return e.hand_seats??[]}function Dr(e,t){return t===null||!e.roles?null:e.roles.box===t?"box":e.roles.captain===t?"captain":"out"}function Kr({state:e,settings:t,setSettings:a,guide:r}){let o=e.snapshot;return o?n(ns,{snapshot:o,state:e,settings:t,setSettings:a,guide:r}):n("p",{class:"loading",role:"status",children:s("loading")})}function ns({snapshot:e,state:t,settings:a,setSettings:r,guide:o}){var wa,ba,va,$a,_a,xa,Sa,Ta,Ea,Ca,Pa;let{table:i,view:l,choices:d,you:c}=e,u=i.seats,m=c.seat,g=Dr(i,m),p=g==="out",h=as(i),k=t.link==="open",[$,b]=x(null),[_,w]=x(null),[P,O]=x(!1),[K,F]=x(()=>zn(i.id)),L=z(null),H=z(null),f=z(e.seq);f.current!==e.seq&&(f.current=e.seq,L.current&&(H.current=jr(L.current))),C(()=>{L.current&&H.current&&Rr(L.current,H.current,{speed:a.speed}),H.current=null},[e.seq]),C(()=>{if(!L.current||e.hand===null)return;let T=[...L.current.querySelectorAll(".hand-card, .back-slot")];Lr(L.current,T,{speed:a.speed})},[e.hand]),C(()=>{$&&!((l==null?void 0:l.hand)??[]).includes($)&&b(null)},[l==null?void 0:l.hand.join()]);let v=z(null);C(()=>{let T=te=>{let ae=v.current;if(v.current=null,!ae)return;document.elementsFromPoint(te.clientX,te.clientY).some(Ae=>Ae.closest(".hand"))&&y.current.has(ae)&&S.current({action:ae})};return window.addEventListener("pointerup",T),()=>window.removeEventListener("pointerup",T)},[]);let y=z(new Set),S=z(()=>{}),E=T=>{b(null),t.send(p?{type:"advise",action:T}:{type:"act",action:T})};S.current=E;let j=T=>N(u,h[T]),A=(l==null?void 0:l.seat)??null,Q=A===null?null:1-A,de=new Map(((d==null?void 0:d.discards)??[]).map(T=>[T.card,T])),ma=((d==null?void 0:d.to_act)??!1)&&m!==null,re=ma?new Set((d==null?void 0:d.actions)??[]):new Set,qe=re.has("discard")?new Set(de.keys()):new Set;y.current=re;let ha=l?$r(l.hand,d,a.handOrder,K):[],Vr=new Set((d==null?void 0:d.deadwood_cards)??[]),Jr=(T,te)=>{let ae=ha.flatMap(Ae=>Ae.cards).filter(Ae=>Ae!==T),Rt=te===null?ae.length:ae.indexOf(te);ae.splice(Rt<0?ae.length:Rt,0,T),F(ae),Rn(i.id,ae),a.handOrder!=="own"&&r({...a,handOrder:"own"})},fa=T=>{qe.has(T)&&E({action:"discard",card:T})},Yr=T=>{let te=de.get(T);te&&w({kind:te.gin?"gin":"knock",card:T,deadwood:te.deadwood})},Tt=new Set(re.has("knock")?[...de.values()].filter(T=>T.knock&&!T.gin).map(T=>T.card):[]),Et=new Set(re.has("knock")?[...de.values()].filter(T=>T.gin).map(T=>T.card):[]),Zr=$?de.get($):void 0,me=l?l.pile[l.pile.length-1]:(wa=e.public)==null?void 0:wa.pile[e.public.pile.length-1],ga=(l==null?void 0:l.stock_count)??((ba=e.public)==null?void 0:ba.stock_count)??null,ce=(l==null?void 0:l.phase)??((va=e.public)==null?void 0:va.phase)??null,Ct=(l==null?void 0:l.knock_limit)??(($a=e.public)==null?void 0:$a.knock_limit)??null,ka=(l==null?void 0:l.upcard)??((_a=e.public)==null?void 0:_a.upcard)??null,Qr=i.spades_double,Xr=(l==null?void 0:l.taken)??null,be=l==null?void 0:l.events[l.events.length-1],ya=be!==void 0&&be.seat===A&&(be.action==="draw_stock"||be.action==="draw_discard"),Pt=z({hand:[],fresh:null});if(l&&ya){let T=Pt.current;if(T.fresh===null||!l.hand.includes(T.fresh)){let te=l.hand.filter(ae=>!T.hand.includes(ae));T.fresh=(be==null?void 0:be.card)??Xr??(te.length===1?te[0]??null:null)}}else Pt.current={hand:(l==null?void 0:l.hand)??[],fresh:null};let eo=ya?Pt.current.fresh:null,jt=(xa=l??e.public)==null?void 0:xa.events.at(-1),to=jt&&jt.action==="discard"&&jt.seat!==A?"opponent":"none",At=e.timers.find(T=>T.running),Mt=ce!==null&&ce!=="over"?h[((Sa=l??e.public)==null?void 0:Sa.to_act)??0]??null:null,zt=l!==null&&d!==null&&!p&&(re.has("arrange")||re.has("lay_off"));return n("div",{class:`table${a.fourColour?" four-colour":""}`,ref:L,children:[o,n(rs,{table:i,mySeat:m,toAct:Mt??null,state:t,dealer:h[((Ta=l??e.public)==null?void 0:Ta.dealer)??-1]??null}),g&&n("p",{class:"role-note",children:s(`you-are-${g}`)}),c.role==="spectator"&&n("p",{class:"role-note",children:s("spectating")}),i.status==="waiting"&&n(is,{table:i}),ce!==null&&n("section",{class:"felt","aria-label":s("hand-number",{number:e.hand??i.hand_number}),children:[n(Ir,{snapshot:e,handSeat:Q??1,name:j(Q??1),fourColour:a.fourColour}),!l&&e.public&&n(Ir,{snapshot:e,handSeat:0,name:j(0),fourColour:a.fourColour}),n("div",{class:"centre",children:[n("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!re.has("draw_stock"),"aria-label":s("card-stock",{count:ga??0}),onClick:()=>E({action:"draw_stock"}),onPointerDown:()=>{v.current="draw_stock"},children:[n(Z,{card:null,label:""}),n("span",{class:"count","aria-hidden":"true",children:ga})]}),n("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(re.has("draw_discard")||$!==null&&qe.has($)),"aria-label":me?s("card-pile",{card:Y(me)}):s("card-pile-empty"),onClick:()=>$&&qe.has($)?fa($):re.has("draw_discard")&&E({action:"draw_discard"}),onPointerDown:()=>{v.current="draw_discard"},children:me?n("span",{class:"pile-top","data-card":me,"data-from":to,children:n(Z,{card:me,label:"",fourColour:a.fourColour})}):n("span",{class:"pile-empty"})}),n("div",{class:"hand-facts",children:[Ct!==null&&n("span",{class:"badge knock-limit",children:Ct===0?s("knock-limit-gin"):s("knock-limit",{limit:Ct})}),Qr&&n("span",{class:"badge spades",children:s("spades-double")}),At&&n(cs,{seconds:At.seconds_left,decision:At.decision})]})]}),ce==="offer"&&ka&&Mt!==null&&n("p",{class:"offer-note","data-testid":"offer-note",children:pr(ka,N(u,Mt),j(Q??1),l!==null&&!p&&((d==null?void 0:d.to_act)??!1)&&l.to_act===l.seat,(l==null?void 0:l.passes)??0)}),ce==="lay_off"&&!zt&&((Ea=l??e.public)==null?void 0:Ea.arrangement)&&n(ds,{snapshot:e,name:j(((Ca=l??e.public)==null?void 0:Ca.knocker)??0),fourColour:a.fourColour}),zt&&l&&d&&n(ur,{options:ce==="arrange"?d.arrangements:d.showings,knocker:ce==="lay_off"?((Pa=l.arrangement)==null?void 0:Pa.melds)??[]:null,knockerName:j(l.knocker??0),fourColour:a.fourColour,disabled:!k,send:E},`${e.hand}-${ce}`),l&&d&&!zt&&n("div",{class:"mine",children:[n("div",{class:"hand-tools",children:[n("strong",{class:"deadwood-count","data-testid":"deadwood",children:l.hand.length===11&&d.discards.length?s("your-deadwood-after",{deadwood:Math.min(...d.discards.map(T=>T.deadwood))}):s("your-deadwood",{deadwood:d.deadwood})}),n("label",{class:"sort",children:[s("sort-label")," ",n("select",{value:a.handOrder,onChange:T=>r({...a,handOrder:T.currentTarget.value}),children:[n("option",{value:"melds",children:s("sort-melds")}),n("option",{value:"rank",children:s("sort-rank")}),n("option",{value:"suit",children:s("sort-suit")}),n("option",{value:"own",children:s("sort-own")})]})]})]}),n(_r,{groups:ha,deadwood:Vr,selected:$,playable:qe,fourColour:a.fourColour,fresh:eo,knockCards:Tt,ginCards:Et,label:p?s("hand-label-captain"):s("hand-label"),onSelect:T=>b($===T?null:T),onPlay:fa,onMove:Jr}),(Tt.size>0||Et.size>0)&&n(ls,{knock:Tt.size>0,gin:Et.size>0}),n(ss,{actions:re,view:l,choices:d,selected:$,selectedOption:Zr,advising:p,send:E,knock:Yr,live:k,bigGin:()=>w({kind:"big_gin",card:null,deadwood:0})})]})]}),n(us,{snapshot:e,myRole:g,state:t,pileTop:me}),n(ps,{state:t}),n(ms,{state:t,pileTop:me}),n(hs,{state:t,pileTop:me,phase:ce}),n("div",{class:"table-extras",children:[n(Ge,{table:i}),n("div",{class:"buttons",children:[c.hints&&i.status==="playing"&&ma&&!p&&n("button",{type:"button",disabled:!k,onClick:()=>t.send({type:"hint",count:3}),children:s("hint")}),c.hints&&i.status==="playing"&&n("button",{type:"button",disabled:!k,onClick:()=>t.send({type:"undo"}),children:s("undo")}),n("button",{type:"button","aria-expanded":P,onClick:()=>O(!P),children:s("rules")}),n(rr,{system:i.system})]}),P&&n(pt,{rules:i.rules,system:i.system}),n(Hr,{state:t,seated:m!==null}),n(fs,{state:t,seats:u}),n(Nr,{state:t,seats:u})]}),_&&n(mr,{text:_.kind==="big_gin"?s("confirm-big-gin"):_.kind==="gin"?s("confirm-gin",{card:R(_.card??"")}):s("confirm-knock",{card:R(_.card??""),deadwood:_.deadwood}),onCancel:()=>w(null),disabled:!k,onConfirm:()=>{let T=_;w(null),T.kind==="big_gin"?E({action:"big_gin"}):T.card!==null&&E({action:"knock",card:T.card})}}),i.status==="between_hands"&&n(fr,{snapshot:e,state:t,fourColour:a.fourColour}),i.status==="over"&&n(gr,{snapshot:e,state:t,fourColour:a.fourColour}),i.status==="closed"&&n("p",{class:"panel",role:"status",children:s("table-closed")})]})}function rs({table:e,mySeat:t,toAct:a,state:r,dealer:o}){let i=Re(()=>{let l=new Map;for(let d of r.log)if(d.event.type==="action"||d.event.type==="advice"){let c=De(d.event,e.seats);c&&l.set(d.event.player,c)}return l},[r.log,e.seats]);return n("ul",{class:"seats","aria-label":s("score-title"),children:e.seats.map(l=>n("li",{class:`seat${l.seat===a?" to-act":""}${l.seat===t?" mine":""}`,"data-testid":`seat-${l.seat}`,children:[n("span",{class:"seat-name",children:[N(e.seats,l.seat),l.seat===t?` (${s("seat-you")})`:""]}),n(os,{seat:l,table:e,toAct:a,dealer:o}),i.get(l.seat)&&n("span",{class:"seat-last",children:s("last-action",{action:i.get(l.seat)??""})}),l.kind==="empty"&&t===null&&e.status!=="over"&&n("button",{type:"button",onClick:()=>r.send({type:"sit",seat:l.seat}),children:s("seat-sit")})]},l.seat))})}function os({seat:e,table:t,toAct:a,dealer:r}){let o=Dr(t,e.seat),i=[];return o&&i.push(s(`role-${o}`)),e.seat===r&&i.push(s("seat-dealer")),e.seat===a&&i.push(s("seat-to-act")),e.away?i.push(s("seat-away")):e.kind==="person"&&!e.connected&&i.push(s("seat-offline")),e.ready&&t.status==="between_hands"&&i.push(s("seat-ready")),n("span",{class:"seat-flags",children:i.map(l=>n("span",{class:"flag",children:l},l))})}function is({table:e}){let[t,a]=x(!1),r=e.code?`${location.origin}/join/${e.code}`:null;return n("section",{class:"panel waiting","aria-live":"polite",children:[n("p",{children:s("table-waiting")}),r&&n("p",{class:"share",children:[s("table-share")," ",n("a",{href:r,"data-testid":"share-link",children:r})," ",n("button",{type:"button",onClick:()=>{var o;(o=navigator.clipboard)==null?void 0:o.writeText(r).then(()=>a(!0))},children:t?s("private-copied"):s("private-copy")})]})]})}function Ir({snapshot:e,handSeat:t,name:a,fourColour:r}){var d,c;let o=e.view,i=o?o.opponent_hand_size:((d=e.public)==null?void 0:d.hand_sizes[t])??0,l=o?o.opponent_known:((c=e.public)==null?void 0:c.taken_known[t])??[];return n("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[n("p",{class:"opponent-count",children:s("opponent-cards",{name:a,count:i})}),n("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(u,m)=>n("span",{class:"back-slot",children:n(Z,{card:null,label:""})},m))}),l.length>0&&n("p",{class:"known",children:[s("opponent-known",{name:a})," ",l.map(u=>n("span",{class:"mini","data-card":u,children:n(Z,{card:u,label:Y(u),fourColour:r})},u))]})]})}function ss(e){let{actions:t,view:a,choices:r,selected:o,selectedOption:i,send:l,live:d}=e,c=a.pile[a.pile.length-1],u=[];if(t.has("draw_stock")&&u.push(n("button",{type:"button",class:"primary",disabled:!d,onClick:()=>l({action:"draw_stock"}),children:s("action-draw-stock")},"stock")),t.has("draw_discard")&&c){let p=a.phase==="offer"?s("action-take-upcard",{card:R(c)}):s("action-draw-discard",{card:R(c)});u.push(n("button",{type:"button",disabled:!d,onClick:()=>l({action:"draw_discard"}),children:p},"pile"))}t.has("pass")&&u.push(n("button",{type:"button",disabled:!d,onClick:()=>l({action:"pass"}),children:s("action-pass")},"pass")),t.has("discard")&&(o&&i?u.push(n("button",{type:"button",class:"primary",disabled:!d,onClick:()=>l({action:"discard",card:o}),children:s("action-discard",{card:R(o)})},"discard")):u.push(n("span",{class:"prompt",children:s("action-choose-card")},"choose")));let m=i!=null&&i.knock&&o?o:r.knock_card,g=m?r.discards.find(p=>p.card===m):void 0;return t.has("knock")&&m&&g&&u.push(n("button",{type:"button",class:g.gin?"gin":"knock","data-testid":"knock",disabled:!d,onClick:()=>e.knock(m),children:g.gin?s("action-gin-with",{card:R(m)}):s("action-knock-with",{card:R(m)})},"knock")),t.has("big_gin")&&u.push(n("button",{type:"button",class:"gin",disabled:!d,onClick:e.bigGin,children:s("action-big-gin")},"big")),u.length?n("div",{class:"actions",role:"toolbar","aria-label":e.advising?s("advise"):s("turn-yours"),children:u}):null}function ls({knock:e,gin:t}){return n("p",{class:"legend knock-legend","data-testid":"knock-legend",children:[e&&n("span",{children:[n("span",{class:"swatch knock-swatch","aria-hidden":"true"})," ",s("knock-mark-legend")]}),t&&n("span",{children:[n("span",{class:"swatch gin-swatch","aria-hidden":"true"})," ",s("gin-mark-legend")]})]})}function ds({snapshot:e,name:t,fourColour:a}){var o;let r=(o=e.view??e.public)==null?void 0:o.arrangement;return r?n("section",{class:"laydown shown","aria-label":s("laydown-knocker",{name:t}),"data-motion":"still",children:[n("h3",{children:s("laydown-knocker",{name:t})}),n(xe,{melds:r.melds,extra:r.deadwood_cards,fourColour:a})]}):null}function cs({seconds:e,decision:t}){let[a,r]=x(Math.ceil(e));return C(()=>{let o=performance.now();r(Math.ceil(e));let i=window.setInterval(()=>r(Math.max(0,Math.ceil(e-(performance.now()-o)/1e3))),250);return()=>window.clearInterval(i)},[t,e]),n("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:s("turn-clock",{seconds:a})})}function us({snapshot:e,myRole:t,state:a,pileTop:r}){if(t!=="captain"&&t!=="out"||e.table.status!=="playing")return null;let o=e.advice;return n("p",{class:"advice",role:"status","data-testid":"advice",children:[o===null?s("advice-none"):t==="captain"?s("advice-from",{action:pe(o,r)}):s("advice-sent",{action:pe(o,r)}),o!==null&&t==="out"&&n("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:s("advice-withdraw")})]})}function ps({state:e}){var r;let[t,a]=x(null);return C(()=>{if(a(e.refusal),!e.refusal)return;let o=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(o)},[(r=e.refusal)==null?void 0:r.at]),t?n("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[n("strong",{children:ee(t.code,t.message)}),t.code==="illegal"&&n("span",{class:"detail",children:[" ",s("error-detail",{message:t.message})]})]}):null}function ms({state:e,pileTop:t}){var o;let[a,r]=x(null);return C(()=>{if(r(e.unsent),!e.unsent)return;let i=window.setTimeout(()=>r(null),12e3);return()=>window.clearTimeout(i)},[(o=e.unsent)==null?void 0:o.at]),a?n("div",{class:"refusal",role:"alert","data-testid":"unsent",children:n("strong",{children:a.action?s("action-not-made",{action:pe(a.action,t)}):s("action-not-sent")})}):null}function hs({state:e,pileTop:t,phase:a}){return e.hints?n("section",{class:"panel hints","aria-label":s("hints-title"),children:[n("h2",{children:s("hints-title")}),n("ol",{children:e.hints.map((r,o)=>{let i=Tr(r);return n("li",{"data-testid":"hint-line",children:[n("strong",{children:Sr(r,t,a)}),i&&n("span",{class:"reason",children:[": ",i]})]},o)})}),n("button",{type:"button",onClick:e.clearHints,children:s("action-cancel")})]}):null}function fs({state:e,seats:t}){let a=e.log[e.log.length-1],r=a?De(a.event,t):null;return n("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:r??""})}var gs=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),ks=new Set(["view","public"]),le=class extends Error{};function Ue(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Br(e){let{type:t,...a}=e;return a}function Gr(e,t,a){if(!Ue(a))throw new le("changes are not an object");if(t<e.seq)throw new le(`changes as of ${t} to a snapshot as of ${e.seq}`);let r={...e,seq:t};for(let[o,i]of Object.entries(a)){if(!gs.has(o))throw new le(`unknown part ${o}`);let l=r[o];if(o==="table"){if(!Ue(i)||!Ue(l))throw new le("the table's changes are not an object");r[o]={...l,...i}}else if(ks.has(o)&&i!==null&&l!==null&&l!==void 0){if(!Ue(i)||!Ue(l))throw new le(`the ${o}'s changes are not an object`);let d={...l};for(let[c,u]of Object.entries(i))if(c==="new_events"){let m=d.events;if(!Array.isArray(m)||!Array.isArray(u))throw new le(`events added to a ${o} without events`);d.events=[...m,...u]}else d[c]=u;r[o]=d}else r[o]=i}return r}var Fr=[300,800,1500,3e3,5e3],ws=25e3,St=class{constructor(t,a,r,o){U(this,"table",t);U(this,"token",a);U(this,"as",r);U(this,"listener",o);U(this,"socket",null);U(this,"held",null);U(this,"seq",0);U(this,"attempt",0);U(this,"stopped",!1);U(this,"missed",[]);U(this,"timer");U(this,"pinger");U(this,"nextId",1);U(this,"pending",null);U(this,"fresh",!1);U(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var t;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(t=this.socket)==null||t.close(1e3),this.socket=null,this.setState("closed")}send(t){var r,o;if(!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open")return!1;let a={...t,id:this.nextId++};if(t.type==="act"||t.type==="ready"){let i=((r=this.held)==null?void 0:r.view)??null;this.pending={intent:a,hand:((o=this.held)==null?void 0:o.hand)??null,turn:(i==null?void 0:i.turn)??null,phase:(i==null?void 0:i.phase)??null}}return this.socket.send(JSON.stringify(a)),!0}tells(t){var o;let a=this.pending,r=((o=this.held)==null?void 0:o.you.seat)??null;return!a||r===null?!1:a.intent.type==="act"?t.type==="action"&&t.player===r&&t.by==="person":t.type==="ready"?t.seat===r:t.type==="deal"}heard(t){t.some(a=>this.tells(a.event))&&(this.pending=null)}resume(t){var d,c,u;let a=this.pending;if(!a)return;this.pending=null;let r=a.intent,o=t.view,i=t.you.seat,l=!1;if(r.type==="act"?l=t.hand===a.hand&&o!==null&&o.turn===a.turn&&o.phase===a.phase&&(((d=t.choices)==null?void 0:d.to_act)??!1)&&(((c=t.choices)==null?void 0:c.actions)??[]).includes(r.action.action):l=t.table.status==="between_hands"&&i!==null&&!(((u=t.table.seats[i])==null?void 0:u.ready)??!0),l){let{id:m,...g}=r;this.send(g)}else r.type==="act"&&this.listener.unsent(r.action)}setState(t){this.state!==t&&(this.state=t,this.listener.state(t))}connect(){let t=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${t}//${location.host}/ws`);this.socket=a,this.missed=[],this.fresh=!0,a.onopen=()=>{let r={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};r.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(r))},a.onmessage=r=>{if(a!==this.socket)return;let o;try{o=JSON.parse(String(r.data))}catch{return this.resync()}this.receive(o)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let t=Fr[Math.min(this.attempt,Fr.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),t)}resync(){let t=this.socket;this.socket=null,t==null||t.close(4e3),this.connect()}receive(t){switch(t.type){case"welcome":return;case"event":this.missed.push({seq:t.seq,event:t.event});return;case"snapshot":{let a=Br(t),r=this.fresh&&this.held!==null;this.fresh=!1,this.heard(this.missed),this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),ws),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a),r&&this.resume(a);return}case"update":{if(this.held===null||t.seq<this.seq)return this.resync();try{this.held=Gr(this.held,t.seq,t.changes)}catch(a){if(a instanceof le)return this.resync();throw a}this.seq=t.seq,this.heard(t.events),t.events.length&&this.listener.events(t.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(t.hints);return;case"error":{this.pending&&t.id===this.pending.intent.id&&(this.pending=null);let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(t.code)),t.code==="conflict"&&t.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:t.code,message:t.message,field:t.field},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function bs(e,t){let a=`ginrummy-deck-v1:${e.join(",")}:${t}`,r=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(r)].map(o=>o.toString(16).padStart(2,"0")).join("")}async function Ur(e,t,a){var o;return(o=globalThis.crypto)!=null&&o.subtle?t.length===52&&new Set(t).size===52&&await bs(t,a)===e?"verified":"mismatch":"unavailable"}var vs=200;function qr(e,t,a){let[r,o]=x(null),[i,l]=x("connecting"),[d,c]=x([]),[u,m]=x(null),[g,p]=x(null),[h,k]=x(null),[$,b]=x(null),[_,w]=x(null),[P,O]=x(null),K=z({}),F=z(null);return C(()=>{let L=f=>{if(f.type==="commitment")K.current[f.hand]=f.sha256;else if(f.type==="deal")w(null),k(null);else if(f.type==="hand_end"){let v=f.hand,y={hand:v,end:f.end,score:f.score,verdict:"checking"};w(y);let S=K.current[v],E=f.reveal.salt;S===void 0||E===null?w({...y,verdict:"unavailable"}):Ur(S,f.reveal.deck,E).then(j=>w(A=>A&&A.hand===v?{...A,verdict:j}:A))}else f.type==="match_end"?O({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&k(null)},H=new St(e,t,a,{snapshot:f=>{var v,y;f.hand!==null&&f.commitment!==null&&((v=K.current)[y=f.hand]??(v[y]=f.commitment)),o(f)},events:f=>{f.forEach(v=>L(v.event)),c(v=>[...v,...f].slice(-vs))},state:l,refused:(f,v)=>v?p(f):m({...f,at:Date.now()}),hints:k,unsent:f=>b({action:f,at:Date.now()})});return F.current=H,H.open(),()=>H.close()},[e,t,a]),Re(()=>({snapshot:r,link:i,log:d,refusal:u,fatal:g,hints:h,unsent:$,lastEnd:_,matchEnd:P,commitments:K.current,send:L=>{var f;let H=((f=F.current)==null?void 0:f.send(L))??!1;return!H&&(L.type==="act"||L.type==="ready")&&b({action:L.type==="act"?L.action:null,at:Date.now()}),H},clearHints:()=>k(null)}),[r,i,d,u,g,h,$,_,P])}function $s(e){let t=document.documentElement;t.dataset.cardSize=e.cardSize,t.classList.toggle("cards-contrast",e.highContrast),t.classList.toggle("four-colour",e.fourColour),t.dataset.speed=e.speed}function _s(){let[e,t]=x(An),[a,r]=x(dt.get),[o,i]=x(!1),l=Pn(),d=_n(e.language);xn(d),ze(()=>$s(e),[e]),ze(()=>{document.documentElement.dataset.page=l.page},[l.page]),C(()=>{document.title=s("app-title")},[d]);let c=g=>{Mn(g),t(g)},u=()=>{dt.set(null),r(null)},m;return l.page==="fair"?m=n(En,{}):l.page==="replay"?m=n(kr,{id:l.id,fourColour:e.fourColour}):l.page==="howto"?m=n(or,{system:l.system,fourColour:e.fourColour,fallback:e.lastSystem}):a?l.page==="join"?m=n(js,{code:l.code,identity:a,onUnknown:u}):l.page==="stats"?m=n(br,{identity:a,onUnknown:u}):l.page==="table"?m=n(As,{id:l.id,identity:a,settings:e,setSettings:c,onUnknown:u},l.id):m=n(Jn,{identity:a,settings:e,setSettings:c}):m=n(Ps,{onDone:g=>{dt.set(g),r(g)}}),n(G,{children:[n("header",{class:"top",children:[n("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),B("/")},children:s("app-title")}),a&&n("span",{class:"me",children:a.name}),n(Ss,{chosen:e.language,shown:d,onChange:g=>c({...e,language:g})}),n("button",{type:"button",class:"settings-button","aria-expanded":o,onClick:()=>i(!o),children:[n(Es,{}),n("span",{class:"settings-word",children:s("settings")})]}),o&&n(Cs,{settings:e,setSettings:c,identity:a,forget:u,onClose:()=>{var g;i(!1),(g=document.querySelector("header .settings-button"))==null||g.focus()}})]}),n("main",{class:"content",children:m}),n("footer",{class:"bottom",children:n("a",{href:"/fair",onClick:g=>{g.preventDefault(),B("/fair")},children:s("fair-link")})})]})}var xs={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function Wr(e){return xs[e]}function Ss({chosen:e,shown:t,onChange:a}){return n("label",{class:"language",children:[n("span",{class:"language-face","aria-hidden":"true",children:[n(Ts,{}),n("span",{lang:t,children:Wr(t)})]}),n("select",{value:e??"","aria-label":s("settings-language"),"data-testid":"language",onChange:r=>a(r.currentTarget.value||null),children:[n("option",{value:"",children:s("settings-language-auto")}),Ne.map(r=>n("option",{value:r,lang:r,children:Wr(r)},r))]})]})}function Ts(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("circle",{cx:"12",cy:"12",r:"9.5"}),n("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function Es(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),n("circle",{cx:"12",cy:"12",r:"3.2"})]})}function Cs({settings:e,setSettings:t,identity:a,forget:r,onClose:o}){return n("section",{class:"panel settings","aria-label":s("settings"),"data-testid":"settings",onKeyDown:i=>{i.key==="Escape"&&(i.preventDefault(),o())},children:[n("label",{children:[s("settings-speed")," ",n("select",{value:e.speed,onChange:i=>t({...e,speed:i.currentTarget.value}),children:["off","slow","normal","fast"].map(i=>n("option",{value:i,children:s(`speed-${i}`)},i))})]}),n("label",{children:[s("settings-card-size")," ",n("select",{value:e.cardSize,"data-testid":"card-size",onChange:i=>t({...e,cardSize:i.currentTarget.value}),children:ea.map(i=>n("option",{value:i,children:s(`card-size-${i}`)},i))})]}),n("label",{children:[n("input",{type:"checkbox",checked:e.highContrast,onChange:i=>t({...e,highContrast:i.currentTarget.checked})})," ",s("settings-high-contrast")]}),n("label",{children:[n("input",{type:"checkbox",checked:e.fourColour,onChange:i=>t({...e,fourColour:i.currentTarget.checked})})," ",s("settings-four-colour")]}),n(qn,{}),a&&n("button",{type:"button",onClick:r,children:s("name-change")})]})}function Ps({onDone:e}){let[t,a]=x(""),[r,o]=x(null),i=async()=>{o(null);try{let l=await X("POST","/api/identities",{name:t.trim()});e(l)}catch(l){l instanceof V&&l.code==="conflict"?o(s("error-name-taken")):l instanceof V?o(`${ee(l.code,l.message)} ${l.code==="bad_message"?l.message:""}`):o(String(l))}};return n("form",{class:"panel name-prompt",onSubmit:l=>{l.preventDefault(),i()},children:[n("h1",{children:s("app-title")}),n("p",{children:s("home-tagline")}),n("label",{for:"name",children:s("name-prompt")}),n("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:t,onInput:l=>a(l.currentTarget.value)}),r&&n("p",{class:"refusal",role:"alert",children:r}),n("button",{type:"submit",class:"primary",children:s("name-save")})]})}function js({code:e,identity:t,onUnknown:a}){let[r,o]=x(null);return C(()=>{X("POST","/api/tables/join",{code:e},t.token).then(i=>B(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof V&&i.code==="not_authenticated"&&a(),o(i instanceof V?ee(i.code,i.message):String(i))})},[e,t.token]),r?n("p",{class:"refusal",role:"alert",children:r}):n("p",{class:"loading",role:"status",children:s("loading")})}function As({id:e,identity:t,settings:a,setSettings:r,onUnknown:o}){let i=new URLSearchParams(location.search),l=i.get("watch")==="1",d=i.get("sit"),c=qr(e,t.token,l?"spectator":"player");return Gn(c),C(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&o()},[c.fatal]),C(()=>{d!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(d)}),history.replaceState(null,"",`/table/${e}`))},[c.snapshot!==null,c.link]),n(G,{children:[c.link==="reconnecting"&&n("div",{class:"banner",role:"status","data-testid":"reconnecting",children:[s("link-reconnecting")," ",s("link-paused")]}),c.fatal&&n("p",{class:"refusal",role:"alert",children:ee(c.fatal.code,c.fatal.message)}),!c.fatal&&n(Kr,{state:c,settings:a,setSettings:r,guide:n(In,{state:c})})]})}Ua(n(_s,{}),document.getElementById("app"));
