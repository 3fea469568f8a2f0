var Rr=Object.defineProperty;var zr=(e,t,a)=>t in e?Rr(e,t,{enumerable:!0,configurable:!0,writable:!0,value:a}):e[t]=a;var K=(e,t,a)=>zr(e,typeof t!="symbol"?t+"":t,a);var Ye,E,ba,Lr,de,fa,wa,va,Tt,Fe,Ce,_a,jt,Et,Ct,Hr,Ve={},We=[],Nr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,Ze=Array.isArray;function ie(e,t){for(var a in t)e[a]=t[a];return e}function Pt(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function Or(e,t,a){var o,r,i,s={};for(i in t)i=="key"?o=t[i]:i=="ref"?r=t[i]:s[i]=t[i];if(arguments.length>2&&(s.children=arguments.length>3?Ye.call(arguments,2):a),typeof e=="function"&&e.defaultProps!=null)for(i in e.defaultProps)s[i]===void 0&&(s[i]=e.defaultProps[i]);return Ue(e,s,o,r,null)}function Ue(e,t,a,o,r){var i={type:e,props:t,key:a,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:r??++ba,__i:-1,__u:0};return r==null&&E.vnode!=null&&E.vnode(i),i}function z(e){return e.children}function qe(e,t){this.props=e,this.context=t}function ye(e,t){if(t==null)return e.__?ye(e.__,e.__i+1):null;for(var a;t<e.__k.length;t++)if((a=e.__k[t])!=null&&a.__e!=null)return a.__e;return typeof e.type=="function"?ye(e):null}function Dr(e){if(e.__P&&e.__d){var t=e.__v,a=t.__e,o=[],r=[],i=ie({},t);i.__v=t.__v+1,E.vnode&&E.vnode(i),At(e.__P,i,t,e.__n,e.__P.namespaceURI,32&t.__u?[a]:null,o,a??ye(t),!!(32&t.__u),r),i.__v=t.__v,i.__.__k[i.__i]=i,Ea(o,i,r),t.__e=t.__=null,i.__e!=a&&$a(i)}}function $a(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(t){if(t!=null&&t.__e!=null)return e.__e=e.__c.base=t.__e}),$a(e)}function ga(e){(!e.__d&&(e.__d=!0)&&de.push(e)&&!Je.__r++||fa!=E.debounceRendering)&&((fa=E.debounceRendering)||wa)(Je)}function Je(){try{for(var e,t=1;de.length;)de.length>t&&de.sort(va),e=de.shift(),t=de.length,Dr(e)}finally{de.length=Je.__r=0}}function xa(e,t,a,o,r,i,s,d,u,p,m){var k,c,h,g,b,w,v=o&&o.__k||We,_=t.length;for(u=Ir(a,t,v,u,_),k=0;k<_;k++)(h=a.__k[k])!=null&&(c=h.__i!=-1&&v[h.__i]||Ve,h.__i=k,w=At(e,h,c,r,i,s,d,u,p,m),g=h.__e,h.ref&&c.ref!=h.ref&&(c.ref&&Mt(c.ref,null,h),m.push(h.ref,h.__c||g,h)),b==null&&g!=null&&(b=g),4&h.__u?(u=Sa(h,u,e),c.__e&&(c.__e=null)):typeof h.type=="function"&&w!==void 0?u=w:g&&(u=g.nextSibling),h.__u&=-7);return a.__e=b,u}function Ir(e,t,a,o,r){var i,s,d,u,p,m=a.length,k=m,c=0;for(e.__k=new Array(r),i=0;i<r;i++)(s=t[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=e.__k[i]=Ue(null,s,null,null,null):Ze(s)?s=e.__k[i]=Ue(z,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=e.__k[i]=Ue(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):e.__k[i]=s,u=i+c,s.__=e,s.__b=e.__b+1,d=null,(p=s.__i=Kr(s,a,u,k))!=-1&&(k--,(d=a[p])&&(d.__u|=2)),d==null||d.__v==null?(p==-1&&(r>m?c--:r<m&&c++),typeof s.type!="function"&&(s.__u|=4)):p!=u&&(p==u-1?c--:p==u+1?c++:(p>u?c--:c++,s.__u|=4))):e.__k[i]=null;if(k)for(i=0;i<m;i++)(d=a[i])!=null&&(2&d.__u)==0&&(d.__e==o&&(o=ye(d)),ja(d,d));return o}function Sa(e,t,a){var o,r;if(typeof e.type=="function"){for(o=e.__k,r=0;o&&r<o.length;r++)o[r]&&(o[r].__=e,t=Sa(o[r],t,a));return t}e.__e!=t&&(t&&e.type&&!t.parentNode&&(t=ye(e)),t=a.insertBefore(e.__e,t||null));do t=t&&t.nextSibling;while(t!=null&&t.nodeType==8);return t}function Kr(e,t,a,o){var r,i,s,d=e.key,u=e.type,p=t[a],m=p!=null&&(2&p.__u)==0;if(p===null&&d==null||m&&d==p.key&&u==p.type)return a;if(o>(m?1:0)){for(r=a-1,i=a+1;r>=0||i<t.length;)if((p=t[s=r>=0?r--:i++])!=null&&(2&p.__u)==0&&d==p.key&&u==p.type)return s}return-1}function ka(e,t,a){t[0]=="-"?e.setProperty(t,a??""):e[t]=a==null?"":typeof a!="number"||Nr.test(t)?a:a+"px"}function Ge(e,t,a,o,r){var i,s;e:if(t=="style")if(typeof a=="string")e.style.cssText=a;else{if(typeof o=="string"&&(e.style.cssText=o=""),o)for(t in o)a&&t in a||ka(e.style,t,"");if(a)for(t in a)o&&a[t]==o[t]||ka(e.style,t,a[t])}else if(t[0]=="o"&&t[1]=="n")i=t!=(t=t.replace(_a,"$1")),s=t.toLowerCase(),t=s in e||t=="onFocusOut"||t=="onFocusIn"?s.slice(2):t.slice(2),e.l||(e.l={}),e.l[t+i]=a,a?o?a[Ce]=o[Ce]:(a[Ce]=jt,e.addEventListener(t,i?Ct:Et,i)):e.removeEventListener(t,i?Ct:Et,i);else{if(r=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{e[t]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&a==1?"":a))}}function ya(e){return function(t){if(this.l){var a=this.l[t.type+e];if(t[Fe]==null)t[Fe]=jt++;else if(t[Fe]<a[Ce])return;return a(E.event?E.event(t):t)}}}function At(e,t,a,o,r,i,s,d,u,p){var m,k,c,h,g,b,w,v,_,C,R,P,I,Y,G,f,y=t.type;if(t.constructor!==void 0)return null;128&a.__u&&(u=!!(32&a.__u),i=[d=t.__e=a.__e]),(m=E.__b)&&m(t);e:if(typeof y=="function"){k=s.length;try{if(_=t.props,C=y.prototype&&y.prototype.render,R=(m=y.contextType)&&o[m.__c],P=m?R?R.props.value:m.__:o,a.__c?v=(c=t.__c=a.__c).__=c.__E:(C?t.__c=c=new y(_,P):(t.__c=c=new qe(_,P),c.constructor=y,c.render=Gr),R&&R.sub(c),c.state||(c.state={}),c.__n=o,h=c.__d=!0,c.__h=[],c._sb=[]),C&&c.__s==null&&(c.__s=c.state),C&&y.getDerivedStateFromProps!=null&&(c.__s==c.state&&(c.__s=ie({},c.__s)),ie(c.__s,y.getDerivedStateFromProps(_,c.__s))),g=c.props,b=c.state,c.__v=t,h)C&&y.getDerivedStateFromProps==null&&c.componentWillMount!=null&&c.componentWillMount(),C&&c.componentDidMount!=null&&c.__h.push(c.componentDidMount);else{if(C&&y.getDerivedStateFromProps==null&&_!==g&&c.componentWillReceiveProps!=null&&c.componentWillReceiveProps(_,P),t.__v==a.__v||!c.__e&&c.shouldComponentUpdate!=null&&c.shouldComponentUpdate(_,c.__s,P)===!1){t.__v!=a.__v&&(c.props=_,c.state=c.__s,c.__d=!1),t.__e=a.__e,t.__k=a.__k,t.__k.some(function(x){x&&(x.__=t)}),We.push.apply(c.__h,c._sb),c._sb=[],c.__h.length&&s.push(c),d=ye(a);break e}c.componentWillUpdate!=null&&c.componentWillUpdate(_,c.__s,P),C&&c.componentDidUpdate!=null&&c.__h.push(function(){c.componentDidUpdate(g,b,w)})}if(c.context=P,c.props=_,c.__P=e,c.__e=!1,I=E.__r,Y=0,C)c.state=c.__s,c.__d=!1,I&&I(t),m=c.render(c.props,c.state,c.context),We.push.apply(c.__h,c._sb),c._sb=[];else do c.__d=!1,I&&I(t),m=c.render(c.props,c.state,c.context),c.state=c.__s;while(c.__d&&++Y<25);c.state=c.__s,c.getChildContext!=null&&(o=ie(ie({},o),c.getChildContext())),C&&!h&&c.getSnapshotBeforeUpdate!=null&&(w=c.getSnapshotBeforeUpdate(g,b)),G=m!=null&&m.type===z&&m.key==null?Ca(m.props.children):m,d=xa(e,Ze(G)?G:[G],t,a,o,r,i,s,d,u,p),c.base=t.__e,t.__u&=-161,c.__h.length&&s.push(c),v&&(c.__E=c.__=null)}catch(x){if(s.length=k,t.__v=null,u||i!=null){if(x.then){for(t.__u|=u?160:128;d&&d.nodeType==8&&d.nextSibling;)d=d.nextSibling;i!=null&&(i[i.indexOf(d)]=null),t.__e=d}else if(i!=null)for(f=i.length;f--;)Pt(i[f])}else t.__e=a.__e;t.__k==null&&(t.__k=a.__k||[]),x.then||Ta(t),E.__e(x,t,a)}}else i==null&&t.__v==a.__v?(t.__k=a.__k,t.__e=a.__e):d=t.__e=Br(a.__e,t,a,o,r,i,s,u,p);return(m=E.diffed)&&m(t),128&t.__u?void 0:d}function Ta(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(Ta))}function Ea(e,t,a){for(var o=0;o<a.length;o++)Mt(a[o],a[++o],a[++o]);E.__c&&E.__c(t,e),e.some(function(r){try{e=r.__h,r.__h=[],e.some(function(i){i.call(r)})}catch(i){E.__e(i,r.__v)}})}function Ca(e){return typeof e!="object"||e==null||e.__b>0?e:Ze(e)?e.map(Ca):e.constructor!==void 0?null:ie({},e)}function Br(e,t,a,o,r,i,s,d,u){var p,m,k,c,h,g,b,w=a.props||Ve,v=t.props,_=t.type;if(_=="svg"?r="http://www.w3.org/2000/svg":_=="math"?r="http://www.w3.org/1998/Math/MathML":r||(r="http://www.w3.org/1999/xhtml"),i!=null){for(p=0;p<i.length;p++)if((h=i[p])&&"setAttribute"in h==!!_&&(_?h.localName==_:h.nodeType==3)){e=h,i[p]=null;break}}if(e==null){if(_==null)return document.createTextNode(v);e=document.createElementNS(r,_,v.is&&v),d&&(E.__m&&E.__m(t,i),d=!1),i=null}if(_==null)w===v||d&&e.data==v||(e.data=v);else{if(i=_=="textarea"&&v.defaultValue!=null?null:i&&Ye.call(e.childNodes),!d&&i!=null)for(w={},p=0;p<e.attributes.length;p++)w[(h=e.attributes[p]).name]=h.value;for(p in w)h=w[p],p=="dangerouslySetInnerHTML"?k=h:p=="children"||p in v||p=="value"&&"defaultValue"in v||p=="checked"&&"defaultChecked"in v||Ge(e,p,null,h,r);for(p in v)h=v[p],p=="children"?c=h:p=="dangerouslySetInnerHTML"?m=h:p=="value"?g=h:p=="checked"?b=h:d&&typeof h!="function"||w[p]===h||Ge(e,p,h,w[p],r);if(m)d||k&&(m.__html==k.__html||m.__html==e.innerHTML)||(e.innerHTML=m.__html),t.__k=[];else if(k&&(e.innerHTML=""),xa(t.type=="template"?e.content:e,Ze(c)?c:[c],t,a,o,_=="foreignObject"?"http://www.w3.org/1999/xhtml":r,i,s,i?i[0]:a.__k&&ye(a,0),d,u),i!=null)for(p=i.length;p--;)Pt(i[p]);d&&_!="textarea"||(p="value",_=="progress"&&g==null?e.removeAttribute("value"):g!=null&&(g!==e[p]||_=="progress"&&!g||_=="option"&&g!=w[p])&&Ge(e,p,g,w[p],r),p="checked",b!=null&&b!=e[p]&&Ge(e,p,b,w[p],r))}return e}function Mt(e,t,a){try{if(typeof e=="function"){var o=typeof e.__u=="function";o&&e.__u(),o&&t==null||(e.__u=e(t))}else e.current=t}catch(r){E.__e(r,a)}}function ja(e,t,a){var o,r;if(E.unmount&&E.unmount(e),(o=e.ref)&&(o.current&&o.current!=e.__e||Mt(o,null,t)),(o=e.__c)!=null){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(i){E.__e(i,t)}o.base=o.__P=o.__n=null}if(o=e.__k)for(r=0;r<o.length;r++)o[r]&&ja(o[r],t,a||typeof e.type!="function");a||Pt(e.__e),e.__c=e.__=e.__e=void 0}function Gr(e,t,a){return this.constructor(e,a)}function Pa(e,t,a){var o,r,i,s;t==document&&(t=document.documentElement),E.__&&E.__(e,t),r=(o=typeof a=="function")?null:a&&a.__k||t.__k,i=[],s=[],At(t,e=(!o&&a||t).__k=Or(z,null,[e]),r||Ve,Ve,t.namespaceURI,!o&&a?[a]:r?null:t.firstChild?Ye.call(t.childNodes):null,i,!o&&a?a:r?r.__e:t.firstChild,o,s),Ea(i,e,s),e.props.children=null}Ye=We.slice,E={__e:function(e,t,a,o){for(var r,i,s;t=t.__;)if((r=t.__c)&&!r.__)try{if((i=r.constructor)&&i.getDerivedStateFromError!=null&&(r.setState(i.getDerivedStateFromError(e)),s=r.__d),r.componentDidCatch!=null&&(r.componentDidCatch(e,o||{}),s=r.__d),s)return r.__E=r}catch(d){e=d}throw e}},ba=0,Lr=function(e){return e!=null&&e.constructor===void 0},qe.prototype.setState=function(e,t){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ie({},this.state),typeof e=="function"&&(e=e(ie({},a),this.props)),e&&ie(a,e),e!=null&&this.__v&&(t&&this._sb.push(t),ga(this))},qe.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),ga(this))},qe.prototype.render=z,de=[],wa=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,va=function(e,t){return e.__v.__b-t.__v.__b},Je.__r=0,Tt=Math.random().toString(8),Fe="__d"+Tt,Ce="__a"+Tt,_a=/(PointerCapture)$|Capture$/i,jt=0,Et=ya(!1),Ct=ya(!0),Hr=0;var ve,N,Rt,Aa,Xe=0,Da=[],O=E,Ma=O.__b,Ra=O.__r,za=O.diffed,La=O.__c,Ha=O.unmount,Na=O.__;function et(e,t){O.__h&&O.__h(N,e,Xe||t),Xe=0;var a=N.__H||(N.__H={__:[],__h:[]});return e>=a.__.length&&a.__.push({}),a.__[e]}function $(e){return Xe=1,Fr(Ia,e)}function Fr(e,t,a){var o=et(ve++,2);if(o.t=e,!o.__c&&(o.__=[a?a(t):Ia(void 0,t),function(d){var u=o.__N?o.__N[0]:o.__[0],p=o.t(u,d);u!==p&&(o.__N=[p,o.__[1]],o.__c.setState({}))}],o.__c=N,!N.__f)){var r=function(d,u,p){if(!o.__c.__H)return!0;var m=!1,k=o.__c.props!==d;if(o.__c.__H.__.some(function(h){if(h.__N){m=!0;var g=h.__[0];h.__=h.__N,h.__N=void 0,g!==h.__[0]&&(k=!0)}}),i){var c=i.call(this,d,u,p);return m?c||k:c}return!m||k};N.__f=!0;var i=N.shouldComponentUpdate,s=N.componentWillUpdate;N.componentWillUpdate=function(d,u,p){if(this.__e){var m=i;i=void 0,r(d,u,p),i=m}s&&s.call(this,d,u,p)},N.shouldComponentUpdate=r}return o.__N||o.__}function T(e,t){var a=et(ve++,3);!O.__s&&Lt(a.__H,t)&&(a.__=e,a.u=t,N.__H.__h.push(a))}function je(e,t){var a=et(ve++,4);!O.__s&&Lt(a.__H,t)&&(a.__=e,a.u=t,N.__h.push(a))}function j(e){return Xe=5,Pe(function(){return{current:e}},[])}function Pe(e,t){var a=et(ve++,7);return Lt(a.__H,t)&&(a.__=e(),a.__H=t,a.__h=e),a.__}function Ur(){for(var e;e=Da.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Qe),t.__h.some(zt),t.__h=[]}catch(a){t.__h=[],O.__e(a,e.__v)}}}O.__b=function(e){N=null,Ma&&Ma(e)},O.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),Na&&Na(e,t)},O.__r=function(e){Ra&&Ra(e),ve=0;var t=(N=e.__c).__H;t&&(Rt===N?(t.__h=[],N.__h=[],t.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(t.__h.some(Qe),t.__h.some(zt),t.__h=[],ve=0)),Rt=N},O.diffed=function(e){za&&za(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&(Da.push(t)!==1&&Aa===O.requestAnimationFrame||((Aa=O.requestAnimationFrame)||qr)(Ur)),t.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),Rt=N=null},O.__c=function(e,t){t.some(function(a){try{a.__h.some(Qe),a.__h=a.__h.filter(function(o){return!o.__||zt(o)})}catch(o){t.some(function(r){r.__h&&(r.__h=[])}),t=[],O.__e(o,a.__v)}}),La&&La(e,t)},O.unmount=function(e){Ha&&Ha(e);var t,a=e.__c;a&&a.__H&&(a.__H.__.some(function(o){try{Qe(o)}catch(r){t=r}}),a.__H=void 0,t&&O.__e(t,a.__v))};var Oa=typeof requestAnimationFrame=="function";function qr(e){var t,a=function(){clearTimeout(o),Oa&&cancelAnimationFrame(t),setTimeout(e)},o=setTimeout(a,35);Oa&&(t=requestAnimationFrame(a))}function Qe(e){var t=N,a=e.__c;typeof a=="function"&&(e.__c=void 0,a()),N=t}function zt(e){var t=N;e.__c=e.__(),N=t}function Lt(e,t){return!e||e.length!==t.length||t.some(function(a,o){return a!==e[o]})}function Ia(e,t){return typeof t=="function"?t(e):t}var D=class extends Error{constructor(a,o,r,i=null,s=null){super(o);K(this,"code",a);K(this,"status",r);K(this,"field",i);K(this,"retryAfter",s)}};async function F(e,t,a,o){let r={accept:"application/json"};a!==void 0&&(r["content-type"]="application/json"),o&&(r.authorization=`Bearer ${o}`);let i;try{i=await fetch(t,{method:e,headers:r,body:a===void 0?null:JSON.stringify(a)})}catch{throw new D("offline","the server cannot be reached",0)}let s=await i.text(),d=null;try{d=s?JSON.parse(s):null}catch{d=null}if(!i.ok){let u=d??{},p=i.headers.get("retry-after");throw new D(u.code??"internal",u.message??`HTTP ${i.status}`,i.status,u.field??null,p===null?null:Number(p))}return d}var ae=class{constructor(t){this.value=t}valueOf(){return this.value}},A=class extends ae{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},U=class extends ae{constructor(t,a={}){super(t),this.opts=a}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return this.value.toString(10)}},ne=class e extends ae{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof ae)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(t instanceof a.Instant||t instanceof a.PlainDateTime||t instanceof a.PlainDate||t instanceof a.PlainMonthDay||t instanceof a.PlainTime||t instanceof a.PlainYearMonth)return!0}return!1}constructor(t,a={}){t instanceof e?(a={...t.opts,...a},t=t.value):t instanceof ae&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&a.calendar===void 0&&(a={...a,calendar:t.calendarId}),super(t),this.opts=a}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Ka=100,Vr="\u2068",Wr="\u2069";function Jr(e,t,a){if(a===t||a instanceof U&&t instanceof U&&a.value===t.value)return!0;if(t instanceof U&&typeof a=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(a===o)return!0}return!1}function Ba(e,t,a){return t[a]?_e(e,t[a].value):(e.reportError(new RangeError("No default")),new A)}function Ht(e,t){let a=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=Ae(e,r.value):a.push(Ae(e,r));return{positional:a,named:o}}function Ae(e,t){switch(t.type){case"str":return t.value;case"num":return new U(t.value,{minimumFractionDigits:t.precision});case"var":return Yr(e,t);case"mesg":return Zr(e,t);case"term":return Qr(e,t);case"func":return Xr(e,t);case"select":return eo(e,t);default:return new A}}function Yr(e,{name:t}){let a;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))a=e.params[t];else return new A(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))a=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new A(`$${t}`);if(a instanceof ae)return a;switch(typeof a){case"string":return a;case"number":return new U(a);case"object":if(ne.supportsValue(a))return new ne(a);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof a}`)),new A(`$${t}`)}}function Zr(e,{name:t,attr:a}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new A(t);if(a){let r=o.attributes[a];return r?_e(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new A(`${t}.${a}`))}return o.value?_e(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new A(t))}function Qr(e,{name:t,attr:a,args:o}){let r=`-${t}`,i=e.bundle._terms.get(r);if(!i)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new A(r);if(a){let d=i.attributes[a];if(d){e.params=Ht(e,o).named;let u=_e(e,d);return e.params=null,u}return e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new A(`${r}.${a}`)}e.params=Ht(e,o).named;let s=_e(e,i.value);return e.params=null,s}function Xr(e,{name:t,args:a}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new A(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new A(`${t}()`);try{let r=Ht(e,a);return o(r.positional,r.named)}catch(r){return e.reportError(r),new A(`${t}()`)}}function eo(e,{selector:t,variants:a,star:o}){let r=Ae(e,t);if(r instanceof A)return Ba(e,a,o);for(let i of a){let s=Ae(e,i.key);if(Jr(e,r,s))return _e(e,i.value)}return Ba(e,a,o)}function Nt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new A;e.dirty.add(t);let a=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){a.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>Ka)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${Ka}`);o&&a.push(Vr),a.push(Ae(e,r).toString(e)),o&&a.push(Wr)}return e.dirty.delete(t),a.join("")}function _e(e,t){return typeof t=="string"?e.bundle._transform(t):Nt(e,t)}var tt=class{constructor(t,a,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=a,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,a){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(a);return o[r]||(o[r]=new t(this.bundle.locales,a)),o[r]}};function Ot(e,t){let a=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(a[o]=r.valueOf());return a}var Ga=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Fa(e,t){let a=e[0];if(a instanceof A)return new A(`NUMBER(${a.valueOf()})`);if(a instanceof U)return new U(a.valueOf(),{...a.opts,...Ot(t,Ga)});if(a instanceof ne)return new U(a.toNumber(),{...Ot(t,Ga)});throw new TypeError("Invalid argument to NUMBER")}var to=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Ua(e,t){let a=e[0];if(a instanceof A)return new A(`DATETIME(${a.valueOf()})`);if(a instanceof ne||a instanceof U)return new ne(a,Ot(t,to));throw new TypeError("Invalid argument to DATETIME")}var qa=new Map;function Va(e){let t=Array.isArray(e)?e.join(" "):e,a=qa.get(t);return a===void 0&&(a=new Map,qa.set(t,a)),a}var Me=class{constructor(t,{functions:a,useIsolating:o=!0,transform:r=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:Fa,DATETIME:Ua,...a},this._useIsolating=o,this._transform=r,this._intls=Va(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:a=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let i=t.body[r];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){o.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){o.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return o}formatPattern(t,a=null,o=null){if(typeof t=="string")return this._transform(t);let r=new tt(this,o,a);try{return Nt(r,t).toString(r)}catch(i){if(r.errors&&i instanceof Error)return r.errors.push(i),new A().toString(r);throw i}}};var Dt=/^(-?[a-zA-Z][\w-]*) *= */gm,Wa=/\.([a-zA-Z][\w-]*) *= */y,ao=/\*?\[/y,It=/(-?[0-9]+(?:\.([0-9]+))?)/y,no=/([a-zA-Z][\w-]*)/y,Ja=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,ro=/^[A-Z][A-Z0-9_-]*$/,at=/([^{}\n\r]+)/y,oo=/([^\\"\n\r]*)/y,Ya=/\\([\\"])/y,Za=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,io=/^\n+/,Qa=/ +$/,so=/ *\r?\n/g,lo=/( *)$/,co=/{\s*/y,Xa=/\s*}/y,uo=/\[\s*/y,po=/\s*] */y,mo=/\s*\(\s*/y,ho=/\s*->\s*/y,fo=/\s*:\s*/y,go=/\s*,?\s*/y,ko=/\s+/y,Re=class{constructor(t){this.body=[],Dt.lastIndex=0;let a=0;for(;;){let f=Dt.exec(t);if(f===null)break;a=Dt.lastIndex;try{this.body.push(u(f[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function o(f){return f.lastIndex=a,f.test(t)}function r(f,y){if(t[a]===f)return a++,!0;if(y)throw new y(`Expected ${f}`);return!1}function i(f,y){if(o(f))return a=f.lastIndex,!0;if(y)throw new y(`Expected ${f.toString()}`);return!1}function s(f){f.lastIndex=a;let y=f.exec(t);if(y===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,y}function d(f){return s(f)[1]}function u(f){let y=m(),x=p();if(y===null&&Object.keys(x).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:y,attributes:x}}function p(){let f=Object.create(null);for(;o(Wa);){let y=d(Wa),x=m();if(x===null)throw new SyntaxError("Expected attribute value");f[y]=x}return f}function m(){let f;if(o(at)&&(f=d(at)),t[a]==="{"||t[a]==="}")return k(f?[f]:[],1/0);let y=I();return y?f?k([f,y],y.length):(y.value=Y(y.value,io),k([y],y.length)):f?Y(f,Qa):null}function k(f=[],y){for(;;){if(o(at)){f.push(d(at));continue}if(t[a]==="{"){f.push(c());continue}if(t[a]==="}")throw new SyntaxError("Unbalanced closing brace");let J=I();if(J){f.push(J),y=Math.min(y,J.length);continue}break}let x=f.length-1,Z=f[x];typeof Z=="string"&&(f[x]=Y(Z,Qa));let Q=[];for(let J of f)J instanceof nt&&(J=J.value.slice(0,J.value.length-y)),J&&Q.push(J);return Q}function c(){i(co,SyntaxError);let f=h();if(i(Xa))return f;if(i(ho)){let y=w();return i(Xa,SyntaxError),{type:"select",selector:f,...y}}throw new SyntaxError("Unclosed placeable")}function h(){if(t[a]==="{")return c();if(o(Ja)){let[,f,y,x=null]=s(Ja);if(f==="$")return{type:"var",name:y};if(i(mo)){let Z=g();if(f==="-")return{type:"term",name:y,attr:x,args:Z};if(ro.test(y))return{type:"func",name:y,args:Z};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:y,attr:x,args:[]}:{type:"mesg",name:y,attr:x}}return _()}function g(){let f=[];for(;;){switch(t[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push(b()),i(go)}}function b(){let f=h();return f.type!=="mesg"?f:i(fo)?{type:"narg",name:f.name,value:_()}:f}function w(){let f=[],y=0,x;for(;o(ao);){r("*")&&(x=y);let Z=v(),Q=m();if(Q===null)throw new SyntaxError("Expected variant value");f[y++]={key:Z,value:Q}}if(y===0)return null;if(x===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:x}}function v(){i(uo,SyntaxError);let f;return o(It)?f=C():f={type:"str",value:d(no)},i(po,SyntaxError),f}function _(){if(o(It))return C();if(t[a]==='"')return R();throw new SyntaxError("Invalid expression")}function C(){let[,f,y=""]=s(It),x=y.length;return{type:"num",value:parseFloat(f),precision:x}}function R(){r('"',SyntaxError);let f="";for(;;){if(f+=d(oo),t[a]==="\\"){f+=P();continue}if(r('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function P(){if(o(Ya))return d(Ya);if(o(Za)){let[,f,y]=s(Za),x=parseInt(f||y,16);return x<=55295||57344<=x?String.fromCodePoint(x):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function I(){let f=a;switch(i(ko),t[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return G(t.slice(f,a))}return t[a-1]===" "?G(t.slice(f,a)):!1}function Y(f,y){return f.replace(y,"")}function G(f){let y=f.replace(so,`
`),x=lo.exec(f)[1].length;return new nt(y,x)}}},nt=class{constructor(t,a){this.value=t,this.length=a}};var yo="([a-z]{2,3}|\\*)",bo="(?:-([a-z]{4}|\\*))",wo="(?:-([a-z]{2}|\\*))",vo="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",_o=new RegExp(`^${yo}${bo}?${wo}?${vo}?$`,"i"),ce=class{constructor(t){let a=_o.exec(t.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,o,r,i,s]=a;o&&(this.language=o.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,a=!1,o=!1){return(this.language===t.language||a&&this.language===void 0||o&&t.language===void 0)&&(this.script===t.script||a&&this.script===void 0||o&&t.script===void 0)&&(this.region===t.region||a&&this.region===void 0||o&&t.region===void 0)&&(this.variant===t.variant||a&&this.variant===void 0||o&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=xo(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},en={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},$o=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function xo(e){if(Object.prototype.hasOwnProperty.call(en,e))return new ce(en[e]);let t=new ce(e);return t.language&&$o.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function Kt(e,t,a){let o=new Set,r=new Map;for(let i of t)new ce(i).isWellFormed&&r.set(i,new ce(i));e:for(let i of e){let s=i.toLowerCase(),d=new ce(s);if(d.language!==void 0){for(let u of r.keys())if(s===u.toLowerCase()){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}for(let[u,p]of r.entries())if(p.matches(d,!0,!1)){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}if(d.addLikelySubtags()){for(let[u,p]of r.entries())if(p.matches(d,!0,!1)){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}d.clearVariants();for(let[u,p]of r.entries())if(p.matches(d,!0,!0)){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}if(d.clearRegion(),d.addLikelySubtags()){for(let[u,p]of r.entries())if(p.matches(d,!0,!1)){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}d.clearRegion();for(let[u,p]of r.entries())if(p.matches(d,!0,!0)){if(o.add(u),r.delete(u),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}}return Array.from(o)}function Bt(e,t,{strategy:a="filtering",defaultLocale:o}={}){let r=Kt(Array.from(e??[]).map(String),Array.from(t??[]).map(String),a);if(a==="lookup"){if(o===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(o)}else o&&!r.includes(o)&&r.push(o);return r}var tn=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
`;var an=`# The browser game's words in English: the reference catalog.  Every other catalog
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
`;var nn=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
`;var rn=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
`;var on=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
`;var ze=["en","tr","hy","el","lt"],Po={en:an,tr:on,hy:nn,el:tn,lt:rn},sn=new Map;function rt(e){let t=sn.get(e);if(!t){t=new Me(e,{useIsolating:!1});let a=t.addResource(new Re(Po[e]));a.length&&console.warn(`catalog ${e}: ${a.map(String).join("; ")}`),sn.set(e,t)}return t}function ln(e){if(e&&ze.includes(e))return e;let[t]=Bt([...navigator.languages],[...ze],{defaultLocale:"en",strategy:"lookup"});return t??"en"}var $e="en";function dn(e){$e=e,document.documentElement.lang=e}function cn(){return $e}function l(e,t){for(let a of $e==="en"?["en"]:[$e,"en"]){let o=rt(a),r=o.getMessage(e);if(r!=null&&r.value){let i=[],s=o.formatPattern(r.value,t??null,i);if(!i.length)return s}}return e}function un(e){return ze.flatMap(t=>{var r;let a=rt(t),o=(r=a.getMessage(e))==null?void 0:r.value;return o?[a.formatPattern(o,null,[])]:[]})}function Gt(e){return rt($e).hasMessage(e)||rt("en").hasMessage(e)}var Ao="A23456789TJQK";function q(e){let t=e[0]??"",a=e[1]??"";return!Ao.includes(t)||!"shdc".includes(a)?e:l("card-name",{rank:l(`rank-${t}`),suit:l(`suit-${a}`)})}function B(e){let t={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${e[0]==="T"?"10":e[0]??""}${t[e[1]??""]??""}`}function V(e,t){return Gt(`error-${e}`)?l(`error-${e}`):t}function M(e,t){return new Intl.NumberFormat($e,t).format(e)}var Mo=0;function n(e,t,a,o,r,i){t||(t={});var s,d,u=t;if("ref"in u)for(d in u={},t)d=="ref"?s=t[d]:u[d]=t[d];var p={type:e,props:u,key:a,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--Mo,__i:-1,__u:0,__source:r,__self:i};if(typeof e=="function"&&(s=e.defaultProps))for(d in s)u[d]===void 0&&(u[d]=s[d]);return E.vnode&&E.vnode(p),p}function pn(){return n("article",{class:"panel fair","data-testid":"fair",children:[n("h1",{children:l("fair-title")}),n("p",{children:l("fair-body-1")}),n("p",{children:l("fair-body-2")}),n("p",{children:l("fair-body-4")}),n("p",{children:l("fair-body-3")}),n("pre",{children:n("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function mn(e){let[,t,a]=e.split("/");return t==="join"&&a?{page:"join",code:decodeURIComponent(a)}:t==="table"&&a?{page:"table",id:decodeURIComponent(a)}:t==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:t==="fair"?{page:"fair"}:t==="how-to-play"?{page:"howto",system:a?decodeURIComponent(a):null}:t==="stats"?{page:"stats"}:{page:"home"}}var Ft=new Set;function L(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),Ft.forEach(a=>a()),window.scrollTo(0,0)}function hn(){let[e,t]=$(()=>mn(location.pathname));return T(()=>{let a=()=>t(mn(location.pathname));return Ft.add(a),window.addEventListener("popstate",a),()=>{Ft.delete(a),window.removeEventListener("popstate",a)}},[]),e}var Ut="ginrummy.";function be(e,t){try{let a=localStorage.getItem(Ut+e);return a===null?t:JSON.parse(a)}catch{return t}}function ue(e,t){try{t===null?localStorage.removeItem(Ut+e):localStorage.setItem(Ut+e,JSON.stringify(t))}catch{}}var ot={get:()=>be("identity",null),set:e=>ue("identity",e)},qt=["small","medium","large"],fn={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function gn(){let{largeCards:e,...t}=be("settings",{}),a={...fn,...t};return e===!0&&(t.cardSize===void 0&&(a.cardSize="large"),t.highContrast===void 0&&(a.highContrast=!0)),qt.includes(a.cardSize)||(a.cardSize=fn.cardSize),a}function kn(e){ue("settings",e)}function yn(e){return be(`order.${e}`,[])}function bn(e,t){ue(`order.${e}`,t)}function H(e,t){if(t==null)return"?";let a=e[t];if(!a)return"?";if(a.kind==="computer"&&a.level&&/^(easy|medium|hard|expert)$/.test(a.level)){let o=e.filter(i=>i.kind==="computer").length>1,r=l("seat-computer",{level:l(`level-${a.level}`)});return o?`${r} ${t+1}`:r}return a.name?a.name:l("seat-empty")}function we(e,t){let a="card"in e?B(e.card):"";switch(e.action){case"draw_stock":return l("action-draw-stock");case"draw_discard":{let o=t;return o?l("action-draw-discard",{card:B(o)}):l("action-take-pile")}case"pass":return l("action-pass");case"discard":return l("action-discard",{card:a});case"knock":return a?l("action-knock-with",{card:a}):l("action-knock");case"big_gin":return l("action-big-gin");case"arrange":return l("arrange-submit");case"lay_off":return l("layoff-submit")}}var it={style:"percent",maximumFractionDigits:0},wn={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},Ro={minimumFractionDigits:1,maximumFractionDigits:1},zo={chance:it,undercut:it,knock:it,wait:it,points:wn,wait_points:wn,expected:Ro};function vn(e){return!e.why.length||!e.why.every(t=>Gt(`why-${t.code}`))?e.reason:e.why.map(t=>{let a={};for(let[o,r]of Object.entries(t.args))r!==void 0&&(typeof r=="string"?a[o]=B(r):a[o]=new U(r,zo[o]??{}));return l(`why-${t.code}`,a)}).join(", ")}function Lo(e){return"card"in e&&e.card?B(e.card):null}function Le(e,t){switch(e.type){case"action":{let a=H(t,e.player),o=Lo(e.action),r;switch(e.action.action){case"draw_stock":r=o?l("event-draw-stock-card",{name:a,card:o}):l("event-draw-stock",{name:a});break;case"draw_discard":r=l("event-draw-discard",{name:a,card:o??""});break;case"pass":r=l("event-pass",{name:a});break;case"discard":r=l("event-discard",{name:a,card:o??""});break;case"knock":r=l("event-knock",{name:a});break;case"big_gin":r=l("event-big-gin",{name:a});break;case"arrange":r=l("event-arrange",{name:a});break;case"lay_off":r=l("event-lay-off",{name:a});break}return e.by==="timeout"&&(r+=" "+l("event-by-timeout")),e.by==="away"&&(r+=" "+l("event-by-away")),r}case"deal":return l("event-deal",{hand:e.hand,name:H(t,e.dealer)});case"advice":{let a=H(t,e.player);return e.action?l("event-advice",{name:a,action:we(e.action)}):l("event-advice-none",{name:a})}case"undo":return l("event-undo",{name:H(t,e.player)});case"ready":return l("event-ready",{name:H(t,e.seat)});case"hand_end":return He(e.end.outcome,"winner"in e.end?e.end.winner:null,t);case"match_end":return e.winner===null?l("match-draw"):l("match-winner",{name:H(t,e.winner)});default:return null}}function He(e,t,a){if(e==="draw"||t===null)return l("outcome-draw");let o=`outcome-${e}`;return l(o,{name:H(a,t)})}var Vt="guide";function Wt(){return be(Vt,null)!=="done"}function Jt(){ue(Vt,null)}function Ho(){ue(Vt,"done")}async function $n(e){Jt();let t=await F("POST","/api/tables",{system:"standard",options:{},seats:[{kind:"person",level:null},{kind:"computer",level:"easy"}],turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:!0,spectators:null},e.token);L(`/table/${t.id}`)}var Ne=["offer","draw","discard","knock","end"];function _n(e){return e.outcome==="forfeit"?{outcome:e.outcome,winner:null,points:0}:{outcome:e.outcome,winner:e.winner,points:e.points}}function No(e){let{table:t,you:a}=e;return a.seat!==null&&a.role==="player"&&t.seats.length===2&&t.seats.every(o=>o.seat===a.seat||o.kind==="computer")}function xn({state:e}){let[t,a]=$(Wt),[o,r]=$(new Set),[i,s]=$(null),d=j(0),u=j(null),p=e.snapshot,m=(p==null?void 0:p.you.seat)??null;T(()=>{var v;let b=e.log.filter(_=>_.seq>d.current);if(!b.length)return;d.current=((v=b[b.length-1])==null?void 0:v.seq)??d.current;let w=null;for(let{event:_}of b){let C=Oo(_,m,u.current);C&&!o.has(C)&&(w??(w=new Set(o))).add(C),_.type==="hand_end"&&!i&&s(_n(_.end))}w&&r(w)},[e.log]);let k=i??(e.lastEnd?_n(e.lastEnd.end):null),c=p&&t&&No(p)?Io(p,o,k):null;if(T(()=>{u.current=c}),!p||!c)return null;let h=()=>{Ho(),a(!1)},g=Do(c,o);return n("section",{class:"guide panel","aria-labelledby":"guide-title","data-testid":"guide","data-step":c,children:[n("h2",{id:"guide-title",children:[l("guide-title")," ",n("span",{class:"guide-count",children:l("guide-step",{step:g+1,steps:Ne.length})})]}),n("p",{"aria-live":"polite","data-testid":"guide-text",children:Ko(c,p,k)}),n("div",{class:"guide-buttons",children:[c==="end"?n("button",{type:"button",class:"primary",onClick:h,"data-testid":"guide-finish",children:l("guide-finish")}):n("button",{type:"button",onClick:h,"data-testid":"guide-skip",children:l("guide-skip")}),n("a",{href:`/how-to-play/${p.table.system}`,target:"_blank",rel:"noopener",children:l("how-to-play")})]}),n(Go,{selector:Bo(c,p)})]})}function Oo(e,t,a){if(e.type!=="action"||e.player!==t)return null;switch(e.action.action){case"pass":return"offer";case"draw_discard":return a==="offer"?"offer":"draw";case"draw_stock":return"draw";case"discard":return"discard";case"knock":case"big_gin":return"knock";default:return null}}function Do(e,t){if(e==="end")return Ne.indexOf("end");if(e==="laydown"||e==="defend")return Ne.indexOf("knock");let a=Math.max(0,...[...t].map(o=>Ne.indexOf(o)));return e!=="wait"&&!t.has(e)?Math.max(Ne.indexOf(e),a):a}function Io(e,t,a){if(a)return"end";let{view:o,choices:r,table:i}=e;return i.status==="between_hands"||i.status==="over"?"end":!o||!r?null:o.phase==="arrange"?r.to_act?"laydown":"wait":o.phase==="lay_off"?r.to_act?"defend":"wait":!r.to_act||!r.actions.length?"wait":o.phase==="offer"?"offer":o.phase==="draw"?"draw":o.phase==="discard"?r.discards.some(s=>s.knock)&&!t.has("knock")?"knock":"discard":"wait"}function Sn(e){var a;return(((a=e.choices)==null?void 0:a.discards)??[]).filter(o=>o.knock).sort((o,r)=>o.deadwood-r.deadwood)[0]??null}function Ko(e,t,a){var k;let{view:o,choices:r,table:i}=t,s=i.seats,d=t.you.seat,u=H(s,((k=s.find(c=>c.seat!==d))==null?void 0:k.seat)??null),p=o==null?void 0:o.pile[o.pile.length-1],m=i.rules;switch(e){case"offer":return l("guide-offer",{card:p?B(p):""});case"draw":return p?l("guide-draw",{card:B(p)}):l("guide-draw-stock");case"discard":{let c=((r==null?void 0:r.discards)??[]).map(h=>h.deadwood);return l("guide-discard",{deadwood:c.length?Math.min(...c):(r==null?void 0:r.deadwood)??0})}case"knock":{let c=Sn(t);return c!=null&&c.gin?l("guide-gin",{card:B(c.card),bonus:Number(m.gin_bonus??0)}):l("guide-knock",{card:B((c==null?void 0:c.card)??""),deadwood:(c==null?void 0:c.deadwood)??0,limit:(o==null?void 0:o.knock_limit)??0})}case"laydown":return l("guide-laydown");case"defend":return l("guide-defend",{name:u});case"wait":return l("guide-wait",{name:u});case"end":{let c=l("guide-end",{target:Number(m.target??0)});if(!a)return c;let h=He(a.outcome,a.winner,s);return`${a.winner===null?l("guide-end-draw",{outcome:h}):l("guide-end-scored",{outcome:h,name:H(s,a.winner),points:a.points})} ${c}`}}}function Bo(e,t){switch(e){case"offer":return"[data-anchor='pile']";case"draw":return"[data-anchor='stock']";case"discard":return".hand";case"knock":{let a=Sn(t);return a?`[data-hand-card='${a.card}']`:null}case"wait":return"[data-anchor='opponent']";default:return null}}function Go({selector:e}){let t=j(null);return T(()=>{if(t.current&&(t.current.hidden=!0),!e)return;let a=0,o="",r=()=>{let i=t.current,s=e?document.querySelector(e):null,d=s&&!document.querySelector(".modal")?s.getBoundingClientRect():null,u=d?`${d.left},${d.top},${d.width},${d.height}`:"none";i&&u!==o&&(o=u,i.hidden=d===null||d.width===0,d&&(i.style.left=`${d.left-6}px`,i.style.top=`${d.top-6}px`,i.style.width=`${d.width+12}px`,i.style.height=`${d.height+12}px`)),a=requestAnimationFrame(r)};return r(),()=>cancelAnimationFrame(a)},[e]),n("div",{class:"guide-ring",ref:t,hidden:!0,"aria-hidden":"true","data-testid":"guide-ring"})}var Tn="sound";function Zt(){return be(Tn,!1)===!0}var pe=null;function Fo(){return typeof AudioContext>"u"?null:(pe??(pe=new AudioContext),pe.state==="suspended"&&pe.resume().catch(()=>{}),pe)}function En(e){ue(Tn,e?!0:null),e?Yt("turn"):pe==null||pe.suspend().catch(()=>{})}var Uo={draw:{peak:.08,notes:[[880,0,.07,"sine"]]},discard:{peak:.12,notes:[[330,0,.09,"triangle"]]},knock:{peak:.16,notes:[[160,0,.08,"square"],[160,.14,.08,"square"]]},gin:{peak:.1,notes:[[523,0,.1,"triangle"],[659,.1,.1,"triangle"],[784,.2,.1,"triangle"],[1047,.3,.22,"triangle"]]},turn:{peak:.07,notes:[[784,0,.12,"sine"],[1175,.12,.18,"sine"]]}};function Yt(e){if(!Zt()||document.visibilityState!=="visible")return;let t=Fo();if(!t)return;let{peak:a,notes:o}=Uo[e],r=t.currentTime;for(let[i,s,d,u]of o){let p=t.createOscillator(),m=t.createGain();p.type=u,p.frequency.value=i,m.gain.setValueAtTime(1e-4,r+s),m.gain.exponentialRampToValueAtTime(a,r+s+.01),m.gain.exponentialRampToValueAtTime(1e-4,r+s+d),p.connect(m).connect(t.destination),p.start(r+s),p.stop(r+s+d+.02)}}function qo(e){if(e.type==="action")switch(e.action.action){case"draw_stock":case"draw_discard":return"draw";case"discard":return"discard";case"knock":return"knock";case"big_gin":return"gin";default:return null}return e.type==="hand_end"&&(e.end.outcome==="gin"||e.end.outcome==="big_gin")?"gin":null}function Cn(e){var d,u;let t=j(null),a=j(!1),o=j(null),r=e.log[e.log.length-1];T(()=>{let p=(r==null?void 0:r.seq)??0,m=t.current;if(t.current=p,m===null||p<=m||!a.current)return;let c=e.log.filter(g=>g.seq>m).map(g=>qo(g.event)).filter(g=>g!==null),h=c[c.length-1];h&&Yt(h)},[r==null?void 0:r.seq]),T(()=>{a.current=e.link==="open"});let i=((d=e.snapshot)==null?void 0:d.choices)??null,s=!!(i!=null&&i.to_act&&((u=e.snapshot)==null?void 0:u.you.seat)!==null&&i.actions.length);T(()=>{let p=o.current;o.current=s,p===!1&&s&&window.setTimeout(()=>Yt("turn"),250)},[s])}function jn({to:e,children:t,testid:a}){return n("a",{href:e,"data-testid":a,onClick:o=>{o.preventDefault(),L(e)},children:t})}function Pn({identity:e,system:t}){let[a,o]=$(null),[r,i]=$(!1),s=async()=>{i(!0),o(null);try{await $n(e)}catch(d){o(d instanceof D?V(d.code,d.message):String(d)),i(!1)}};return n("nav",{class:"newcomer-links","aria-label":l("newcomer-links"),children:[n(jn,{to:`/how-to-play/${t}`,testid:"how-to-play",children:l("how-to-play")}),n(jn,{to:"/stats",testid:"stats-link",children:l("stats-link")}),n("button",{type:"button",disabled:r,onClick:()=>{s()},"data-testid":"guide-start",children:l("guide-start")}),a&&n("p",{class:"refusal",role:"alert",children:a})]})}function An(){let[e,t]=$(Zt),[a,o]=$(Wt);return n(z,{children:[n("label",{children:[n("input",{type:"checkbox",checked:e,"data-testid":"sound",onChange:r=>{let i=r.currentTarget.checked;En(i),t(i)}})," ",l("settings-sound")]}),n("button",{type:"button",disabled:a,onClick:()=>{Jt(),o(!0)},"data-testid":"guide-again",children:a?l("guide-asked"):l("guide-again")})]})}var xe=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];var Vo=["easy","medium","hard","expert"];function st(e){return e instanceof D?V(e.code,e.message):String(e)}function Mn({value:e,onChange:t,id:a}){return n("label",{for:a,children:[l("system-label")," ",n("select",{id:a,value:e,onChange:o=>t(o.currentTarget.value),children:xe.map(o=>n("option",{value:o,children:l(`system-${o}`)},o))})]})}async function Rn(e,t,a,o){return F("POST","/api/tables",{system:t,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:o,spectators:null},e.token)}function zn({identity:e,settings:t,setSettings:a}){let[o,r]=$(null),[i,s]=$(!1),d=t.lastSystem,u=t.lastLevel,p=d==="three-player"?3:2,m=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:p-1},()=>({kind:"computer",level:u}))],h=await Rn(e,d,c,!0);L(`/table/${h.id}`)}catch(c){r(st(c))}finally{s(!1)}},k=async()=>{s(!0),r(null);try{let c=[{kind:"person",level:null},...Array.from({length:p-1},()=>({kind:"person",level:null}))],h=await Rn(e,d,c,!0);L(`/table/${h.id}`)}catch(c){r(st(c))}finally{s(!1)}};return n("div",{class:"home",children:[n("p",{class:"tagline",children:l("home-tagline")}),n(Pn,{identity:e,system:d}),o&&n("p",{class:"refusal",role:"alert",children:o}),n("section",{class:"panel","aria-labelledby":"play-computer",children:[n("h2",{id:"play-computer",children:l("play-computer")}),n("div",{class:"form-row",children:[n(Mn,{id:"system-computer",value:d,onChange:c=>a({...t,lastSystem:c})}),n("label",{for:"level",children:[l("level-label")," ",n("select",{id:"level",value:u,onChange:c=>a({...t,lastLevel:c.currentTarget.value}),children:Vo.map(c=>n("option",{value:c,children:l(`level-${c}`)},c))})]}),n("button",{type:"button",class:"primary",disabled:i,onClick:()=>{m()},"data-testid":"play-computer",children:l("play-computer-start")})]})]}),n("section",{class:"panel","aria-labelledby":"play-friend",children:[n("h2",{id:"play-friend",children:l("private-table")}),n("div",{class:"form-row",children:[n(Mn,{id:"system-friend",value:d,onChange:c=>a({...t,lastSystem:c})}),n("button",{type:"button",disabled:i,onClick:()=>{k()},"data-testid":"play-friend",children:l("private-create")})]})]}),n(Wo,{identity:e,system:d}),n(Jo,{}),n(Yo,{system:d,name:e.name})]})}function Wo({identity:e,system:t}){let[a,o]=$("idle"),[r,i]=$(null),s=j(void 0),d=async p=>{try{let m=await F("POST","/api/quickmatch",{system:t,computer:p},e.token);if(m.status==="matched"&&m.table){o("idle"),L(`/table/${m.table}`);return}o(m.status==="offer"?"offer":"waiting"),m.status==="waiting"&&(s.current=window.setTimeout(()=>{d(!1)},3e3))}catch(m){o("idle"),i(st(m))}};T(()=>()=>window.clearTimeout(s.current),[]);let u=()=>{window.clearTimeout(s.current),o("idle")};return n("section",{class:"panel","aria-labelledby":"quick",children:[n("h2",{id:"quick",children:l("quick-match")}),r&&n("p",{class:"refusal",role:"alert",children:r}),a==="idle"&&n("button",{type:"button",onClick:()=>{i(null),d(!1)},children:[l("quick-match-start")," \xB7 ",l(`system-${t}`)]}),a==="waiting"&&n("p",{role:"status",children:[l("quick-match-waiting")," ",n("button",{type:"button",onClick:u,children:l("quick-match-cancel")})]}),a==="offer"&&n("p",{role:"status",children:[l("quick-match-offer")," ",n("button",{type:"button",onClick:()=>{d(!0)},children:l("quick-match-computer")})," ",n("button",{type:"button",onClick:()=>{d(!1)},children:l("quick-match-keep")})]})]})}function Jo(){let[e,t]=$(null),[a,o]=$(null),r=()=>{F("GET","/api/tables").then(t,d=>o(st(d)))};T(r,[]);let i=async d=>{let u=d.seats.find(p=>p.kind==="empty");if(!u)return L(`/table/${d.id}?watch=1`);L(`/table/${d.id}?sit=${u.seat}`)},s=(e??[]).filter(d=>d.status!=="over"&&d.status!=="closed");return n("section",{class:"panel","aria-labelledby":"open-tables",children:[n("h2",{id:"open-tables",children:l("open-tables")}),a&&n("p",{class:"refusal",role:"alert",children:a}),e!==null&&!s.length&&n("p",{children:l("open-tables-none")}),n("ul",{class:"lobby",children:s.map(d=>n("li",{children:[n("span",{children:[l(`system-${d.system}`),": ",d.seats.map(u=>H(d.seats,u.seat)).join(" \xB7 ")]})," ",d.seats.some(u=>u.kind==="empty")&&n("button",{type:"button",onClick:()=>{i(d)},children:l("open-tables-join")}),n("button",{type:"button",onClick:()=>L(`/table/${d.id}?watch=1`),children:l("open-tables-watch")})]},d.id))}),n("button",{type:"button",onClick:r,children:l("open-tables-refresh")})]})}function Yo({system:e,name:t}){let[a,o]=$(null);T(()=>{F("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`).then(o,()=>o([]))},[e]);let r=a==null?void 0:a.find(i=>i.name===t);return n("section",{class:"panel","aria-labelledby":"leaderboard",children:[n("h2",{id:"leaderboard",children:[l("leaderboard")," \xB7 ",l(`system-${e}`)]}),r&&n("p",{children:l("your-rating",{rating:r.rating})}),a!==null&&!a.length&&n("p",{children:l("leaderboard-none")}),a!==null&&a.length>0&&n("table",{children:[n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),n("th",{scope:"col",children:l("leaderboard-rating")}),n("th",{scope:"col",children:l("leaderboard-matches")})]})}),n("tbody",{children:a.slice(0,20).map(i=>n("tr",{class:i.name===t?"mine":"",children:[n("td",{children:i.name}),n("td",{children:M(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),n("td",{children:M(i.matches)})]},i.name))})]})]})}var On=["s","h","d","c"];function Qt(e){return e.charAt(0).toUpperCase()}function Dn(e){let t=e.charAt(1).toLowerCase();if(!On.includes(t))throw new Error(`not a card: ${JSON.stringify(e)}`);return t}function Zo(e){return e.length===2&&Qt(e)in In&&On.includes(e.charAt(1).toLowerCase())}var Qo={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},In={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},Ln=40,Xo=20,ei=70/60,ti=102,Hn=50;function me(e,t,a,o){let r=o/100;return n("path",{class:"card__suit",d:Qo[e],transform:`translate(${t-50*r} ${a-50*r}) scale(${r})`})}function Kn(e,t,a,o,r){let i=In[e];return i?n("path",{class:r,d:i.d,transform:`translate(${t-i.w/2*o} ${a}) scale(${o})`}):null}function Nn({rank:e,suit:t}){return n("g",{class:"card__index",children:[Kn(e,Ln,Xo,ei,"card__rank"),me(t,Ln,ti+Hn/2,Hn)]})}var re=(e,t,a)=>`M${e-a} ${t}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,ai={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+re(1,8,4.5)+re(40,3,5)+re(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+re(2,14,4)+re(26,10,4)+re(54,10,4)+re(78,14,4)+re(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+re(30,14,3.5)+re(50,14,3.5)+"M7 37H73V44H7Z"};function ni({rank:e,suit:t}){return n("g",{class:"card__court",children:[n("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),n("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),n("path",{class:"card__crown",d:ai[e]??"",transform:"translate(89 52) scale(0.9)"}),Kn(e,125,118,1.6,"card__court-rank"),me(t,125,268,46)]})}function ri({card:e}){let t=Qt(e),a=Dn(e),o="JQK".includes(t);return n(z,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("g",{class:"card__centre",children:o?n(ni,{rank:t,suit:a}):t==="A"?n(z,{children:[n("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),me(a,125,175,92)]}):me(a,125,176,104)}),n(Nn,{rank:t,suit:a}),n("g",{transform:"rotate(180 125 175)",children:n(Nn,{rank:t,suit:a})})]})}var Bn={x0:16,y0:16,x1:234,y1:334};function oi(e){let{x0:t,y0:a,x1:o,y1:r}=Bn,i=[],s=d=>Number(d.toFixed(2));for(let d=t+a+e/2;d<o+r;d+=e){let u=Math.max(t,d-r),p=Math.min(o,d-a);p>u&&i.push(`M${s(u)} ${s(d-u)}L${s(p)} ${s(d-p)}`)}for(let d=t-r+e/2;d<o-a;d+=e){let u=Math.max(t,a+d),p=Math.min(o,r+d);p>u&&i.push(`M${s(u)} ${s(u-d)}L${s(p)} ${s(p-d)}`)}return i.join("")}var ii=oi(22);function si(){let{x0:e,y0:t,x1:a,y1:o}=Bn;return n(z,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("rect",{class:"card__back-field",x:e,y:t,width:a-e,height:o-t,rx:"10"}),n("path",{class:"card__back-lattice",d:ii}),n("rect",{class:"card__back-line",x:e+9,y:t+9,width:a-e-18,height:o-t-18,rx:"5"}),n("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),n("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),n("g",{class:"card__back-suits",children:[me("s",125,154,24),me("h",146,175,24),me("d",125,196,24),me("c",104,175,24)]})]})}var li={s:"black",h:"red",d:"red",c:"black"},di={s:"black",h:"red",d:"blue",c:"green"};function W(e){let t=["card"],a=e.card!==null&&Zo(e.card);if(e.card===null)t.push("card--back");else if(!a)t.push("card--unknown");else{let r=Dn(e.card);t.push(`card--${r}`,`card--${(e.fourColour?di:li)[r]}`),e.fourColour&&t.push("card--four"),"JQK".includes(Qt(e.card))&&t.push("card--court")}e.class&&t.push(e.class);let o=e.label!=="";return n("svg",{class:t.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:o?"img":void 0,"aria-label":o?e.label:void 0,"aria-hidden":o?void 0:"true",focusable:"false",children:e.card===null?n(si,{}):a?n(ri,{card:e.card}):n("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function lt({rules:e,system:t}){let a=[],o=r=>Number(e[r]);return a.push(l("rules-target",{target:o("target")})),e.knock_limit_from_upcard?a.push(l("rules-knock-from-upcard")):a.push(l("rules-knock-limit",{limit:o("knock_limit")})),e.oklahoma_spades_double&&a.push(l("rules-spades-double")),a.push(l("rules-gin-bonus",{bonus:o("gin_bonus")})),a.push(l("rules-undercut-bonus",{bonus:o("undercut_bonus")})),a.push(e.big_gin?l("rules-big-gin",{bonus:o("big_gin_bonus")}):l("rules-no-big-gin")),a.push(e.discard_drawn_upcard?l("rules-discard-upcard"):l("rules-no-discard-upcard")),e.scoring==="hollywood"&&a.push(l("rules-hollywood")),o("players")===3&&a.push(l("rules-three-player")),o("line_bonus")>0&&a.push(l("rules-line-bonus",{bonus:o("line_bonus")})),o("game_bonus")>0&&a.push(l("rules-game-bonus",{bonus:o("game_bonus")})),e.shutout&&a.push(l("rules-shutout")),n("section",{class:"panel rules","aria-label":l("rules"),"data-testid":"rules",children:[n("h2",{children:[l("rules"),": ",l(`system-${t}`)]}),n("ul",{children:a.map(r=>n("li",{children:r},r))})]})}function Gn({system:e}){return n("a",{class:"how-to-play-link",href:`/how-to-play/${e}`,target:"_blank",rel:"noopener",children:l("how-to-play")})}function dt({cards:e,fourColour:t}){return n("span",{class:"howto-example",role:"img","aria-label":e.map(q).join(", "),children:e.map(a=>n("span",{class:"mini",children:n(W,{card:a,label:"",fourColour:t})},a))})}function te({title:e,rule:t,children:a}){return n("section",{class:"howto-part",children:[n("h2",{children:[e," ",n("span",{class:"rule-id",title:l("howto-rule-id"),children:t})]}),a]})}function Fn({system:e,fourColour:t,fallback:a}){let o=e&&xe.includes(e)?e:xe.includes(a)?a:"standard",[r,i]=$(null),[s,d]=$(null);T(()=>{i(null),F("GET",`/api/rules/${encodeURIComponent(o)}`).then(i,p=>d(p instanceof D?V(p.code,p.message):String(p)))},[o]);let u=p=>Number((r==null?void 0:r[p])??0);return n("article",{class:"howto","data-testid":"how-to-play","data-system":o,children:[n("h1",{children:l("howto-title",{system:l(`system-${o}`)})}),n("label",{for:"howto-system",children:[l("system-label")," ",n("select",{id:"howto-system",value:o,onChange:p=>L(`/how-to-play/${p.currentTarget.value}`,!0),children:xe.map(p=>n("option",{value:p,children:l(`system-${p}`)},p))})]}),s&&n("p",{class:"refusal",role:"alert",children:s}),!r&&!s&&n("p",{class:"loading",role:"status",children:l("loading")}),r&&n(z,{children:[n(te,{title:l("howto-aim-title"),rule:"R2, R5, R8",children:n("p",{children:l("howto-aim",{target:u("target")})})}),n(te,{title:l("howto-cards-title"),rule:"R1, R2",children:[n("p",{children:l("howto-cards")}),n("p",{children:[l("howto-set")," ",n(dt,{cards:["7s","7h","7c"],fourColour:t})]}),n("p",{children:[l("howto-run")," ",n(dt,{cards:["4h","5h","6h","7h"],fourColour:t})]}),n("p",{children:l("howto-deadwood")})]}),n(te,{title:l("howto-deal-title"),rule:"R3",children:[n("p",{children:l("howto-deal")}),n("p",{children:u("players")===3?l("howto-deal-box"):r.next_dealer==="alternate"?l("howto-deal-alternate"):l("howto-deal-winner")})]}),n(te,{title:l("howto-turn-title"),rule:"R4",children:[n("p",{children:l("howto-turn")}),n("p",{children:l("howto-upcard")}),n("p",{children:r.discard_drawn_upcard?l("rules-discard-upcard"):l("rules-no-discard-upcard")})]}),n(te,{title:l("howto-knock-title"),rule:r.knock_limit_from_upcard?"R5, R9":"R5",children:[n("p",{children:l("howto-knock")}),n("p",{children:r.knock_limit_from_upcard?l("howto-knock-upcard"):l("rules-knock-limit",{limit:u("knock_limit")})}),n("p",{children:l("howto-gin")}),n("p",{children:r.big_gin?l("rules-big-gin",{bonus:u("big_gin_bonus")}):l("rules-no-big-gin")})]}),n(te,{title:l("howto-layoff-title"),rule:"R6",children:[n("p",{children:[l("howto-layoff")," ",n(dt,{cards:["5d","6d","7d"],fourColour:t})," + ",n(dt,{cards:["8d"],fourColour:t})]}),n("p",{children:l("howto-layoff-gin")})]}),n(te,{title:l("howto-drawn-title"),rule:"R7",children:n("p",{children:l("howto-drawn")})}),n(te,{title:l("howto-score-title"),rule:"R8",children:n("ul",{children:[n("li",{children:l("howto-score-knock")}),n("li",{children:l("howto-score-undercut",{bonus:u("undercut_bonus")})}),n("li",{children:l("howto-score-gin",{bonus:u("gin_bonus")})}),n("li",{children:r.scoring==="hollywood"?l("howto-score-hollywood",{target:u("target")}):u("players")===3?l("howto-score-three",{target:u("target")}):l("howto-score-game",{target:u("target")})})]})}),!!r.knock_limit_from_upcard&&n(te,{title:l("system-oklahoma"),rule:"R9",children:[n("p",{children:l("howto-oklahoma")}),!!r.oklahoma_ace_requires_gin&&n("p",{children:l("howto-oklahoma-ace-gin")}),!!r.oklahoma_spades_double&&n("p",{children:l("rules-spades-double")})]}),r.scoring==="hollywood"&&n(te,{title:l("system-hollywood"),rule:"R10",children:[n("p",{children:l("howto-hollywood-sheet")}),n("p",{children:l("howto-hollywood-entries")}),n("p",{children:l("howto-hollywood-won",{target:u("target")})})]}),u("players")===3&&n(te,{title:l("system-three-player"),rule:"R11",children:[n("p",{children:l("howto-three-roles")}),n("p",{children:l("howto-three-play")}),n("p",{children:l("howto-three-after")})]}),n(lt,{rules:r,system:o})]}),n("p",{class:"howto-links",children:n("a",{href:"/",onClick:p=>{p.preventDefault(),L("/")},children:l("back-home")})})]})}function Oe({table:e}){var i;let t=((i=e.score)==null?void 0:i.games)??[];if(!t.length)return null;let a=Number(e.rules.target??100),o=e.roles,r=s=>o?o.box===s?"box":o.captain===s?"captain":"out":null;return n("table",{class:"score-sheet","data-testid":"score-sheet",children:[n("caption",{children:[l("score-title")," ",n("span",{class:"target",children:["(",l("score-target",{target:a}),")"]})]}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),t.map((s,d)=>n("th",{scope:"col",class:s.winner!==null?"finished":"",children:[l("score-game",{number:d+1}),s.winner!==null?` (${l("score-finished")})`:""]},d))]})}),n("tbody",{children:e.seats.map(s=>{let d=r(s.seat);return n("tr",{children:[n("th",{scope:"row",children:[H(e.seats,s.seat),d?n("span",{class:"flag",children:l(`role-${d}`)}):null]}),t.map((u,p)=>n("td",{class:`${u.winner!==null?"finished":""}${u.winner===s.seat?" winner":""}`,title:l("score-hands-won",{count:u.hands_won[s.seat]??0}),children:u.scores[s.seat]??0},p))]},s.seat)})})]})}function De({title:e,children:t,label:a,onClose:o}){let r=j(null);return T(()=>{var s,d;(d=(s=r.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||d.focus()},[]),n("div",{class:"modal-backdrop",children:n("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??e,ref:r,onKeyDown:s=>{if(s.key==="Escape"&&o&&(s.preventDefault(),o()),s.key==="Tab"&&r.current){let d=[...r.current.querySelectorAll("button, input, select, a[href]")].filter(m=>!m.hasAttribute("disabled")),u=d[0],p=d[d.length-1];s.shiftKey&&document.activeElement===u?(p==null||p.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===p&&(u==null||u.focus(),s.preventDefault())}},children:[n("h2",{children:e}),t]})})}function he({melds:e,fourColour:t,layoffs:a,extra:o}){return n("div",{class:"melds",children:[e.map((r,i)=>n("div",{class:"meld-row",role:"group","aria-label":l("meld-label",{cards:r.map(q).join(", ")}),children:[r.map(s=>n("span",{class:"mini","data-card":s,children:n(W,{card:s,label:q(s),fourColour:t})},s)),((a==null?void 0:a[i])??[]).map(s=>n("span",{class:"mini laid-off","data-card":s,children:n(W,{card:s,label:l("layoff-on",{card:q(s),meld:i+1}),fourColour:t})},s))]},i)),o&&o.length>0&&n("div",{class:"meld-row deadwood-row",children:o.map(r=>n("span",{class:"mini","data-card":r,children:n(W,{card:r,label:`${q(r)}, ${l("deadwood-label")}`,fourColour:t})},r))})]})}function Un({options:e,fourColour:t,onChoose:a}){let[o,r]=$(0),i=e[o]??e[0];return i?n(De,{title:l("arrange-title"),children:[n("div",{class:"options",role:"radiogroup","aria-label":l("arrange-title"),children:e.map((s,d)=>n("label",{class:`option${d===o?" chosen":""}`,children:[n("input",{type:"radio",name:"arrangement",checked:d===o,onChange:()=>r(d)}),l("arrange-option",{melds:s.melds.length,deadwood:s.deadwood}),d===0&&n("em",{children:[" (",l("arrange-best"),")"]})]},d))}),n(he,{melds:i.melds,extra:i.deadwood_cards,fourColour:t}),n("button",{type:"button",class:"primary",onClick:()=>a(i.melds),children:l("arrange-submit")})]}):null}function qn({options:e,knocker:t,fourColour:a,onChoose:o}){var u;let[r,i]=$(0),s=e[r]??e[0];if(!s)return null;let d={};for(let p of s.layoffs)(d[u=p.meld]??(d[u]=[])).push(p.card);return n(De,{title:l("layoff-title"),children:[t&&n(z,{children:[n("h3",{children:l("end-melds")}),n(he,{melds:t.melds,layoffs:d,fourColour:a})]}),n("div",{class:"options",role:"radiogroup","aria-label":l("layoff-title"),children:e.map((p,m)=>n("label",{class:`option${m===r?" chosen":""}`,children:[n("input",{type:"radio",name:"showing",checked:m===r,onChange:()=>i(m)}),l("layoff-option",{deadwood:p.deadwood,layoffs:p.layoffs.length}),m===0&&n("em",{children:[" (",l("arrange-best"),")"]}),p.layoffs.length>0&&n("span",{class:"layoff-list",children:[" \xB7 ",p.layoffs.map(k=>l("layoff-on",{card:B(k.card),meld:k.meld+1})).join(", ")]})]},m))}),n(he,{melds:s.melds,extra:s.deadwood_cards,fourColour:a}),n("button",{type:"button",class:"primary",onClick:()=>o(s),children:l("layoff-submit")})]})}function Vn({text:e,onConfirm:t,onCancel:a}){return n(De,{title:l("action-confirm"),onClose:a,children:[n("p",{children:e}),n("div",{class:"actions",children:[n("button",{type:"button",class:"primary",onClick:t,children:l("action-confirm")}),n("button",{type:"button",onClick:a,children:l("action-cancel")})]})]})}function Wn({snapshot:e,state:t,handSeats:a,fourColour:o}){var h,g;let r=e.view??e.public,i=e.table,s=(r==null?void 0:r.result)??null,d=i.seats,u=t.lastEnd,p=s&&s.winner!==null?a[s.winner]??null:null,m=(s==null?void 0:s.knocker)??(r==null?void 0:r.knocker)??null,k={};for(let b of((h=r==null?void 0:r.showing)==null?void 0:h.layoffs)??[])(k[g=b.meld]??(k[g]=[])).push(b.card);let c=(s==null?void 0:s.score)??null;return n(z,{children:[n("p",{class:"outcome","data-testid":"outcome",children:s?He(s.outcome,p,d):""}),(s==null?void 0:s.draw_reason)&&n("p",{children:l(`draw-${s.draw_reason}`)}),(r==null?void 0:r.arrangement)&&m!==null&&n("section",{children:[n("h3",{children:[l("end-knocker",{name:H(d,a[m])})," \xB7 ",l("end-deadwood",{deadwood:r.arrangement.deadwood})]}),n(he,{melds:r.arrangement.melds,layoffs:k,extra:r.arrangement.deadwood_cards,fourColour:o})]}),(r==null?void 0:r.showing)&&m!==null&&n("section",{children:[n("h3",{children:[l("end-defender",{name:H(d,a[1-m])})," \xB7 ",l("end-deadwood",{deadwood:r.showing.deadwood})]}),n(he,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:o})]}),c&&n("table",{class:"itemised","data-testid":"itemised",children:n("tbody",{children:[n("tr",{children:[n("th",{scope:"row",children:l("end-score-difference")}),n("td",{children:c.difference})]}),c.bonus>0&&n("tr",{children:[n("th",{scope:"row",children:l("end-score-bonus")}),n("td",{children:["+",c.bonus]})]}),c.multiplier>1&&n("tr",{children:[n("th",{scope:"row",children:l("end-score-multiplier")}),n("td",{children:["\xD7",c.multiplier]})]}),n("tr",{class:"total",children:n("th",{scope:"row",colSpan:2,children:l("end-score-points",{name:H(d,p),points:c.points})})})]})}),u&&"knocker"in u.end&&u.end.games.length>0&&i.rules.scoring==="hollywood"&&n("p",{class:"games",children:l("end-games",{games:u.end.games.map(b=>l("score-game",{number:b+1})).join(", ")})}),u&&n("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${l("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${l("end-verify-failed")}`:u.verdict==="unavailable"?l("end-verify-unavailable"):""," ",n("a",{href:"/fair",onClick:b=>{b.preventDefault(),L("/fair")},children:l("end-verify-how")})]})]})}function Jn({snapshot:e,state:t,handSeats:a,fourColour:o}){var d;let r=e.table,i=e.you.seat,s=i!==null&&((d=r.seats[i])==null?void 0:d.ready);return n(De,{title:l("end-title",{hand:e.hand??r.hand_number}),children:[n(Wn,{snapshot:e,state:t,handSeats:a,fourColour:o}),n(Oe,{table:r}),i!==null&&(s?n("p",{role:"status",children:l("ready-waiting")}):n("button",{type:"button",class:"primary","data-testid":"ready",onClick:()=>t.send({type:"ready"}),children:l("ready")}))]})}function Yn({snapshot:e,state:t,handSeats:a,fourColour:o}){var p;let r=e.table,i=t.matchEnd,s=r.score,d=(s==null?void 0:s.games)??[],u=(i==null?void 0:i.winner)??null;return n(De,{title:l("match-over"),children:[n("p",{class:"outcome","data-testid":"match-outcome",children:u===null?l("match-draw"):l("match-winner",{name:H(r.seats,u)})}),((p=e.view??e.public)==null?void 0:p.result)&&n("details",{children:[n("summary",{children:l("end-title",{hand:e.hand??r.hand_number})}),n(Wn,{snapshot:e,state:t,handSeats:a,fourColour:o})]}),i&&n("table",{class:"totals",children:[n("caption",{children:l("match-totals")}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),i.totals.map((m,k)=>n("th",{scope:"col",children:l("score-game",{number:k+1})},k))]})}),n("tbody",{children:r.seats.map(m=>n("tr",{children:[n("th",{scope:"row",children:H(r.seats,m.seat)}),i.totals.map((k,c)=>n("td",{children:k[m.seat]},c))]},m.seat))})]}),!i&&d.length>0&&n(Oe,{table:r}),n("p",{class:"links",children:[n("a",{href:`/replay/${r.id}`,onClick:m=>{m.preventDefault(),L(`/replay/${r.id}`)},children:l("match-replay")})," \xB7 ",n("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:l("match-record")})," \xB7 ",n("a",{href:"/",onClick:m=>{m.preventDefault(),L("/")},children:l("match-again")})]})]})}function Zn({id:e,fourColour:t}){let[a,o]=$(null),[r,i]=$(null),[s,d]=$(0),[u,p]=$(0);if(T(()=>{F("GET",`/api/tables/${encodeURIComponent(e)}/replay`).then(o,w=>i(w instanceof D&&w.code==="unknown_table"?l("replay-not-finished"):w instanceof D?V(w.code,w.message):String(w)))},[e]),T(()=>{let w=v=>{v.target instanceof HTMLInputElement||v.target instanceof HTMLSelectElement||(v.key==="ArrowRight"&&p(_=>_+1),v.key==="ArrowLeft"&&p(_=>Math.max(0,_-1)))};return window.addEventListener("keydown",w),()=>window.removeEventListener("keydown",w)},[]),r)return n("p",{class:"refusal",role:"alert",children:r});if(!a)return n("p",{class:"loading",role:"status",children:l("replay-loading")});let m=a.hands[s];if(!m)return null;let k=m.frames.length-1,c=Math.min(u,k),h=m.frames[c];if(!h)return null;let g=w=>{var v;return((v=a.players[w])==null?void 0:v.name)??`P${w+1}`},b=h.pile[h.pile.length-1];return n("article",{class:"replay","data-testid":"replay",children:[n("h1",{children:l("replay-title")}),n("label",{children:[l("replay-hand",{number:""})," ",n("select",{value:s,onChange:w=>{d(Number(w.currentTarget.value)),p(0)},children:a.hands.map((w,v)=>n("option",{value:v,children:l("replay-hand",{number:w.number})},v))})]}),n("p",{role:"status","data-testid":"replay-step",children:[l("replay-step",{step:c,steps:k}),h.action&&n(z,{children:[": ",n("strong",{children:g(h.action.player)})," \xB7 ",we(h.action)]})]}),n("div",{class:"replay-controls",role:"toolbar","aria-label":l("replay-title"),children:[n("button",{type:"button",onClick:()=>p(0),disabled:c===0,children:l("replay-first")}),n("button",{type:"button",onClick:()=>p(Math.max(0,c-1)),disabled:c===0,children:l("replay-prev")}),n("button",{type:"button",onClick:()=>p(c+1),disabled:c===k,"data-testid":"replay-next",children:l("replay-next")}),n("button",{type:"button",onClick:()=>p(k),disabled:c===k,children:l("replay-last")})]}),h.hands.map((w,v)=>n("section",{class:`replay-hand${h.to_act===v&&h.phase!=="over"?" to-act":""}`,children:[n("h2",{children:g(m.seats[v]??v)}),n("div",{class:"row",children:w.map(_=>n("span",{class:"mini",children:n(W,{card:_,label:q(_),fourColour:t})},_))})]},v)),n("p",{children:[l("stock"),": ",h.stock_count," \xB7 ",l("pile"),": ",b?n("span",{class:"mini",children:n(W,{card:b,label:q(b),fourColour:t})}):"\u2014"]}),c===k&&"knocker_melds"in m.end&&n("section",{children:[n("h2",{children:l("end-title",{hand:m.number})}),n(he,{melds:m.end.knocker_melds,extra:m.end.knocker_deadwood_cards,fourColour:t}),n(he,{melds:m.end.defender_melds,extra:m.end.defender_deadwood_cards,fourColour:t}),n("p",{children:l("end-score-points",{name:g(m.end.winner),points:m.end.points})})]}),n("p",{children:n("a",{href:`/api/tables/${e}/record`,download:`ginrummy-${e}.json`,children:l("match-record")})})]})}var fe={minimumFractionDigits:1,maximumFractionDigits:1};function er({identity:e,onUnknown:t}){let[a,o]=$(null),[r,i]=$(null);return T(()=>{F("GET","/api/people/me/stats",void 0,e.token).then(o,s=>{s instanceof D&&s.code==="not_authenticated"&&t(),i(s instanceof D?V(s.code,s.message):String(s))})},[e.token]),n("article",{class:"stats","data-testid":"stats",children:[n("h1",{children:l("stats-title",{name:e.name})}),r&&n("p",{class:"refusal",role:"alert",children:r}),!a&&!r&&n("p",{class:"loading",role:"status",children:l("loading")}),a&&!a.systems.length&&n("p",{children:[l("stats-none")," ",n("a",{href:"/",onClick:s=>{s.preventDefault(),L("/")},children:l("back-home")})]}),a==null?void 0:a.systems.map(s=>n(ci,{stats:s},s.system))]})}function ci({stats:e}){let t=`stats-${e.system}`,a=[[l("stats-matches"),M(e.matches)],[l("stats-wins"),l("stats-wins-rate",{wins:M(e.wins),rate:M(e.win_rate,{style:"percent",maximumFractionDigits:0})})],[l("stats-hands"),l("stats-hands-won",{hands:M(e.hands),won:M(e.hands_won)})],[l("stats-gins"),M(e.gins)],[l("stats-undercuts"),M(e.undercuts)],[l("stats-knocks"),M(e.knocks)],[l("stats-knock-deadwood"),e.mean_knock_deadwood===null?"\u2014":M(e.mean_knock_deadwood,fe)],[l("stats-streak"),M(e.streak)],[l("stats-longest-streak"),M(e.longest_streak)],[l("stats-rating"),e.rating===null?l("stats-not-rated"):l("stats-rating-now",{rating:M(e.rating.rating,fe),matches:e.rating.matches})]];return n("section",{class:"panel stats-system","aria-labelledby":t,"data-system":e.system,children:[n("h2",{id:t,children:l(`system-${e.system}`)}),n("dl",{class:"stats-numbers",children:a.map(([o,r])=>n("div",{children:[n("dt",{children:o}),n("dd",{children:r})]},o))}),e.history.length>0&&n(pi,{points:e.history,system:e.system})]})}function ui(e,t,a){let r=Math.max(t-e,1)/a,i=10**Math.floor(Math.log10(r)),s=[1,2,5,10].map(u=>u*i).find(u=>u>=r)??r,d=[];for(let u=Math.floor(e/s)*s;;u+=s)if(d.push(Number(u.toFixed(6))),u>=t-s*1e-6)return d}var Ie=640,ct=260,Se=52,ut=16,Qn=14,Xn=40;function pi({points:e,system:t}){let a=e.map(g=>g.rating),o=ui(Math.min(...a),Math.max(...a),4),r=o[0]??0,i=o[o.length-1]??1,s=g=>e.length===1?(Se+Ie-ut)/2:Se+g/(e.length-1)*(Ie-Se-ut),d=g=>Qn+(1-(g-r)/Math.max(i-r,1e-9))*(ct-Qn-Xn),u=Math.max(1,Math.ceil(e.length/8)),p=new Intl.DateTimeFormat(cn(),{dateStyle:"medium"}),m=a[0]??0,k=a[a.length-1]??0,c=`chart-${t}-title`,h=`chart-${t}-desc`;return n("figure",{class:"rating-chart","data-testid":"rating-chart",children:[n("svg",{viewBox:`0 0 ${Ie} ${ct}`,role:"img","aria-labelledby":`${c} ${h}`,preserveAspectRatio:"xMidYMid meet",children:[n("title",{id:c,children:l("stats-chart-title",{system:l(`system-${t}`)})}),n("desc",{id:h,children:l("stats-chart-desc",{count:e.length,first:M(m,fe),last:M(k,fe),high:M(Math.max(...a),fe),low:M(Math.min(...a),fe)})}),n("g",{class:"chart-grid",children:[o.map(g=>n("g",{children:[n("line",{x1:Se,x2:Ie-ut,y1:d(g),y2:d(g)}),n("text",{x:Se-6,y:d(g),"text-anchor":"end","dominant-baseline":"middle",children:M(g)})]},g)),e.map((g,b)=>b%u===0||b===e.length-1?n("text",{x:s(b),y:ct-Xn+18,"text-anchor":"middle",children:M(b+1)},b):null),n("text",{x:(Se+Ie-ut)/2,y:ct-4,"text-anchor":"middle",class:"chart-axis-name",children:l("stats-chart-x")})]}),n("polyline",{class:"chart-line",points:e.map((g,b)=>`${s(b)},${d(g.rating)}`).join(" ")}),e.map((g,b)=>n("circle",{class:"chart-point",cx:s(b),cy:d(g.rating),r:4,"data-rating":g.rating,children:n("title",{children:l("stats-chart-point",{number:b+1,rating:M(g.rating,fe)})})},g.table))]}),n("figcaption",{children:n("details",{children:[n("summary",{children:l("stats-history-table")}),n("table",{class:"history","data-testid":"rating-history",children:[n("caption",{class:"visually-hidden",children:l("stats-chart-title",{system:l(`system-${t}`)})}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("stats-chart-x")}),n("th",{scope:"col",children:l("stats-history-ended")}),n("th",{scope:"col",children:l("leaderboard-rating")})]})}),n("tbody",{children:e.map((g,b)=>n("tr",{children:[n("th",{scope:"row",children:M(b+1)}),n("td",{children:n("time",{dateTime:g.at,children:p.format(new Date(g.at))})}),n("td",{children:M(g.rating,fe)})]},g.table))})]})]})})]})}function mi(e,t){let a=[],o=[],r=0;return e.forEach((i,s)=>{let d=Math.max(0,Math.min(i.cards.length,t-r));d>0&&a.push({...i,cards:i.cards.slice(0,d),group:s,continued:!1}),d<i.cards.length&&o.push({...i,cards:i.cards.slice(d),group:s,continued:d>0}),r+=i.cards.length}),o.length?[a,o]:[a]}function pt(e){return e.reduce((t,a)=>t+a.cards.length,0)}function hi(e,t){let a=pt(e),o=e.length;return(t-(o-1)*8-6*o-(a-o)*46)/o}function fi(e,t,a){let o=pt(e),r=e.length;return o===r?1/0:(t-(r-1)*8-r*(a+6))/(o-r)}function gi(e,t){let a=Math.min(...e.map(d=>hi(d,t.width))),o=Math.max(40,Math.min(t.card,a)),r=Math.min(...e.map(d=>fi(d,t.width,o))),i=Math.min(Math.max(.6*o,46),r),s=e.map(pt);return{rows:e,card:o,step:i,whole:e.every(d=>d.every(u=>!u.continued)),balance:Math.abs((s[0]??0)-(s[1]??0))}}function ki(e,t){return Math.abs(e.card-t.card)>.5?e.card>t.card?e:t:e.whole!==t.whole?e.whole?e:t:Math.abs(e.step-t.step)>.5?e.step>t.step?e:t:t.balance<e.balance?t:e}function tr(e,t){let a=pt(e),o=null;for(let r=1;r<=Math.max(1,Math.min(2,t.rows));r+=1){let i=null,s=r===1||a<2?[a]:Array.from({length:a-1},(d,u)=>u+1);for(let d of s){let u=gi(mi(e,d),t);i=i?ki(i,u):u}if(i){if(i.card>=t.card-.5)return i;o=o&&o.card>=i.card-.5?o:i}}return o??{rows:[],card:t.card,step:46}}var ht="A23456789TJQK",ft="shdc";function mt(e,t){return ht.indexOf(e[0]??"")-ht.indexOf(t[0]??"")||ft.indexOf(e[1]??"")-ft.indexOf(t[1]??"")}function wi(e,t){return ft.indexOf(e[1]??"")-ft.indexOf(t[1]??"")||ht.indexOf(e[0]??"")-ht.indexOf(t[0]??"")}function ar(e,t,a,o){if(a==="melds"&&t){let r=new Set(t.melds.flat()),i=t.melds.filter(d=>d.every(u=>e.includes(u))).map(d=>({meld:!0,cards:[...d].sort(mt)})),s=e.filter(d=>!r.has(d)).sort(mt);return s.length&&i.push({meld:!1,cards:s}),i}if(a==="own"){let r=o.filter(s=>e.includes(s)),i=e.filter(s=>!r.includes(s)).sort(mt);return[{meld:!1,cards:[...r,...i]}]}return[{meld:!1,cards:[...e].sort(a==="rank"?mt:wi)}]}function vi(){let e=j(null),t=j(null),[a,o]=$(null);return je(()=>{let r=e.current,i=t.current,s=r==null?void 0:r.parentElement;if(!r||!i||!s)return;let d=()=>{let p=Number.parseInt(getComputedStyle(s).getPropertyValue("--hand-rows"),10),m={width:Math.floor(r.getBoundingClientRect().width)-1,card:i.getBoundingClientRect().width,rows:p>0?p:2};o(k=>k&&k.width===m.width&&k.card===m.card&&k.rows===m.rows?k:m)};d();let u=new ResizeObserver(d);return u.observe(r),u.observe(i),window.addEventListener("resize",d),()=>{u.disconnect(),window.removeEventListener("resize",d)}},[]),{space:a,width:e,card:t}}function nr(e){let{space:t,width:a,card:o}=vi(),r=t&&t.width>0?tr(e.groups,t):null,i=r?r.rows:[e.groups.map((c,h)=>({...c,group:h,continued:!1}))],s={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...r?{"--card-w":`${r.card}px`,"--hand-step":`${r.step}px`}:{}},d=j(null),u=(c,h)=>{c.button===0&&(d.current={card:h,x:c.clientX,y:c.clientY,element:c.currentTarget,moved:!1,pointer:c.pointerId})},p=c=>{let h=d.current;if(!h||h.pointer!==c.pointerId)return;let g=c.clientX-h.x,b=c.clientY-h.y;!h.moved&&Math.hypot(g,b)<10||(h.moved||(h.moved=!0,h.element.setPointerCapture(c.pointerId),h.element.classList.add("dragging")),h.element.style.transform=`translate(${g}px, ${b}px)`)},m=c=>{var w;let h=d.current;if(d.current=null,!h||!h.moved)return;h.element.classList.remove("dragging"),h.element.style.transform="";let g=document.elementsFromPoint(c.clientX,c.clientY);if(g.some(v=>v.closest("[data-drop='pile']"))){e.onPlay(h.card);return}let b=g.map(v=>v.closest("[data-hand-card]")).find(v=>v&&v.dataset.handCard!==h.card);if(b){let v=b.getBoundingClientRect(),_=(w=b.nextElementSibling)==null?void 0:w.getBoundingClientRect(),C=c.clientX>v.left+(_?_.left-v.left:v.width)/2,R=e.groups.flatMap(I=>I.cards).filter(I=>I!==h.card),P=R.indexOf(b.dataset.handCard??"");e.onMove(h.card,C?R[P+1]??null:R[P]??null)}else g.some(v=>v.closest(".hand"))&&e.onMove(h.card,null)},k=(c,h)=>{var w;let g=e.groups.flatMap(v=>v.cards),b=g.indexOf(h);if(c.key==="ArrowRight"||c.key==="ArrowLeft"){let v=c.key==="ArrowRight"?1:-1;if(c.shiftKey){let _=g.filter(R=>R!==h),C=Math.max(0,Math.min(_.length,b+v));e.onMove(h,_[C]??null),requestAnimationFrame(()=>{var R;return(R=document.querySelector(`[data-hand-card="${h}"]`))==null?void 0:R.focus()})}else{let _=g[(b+v+g.length)%g.length];_&&((w=document.querySelector(`[data-hand-card="${_}"]`))==null||w.focus())}c.preventDefault()}else(c.key==="Delete"||c.key==="d")&&(e.playable.has(h)&&e.onPlay(h),c.preventDefault())};return n("div",{class:"hand",role:"group","aria-label":e.label,style:s,onPointerMove:p,onPointerUp:m,onPointerCancel:m,children:[n("span",{class:"hand-probe hand-probe-width",ref:a,"aria-hidden":"true"}),n("span",{class:"hand-probe hand-probe-card",ref:o,"aria-hidden":"true"}),i.map((c,h)=>n("div",{class:"hand-row",children:c.map(g=>{var b;return n("div",{class:`hand-group${g.meld?" meld":""}${g.continued?" continued":""}`,role:"group","aria-label":g.meld?l("meld-label",{cards:(((b=e.groups[g.group])==null?void 0:b.cards)??g.cards).map(q).join(", ")}):void 0,children:g.cards.map(w=>{let v=e.deadwood.has(w),_=["hand-card"];e.selected===w&&_.push("selected"),v&&_.push("deadwood"),e.fresh===w&&_.push("fresh"),e.playable.size&&!e.playable.has(w)&&_.push("barred");let C=q(w)+(v?`, ${l("deadwood-label")}`:"");return n("button",{type:"button",class:_.join(" "),"data-card":w,"data-hand-card":w,"aria-label":C,"aria-pressed":e.selected===w,onClick:()=>e.onSelect(w),onDblClick:()=>e.playable.has(w)&&e.onPlay(w),onPointerDown:R=>u(R,w),onKeyDown:R=>k(R,w),children:n(W,{card:w,label:"",fourColour:e.fourColour})},w)})},g.group)})},h))]})}var rr={off:0,slow:560,normal:340,fast:190},or={off:0,slow:150,normal:90,fast:50},_i="cubic-bezier(0.2, 0.75, 0.25, 1)",gt="ginrummy-motion";function Xt(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function Te(e,t){let a=e.getBoundingClientRect();return{left:a.left+t.x,top:a.top+t.y,width:a.width,height:a.height}}function ea(e){return Array.from(e.querySelectorAll("[data-card]")).filter(a=>{var r;let o=(r=a.parentElement)==null?void 0:r.closest("[data-card]");return!o||!e.contains(o)})}function ta(e){let t=new Map;return e.querySelectorAll("[data-anchor]").forEach(a=>{let o=a.dataset.anchor;o&&!t.has(o)&&t.set(o,a)}),t}function ir(e){let t=new Map,a=new Map;if(!e||typeof e.querySelectorAll!="function")return{cards:t,anchors:a};let o=Xt();for(let r of ea(e)){let i=r.dataset.card??"",s=t.get(i),d=Te(r,o);s?s.push(d):t.set(i,[d])}for(let[r,i]of ta(e))a.set(r,Te(i,o));return{cards:t,anchors:a}}function sr(e){if(!e||e.speed==="off"||!(e.speed in rr)||typeof document<"u"&&document.visibilityState==="hidden")return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function lr(e){return typeof e.animate=="function"}function $i(e){if(typeof e.getAnimations=="function"){for(let t of e.getAnimations({subtree:!0}))t.id===gt&&t.cancel();return}for(let t of ea(e))if(typeof t.getAnimations=="function")for(let a of t.getAnimations())a.id===gt&&a.cancel()}function xi(e){let t=getComputedStyle(e),a=t.transform&&t.transform!=="none"?t.transform:"",o=0,r=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let d=new DOMMatrixReadOnly(a);o=d.m41,r=d.m42}catch{}let[i="0",s="0"]=(t.transformOrigin||"0 0").split(" ");return{transform:a,tx:o,ty:r,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function Si(e,t){let{from:a,to:o}=e,r=a.width/o.width,i=a.height/o.height;e.entering&&(r=i=Math.min(r,i)),(!Number.isFinite(r)||r<=0)&&(r=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=a.left+a.width/2-(o.left+o.width/2),d=a.top+a.height/2-(o.top+o.height/2),u=o.width/2+t.tx-t.ox,p=o.height/2+t.ty-t.oy,m=h=>Math.round(h*100)/100,k=`translate(${m(s)}px, ${m(d)}px) translate(${m(u)}px, ${m(p)}px) scale(${m(r*1e3)/1e3}, ${m(i*1e3)/1e3})`+` translate(${m(-u)}px, ${m(-p)}px) ${t.transform}`.trimEnd(),c=`translate(0px, 0px) translate(${m(u)}px, ${m(p)}px) scale(1, 1) translate(${m(-u)}px, ${m(-p)}px) ${t.transform}`.trimEnd();return[{transform:k},{transform:c}]}function dr(e,t){if(!e.length)return Promise.resolve();let a=e.map(s=>xi(s.element)),o=rr[t.speed],r=[];if(e.forEach((s,d)=>{let u=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),p=Math.round(o*Math.min(1.35,Math.max(.8,.75+u/900)));try{let m=s.element.animate(Si(s,a[d]),{duration:p,delay:s.delay,easing:_i,fill:s.delay>0?"backwards":"none"});m.id=gt,r.push(m)}catch{}}),!r.length)return Promise.resolve();let i=Math.max(...e.map(s=>s.delay))+o*1.35;return new Promise(s=>{let d=!1,u,p=()=>{d||(d=!0,u!==void 0&&clearTimeout(u),document.removeEventListener("visibilitychange",k),s())},m=()=>{for(let c of r)try{c.playState!=="finished"&&c.playState!=="idle"&&c.finish()}catch{c.cancel()}p()},k=()=>{document.visibilityState==="hidden"&&m()};document.addEventListener("visibilitychange",k),Promise.allSettled(r.map(c=>c.finished)).then(p),u=setTimeout(m,i+600)})}function cr(e,t,a){var u;if(!e||typeof e.querySelectorAll!="function"||($i(e),!t||sr(a)))return Promise.resolve();let o=Xt(),r=ta(e),i=new Map,s=[],d=0;for(let p of ea(e)){if(!lr(p))continue;let m=p.dataset.card??"",k=i.get(m)??0;i.set(m,k+1);let c=Te(p,o);if(c.width<1||c.height<1)continue;let h=(u=t.cards.get(m))==null?void 0:u[k];if(h){if(h.width<1||h.height<1||Math.abs(h.left-c.left)<.5&&Math.abs(h.top-c.top)<.5&&Math.abs(h.width-c.width)<.5&&Math.abs(h.height-c.height)<.5)continue;s.push({element:p,from:h,to:c,entering:!1,delay:0});continue}let g=p.dataset.from??"stock";if(g===""||g==="none")continue;let b=t.anchors.get(g)??(r.has(g)?Te(r.get(g),o):void 0);!b||b.width<1||b.height<1||(s.push({element:p,from:b,to:c,entering:!0,delay:0}),d+=1)}if(d>1){let p=0;for(let m of s)m.entering&&(m.delay=p++*or[a.speed]*.6)}return dr(s,a)}function ur(e,t,a){if(!e||typeof e.querySelectorAll!="function")return Promise.resolve();for(let d of t??[])if(!(!d||typeof d.getAnimations!="function"))for(let u of d.getAnimations())u.id===gt&&u.cancel();if(sr(a))return Promise.resolve();let o=ta(e).get("stock");if(!o)return Promise.resolve();let r=Xt(),i=Te(o,r);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let d of t??[]){if(!d||!d.isConnected||!lr(d))continue;let u=Te(d,r);u.width<1||u.height<1||s.push({element:d,from:i,to:u,entering:!0,delay:s.length*or[a.speed]})}return dr(s,a)}var pr=["hello","good-luck","nice","thanks","good-game","rematch"],kt=null;function Ti(e){if(!kt){kt=new Map;for(let a of pr)for(let o of un(`chat-preset-${a}`))kt.set(o,a)}let t=kt.get(e);return t?l(`chat-preset-${t}`):e}function mr({state:e,seated:t}){let[a,o]=$(""),r=e.log.filter(s=>s.event.type==="chat"),i=s=>{let d=s.trim().slice(0,200);d&&e.send({type:"chat",text:d})&&o("")};return n("section",{class:"panel chat","aria-label":l("chat"),children:[n("h2",{children:l("chat")}),n("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:r.map((s,d)=>{if(s.event.type!=="chat")return null;let u=s.event.text,p=Ti(u);return n("li",{title:p===u?void 0:u,children:[n("strong",{children:[s.event.name,":"]})," ",p]},d)})}),t&&n(z,{children:[n("div",{class:"presets",children:pr.map(s=>n("button",{type:"button",onClick:()=>i(l(`chat-preset-${s}`)),children:l(`chat-preset-${s}`)},s))}),n("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(a)},children:[n("input",{type:"text",maxLength:200,value:a,"aria-label":l("chat-placeholder"),placeholder:l("chat-placeholder"),onInput:s=>o(s.currentTarget.value)}),n("button",{type:"submit",children:l("chat-send")})]})]})]})}function hr({state:e,seats:t}){let a=e.log.map(o=>Le(o.event,t)).filter(o=>o!==null);return n("details",{class:"panel log",children:[n("summary",{children:l("log-title")}),n("ol",{"data-testid":"log",children:a.slice(-40).map((o,r)=>n("li",{children:o},r))})]})}function Ei(e,t){return e.handSeats?e.handSeats:t.roles?[t.roles.box,t.roles.captain]:[0,1]}function gr(e,t){return t===null||!e.roles?null:e.roles.box===t?"box":e.roles.captain===t?"captain":"out"}function kr({state:e,settings:t,setSettings:a}){let o=e.snapshot;return o?n(Ci,{snapshot:o,state:e,settings:t,setSettings:a}):n("p",{class:"loading",role:"status",children:l("loading")})}function Ci({snapshot:e,state:t,settings:a,setSettings:o}){var sa,la,da,ca,ua,pa,ma,ha;let{table:r,view:i,choices:s,you:d}=e,u=r.seats,p=d.seat,m=gr(r,p),k=m==="out",c=Ei(t,r),[h,g]=$(null),[b,w]=$(null),[v,_]=$(!1),[C,R]=$(()=>yn(r.id)),P=j(null),I=j(null),Y=j(e.seq);Y.current!==e.seq&&(Y.current=e.seq,P.current&&(I.current=ir(P.current))),T(()=>{P.current&&I.current&&cr(P.current,I.current,{speed:a.speed}),I.current=null},[e.seq]),T(()=>{if(!P.current||e.hand===null)return;let S=[...P.current.querySelectorAll(".hand-card, .back-slot")];ur(P.current,S,{speed:a.speed})},[e.hand]),T(()=>{h&&!((i==null?void 0:i.hand)??[]).includes(h)&&g(null)},[i==null?void 0:i.hand.join()]);let G=j(null);T(()=>{let S=X=>{let ee=G.current;if(G.current=null,!ee)return;document.elementsFromPoint(X.clientX,X.clientY).some(Ee=>Ee.closest(".hand"))&&f.current.has(ee)&&y.current({action:ee})};return window.addEventListener("pointerup",S),()=>window.removeEventListener("pointerup",S)},[]);let f=j(new Set),y=j(()=>{}),x=S=>{g(null),t.send(k?{type:"advise",action:S}:{type:"act",action:S})};y.current=x;let Z=S=>H(u,c[S]),Q=(i==null?void 0:i.seat)??null,J=Q===null?null:1-Q,se=new Map(((s==null?void 0:s.discards)??[]).map(S=>[S.card,S])),aa=((s==null?void 0:s.to_act)??!1)&&p!==null,le=aa?new Set((s==null?void 0:s.actions)??[]):new Set,Be=le.has("discard")?new Set(se.keys()):new Set;f.current=le;let na=i?ar(i.hand,s,a.handOrder,C):[],xr=new Set((s==null?void 0:s.deadwood_cards)??[]),Sr=(S,X)=>{let ee=na.flatMap(Ee=>Ee.cards).filter(Ee=>Ee!==S),St=X===null?ee.length:ee.indexOf(X);ee.splice(St<0?ee.length:St,0,S),R(ee),bn(r.id,ee),a.handOrder!=="own"&&o({...a,handOrder:"own"})},ra=S=>{Be.has(S)&&x({action:"discard",card:S})},Tr=S=>{let X=se.get(S);X&&w({kind:X.gin?"gin":"knock",card:S,deadwood:X.deadwood})},Er=h?se.get(h):void 0,ge=i?i.pile[i.pile.length-1]:(sa=e.public)==null?void 0:sa.pile[e.public.pile.length-1],oa=(i==null?void 0:i.stock_count)??((la=e.public)==null?void 0:la.stock_count)??null,bt=(i==null?void 0:i.phase)??((da=e.public)==null?void 0:da.phase)??null,wt=(i==null?void 0:i.knock_limit)??((ca=e.public)==null?void 0:ca.knock_limit)??null,vt=(i==null?void 0:i.upcard)??((ua=e.public)==null?void 0:ua.upcard)??null,Cr=!!r.rules.oklahoma_spades_double&&!!r.rules.knock_limit_from_upcard&&(vt==null?void 0:vt[1])==="s",jr=(i==null?void 0:i.taken)??null,ke=i==null?void 0:i.events[i.events.length-1],ia=ke!==void 0&&ke.seat===Q&&(ke.action==="draw_stock"||ke.action==="draw_discard"),_t=j({hand:[],fresh:null});if(i&&ia){let S=_t.current;if(S.fresh===null||!i.hand.includes(S.fresh)){let X=i.hand.filter(ee=>!S.hand.includes(ee));S.fresh=(ke==null?void 0:ke.card)??jr??(X.length===1?X[0]??null:null)}}else _t.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let Pr=ia?_t.current.fresh:null,$t=(pa=i??e.public)==null?void 0:pa.events.at(-1),Ar=$t&&$t.action==="discard"&&$t.seat!==Q?"opponent":"none",xt=e.timers.find(S=>S.running),Mr=bt!==null&&bt!=="over"?c[((ma=i??e.public)==null?void 0:ma.to_act)??0]:null;return n("div",{class:`table${a.fourColour?" four-colour":""}`,ref:P,children:[n(ji,{table:r,mySeat:p,toAct:Mr??null,state:t,dealer:c[((ha=i??e.public)==null?void 0:ha.dealer)??-1]??null}),m&&n("p",{class:"role-note",children:l(`you-are-${m}`)}),d.role==="spectator"&&n("p",{class:"role-note",children:l("spectating")}),r.status==="waiting"&&n(Ai,{table:r}),bt!==null&&n("section",{class:"felt","aria-label":l("hand-number",{number:e.hand??r.hand_number}),children:[n(fr,{snapshot:e,handSeat:J??1,name:Z(J??1),fourColour:a.fourColour}),!i&&e.public&&n(fr,{snapshot:e,handSeat:0,name:Z(0),fourColour:a.fourColour}),n("div",{class:"centre",children:[n("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!le.has("draw_stock"),"aria-label":l("card-stock",{count:oa??0}),onClick:()=>x({action:"draw_stock"}),onPointerDown:()=>{G.current="draw_stock"},children:[n(W,{card:null,label:""}),n("span",{class:"count","aria-hidden":"true",children:oa})]}),n("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(le.has("draw_discard")||h!==null&&Be.has(h)),"aria-label":ge?l("card-pile",{card:q(ge)}):l("card-pile-empty"),onClick:()=>h&&Be.has(h)?ra(h):le.has("draw_discard")&&x({action:"draw_discard"}),onPointerDown:()=>{G.current="draw_discard"},children:ge?n("span",{class:"pile-top","data-card":ge,"data-from":Ar,children:n(W,{card:ge,label:"",fourColour:a.fourColour})}):n("span",{class:"pile-empty"})}),n("div",{class:"hand-facts",children:[wt!==null&&n("span",{class:"badge knock-limit",children:wt===0?l("knock-limit-gin"):l("knock-limit",{limit:wt})}),Cr&&n("span",{class:"badge spades",children:l("spades-double")}),xt&&n(Ri,{seconds:xt.seconds_left,decision:xt.decision})]})]}),i&&s&&n("div",{class:"mine",children:[n("div",{class:"hand-tools",children:[n("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?l("your-deadwood-after",{deadwood:Math.min(...s.discards.map(S=>S.deadwood))}):l("your-deadwood",{deadwood:s.deadwood})}),n("label",{class:"sort",children:[l("sort-label")," ",n("select",{value:a.handOrder,onChange:S=>o({...a,handOrder:S.currentTarget.value}),children:[n("option",{value:"melds",children:l("sort-melds")}),n("option",{value:"rank",children:l("sort-rank")}),n("option",{value:"suit",children:l("sort-suit")}),n("option",{value:"own",children:l("sort-own")})]})]})]}),n(nr,{groups:na,deadwood:xr,selected:h,playable:Be,fourColour:a.fourColour,fresh:Pr,label:k?l("hand-label-captain"):l("hand-label"),onSelect:S=>g(h===S?null:S),onPlay:ra,onMove:Sr}),n(Mi,{actions:le,view:i,choices:s,selected:h,selectedOption:Er,advising:k,send:x,knock:Tr,bigGin:()=>w({kind:"big_gin",card:null,deadwood:0})})]})]}),n(zi,{snapshot:e,myRole:m,state:t,pileTop:ge}),n(Li,{state:t}),n(Hi,{state:t,pileTop:ge}),n("div",{class:"table-extras",children:[n(Oe,{table:r}),n("div",{class:"buttons",children:[r.status==="playing"&&p!==null&&aa&&!k&&n("button",{type:"button",onClick:()=>t.send({type:"hint",count:3}),children:l("hint")}),p!==null&&r.seats.every(S=>S.seat===p||S.kind==="computer")&&r.status==="playing"&&n("button",{type:"button",onClick:()=>t.send({type:"undo"}),children:l("undo")}),n("button",{type:"button","aria-expanded":v,onClick:()=>_(!v),children:l("rules")}),n(Gn,{system:r.system})]}),v&&n(lt,{rules:r.rules,system:r.system}),n(mr,{state:t,seated:p!==null}),n(Ni,{state:t,seats:u}),n(hr,{state:t,seats:u})]}),i&&le.has("arrange")&&s&&!k&&n(Un,{options:s.arrangements,fourColour:a.fourColour,onChoose:S=>x({action:"arrange",melds:S})}),i&&le.has("lay_off")&&s&&!k&&n(qn,{options:s.showings,knocker:i.arrangement,fourColour:a.fourColour,onChoose:S=>x({action:"lay_off",melds:S.melds,layoffs:S.layoffs})}),b&&n(Vn,{text:b.kind==="big_gin"?l("confirm-big-gin"):b.kind==="gin"?l("confirm-gin",{card:B(b.card??"")}):l("confirm-knock",{card:B(b.card??""),deadwood:b.deadwood}),onCancel:()=>w(null),onConfirm:()=>{let S=b;w(null),S.kind==="big_gin"?x({action:"big_gin"}):S.card!==null&&x({action:"knock",card:S.card})}}),r.status==="between_hands"&&n(Jn,{snapshot:e,state:t,handSeats:c,fourColour:a.fourColour}),r.status==="over"&&n(Yn,{snapshot:e,state:t,handSeats:c,fourColour:a.fourColour}),r.status==="closed"&&n("p",{class:"panel",role:"status",children:l("table-closed")})]})}function ji({table:e,mySeat:t,toAct:a,state:o,dealer:r}){let i=Pe(()=>{let s=new Map;for(let d of o.log)if(d.event.type==="action"||d.event.type==="advice"){let u=Le(d.event,e.seats);u&&s.set(d.event.player,u)}return s},[o.log,e.seats]);return n("ul",{class:"seats","aria-label":l("score-title"),children:e.seats.map(s=>n("li",{class:`seat${s.seat===a?" to-act":""}${s.seat===t?" mine":""}`,"data-testid":`seat-${s.seat}`,children:[n("span",{class:"seat-name",children:[H(e.seats,s.seat),s.seat===t?` (${l("seat-you")})`:""]}),n(Pi,{seat:s,table:e,toAct:a,dealer:r}),i.get(s.seat)&&n("span",{class:"seat-last",children:l("last-action",{action:i.get(s.seat)??""})}),s.kind==="empty"&&t===null&&e.status!=="over"&&n("button",{type:"button",onClick:()=>o.send({type:"sit",seat:s.seat}),children:l("seat-sit")})]},s.seat))})}function Pi({seat:e,table:t,toAct:a,dealer:o}){let r=gr(t,e.seat),i=[];return r&&i.push(l(`role-${r}`)),e.seat===o&&i.push(l("seat-dealer")),e.seat===a&&i.push(l("seat-to-act")),e.away?i.push(l("seat-away")):e.kind==="person"&&!e.connected&&i.push(l("seat-offline")),e.ready&&t.status==="between_hands"&&i.push(l("seat-ready")),n("span",{class:"seat-flags",children:i.map(s=>n("span",{class:"flag",children:s},s))})}function Ai({table:e}){let[t,a]=$(!1),o=e.code?`${location.origin}/join/${e.code}`:null;return n("section",{class:"panel waiting","aria-live":"polite",children:[n("p",{children:l("table-waiting")}),o&&n("p",{class:"share",children:[l("table-share")," ",n("a",{href:o,"data-testid":"share-link",children:o})," ",n("button",{type:"button",onClick:()=>{var r;(r=navigator.clipboard)==null?void 0:r.writeText(o).then(()=>a(!0))},children:t?l("private-copied"):l("private-copy")})]})]})}function fr({snapshot:e,handSeat:t,name:a,fourColour:o}){var d,u;let r=e.view,i=r?r.opponent_hand_size:((d=e.public)==null?void 0:d.hand_sizes[t])??0,s=r?r.opponent_known:((u=e.public)==null?void 0:u.taken_known[t])??[];return n("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[n("p",{class:"opponent-count",children:l("opponent-cards",{name:a,count:i})}),n("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(p,m)=>n("span",{class:"back-slot",children:n(W,{card:null,label:""})},m))}),s.length>0&&n("p",{class:"known",children:[l("opponent-known",{name:a})," ",s.map(p=>n("span",{class:"mini","data-card":p,children:n(W,{card:p,label:q(p),fourColour:o})},p))]})]})}function Mi(e){let{actions:t,view:a,selected:o,selectedOption:r,send:i}=e,s=a.pile[a.pile.length-1],d=[];if(t.has("draw_stock")&&d.push(n("button",{type:"button",class:"primary",onClick:()=>i({action:"draw_stock"}),children:l("action-draw-stock")},"stock")),t.has("draw_discard")&&s){let u=a.phase==="offer"?l("action-take-upcard",{card:B(s)}):l("action-draw-discard",{card:B(s)});d.push(n("button",{type:"button",onClick:()=>i({action:"draw_discard"}),children:u},"pile"))}return t.has("pass")&&d.push(n("button",{type:"button",onClick:()=>i({action:"pass"}),children:l("action-pass")},"pass")),t.has("discard")&&(o&&r?(d.push(n("button",{type:"button",class:"primary",onClick:()=>i({action:"discard",card:o}),children:l("action-discard",{card:B(o)})},"discard")),r.knock&&d.push(n("button",{type:"button",class:r.gin?"gin":"knock",onClick:()=>e.knock(o),children:r.gin?l("action-gin-with",{card:B(o)}):l("action-knock-with",{card:B(o)})},"knock"))):d.push(n("span",{class:"prompt",children:l("action-choose-card")},"choose"))),t.has("big_gin")&&d.push(n("button",{type:"button",class:"gin",onClick:e.bigGin,children:l("action-big-gin")},"big")),d.length?n("div",{class:"actions",role:"toolbar","aria-label":e.advising?l("advise"):l("turn-yours"),children:d}):null}function Ri({seconds:e,decision:t}){let[a,o]=$(Math.ceil(e));return T(()=>{let r=performance.now();o(Math.ceil(e));let i=window.setInterval(()=>o(Math.max(0,Math.ceil(e-(performance.now()-r)/1e3))),250);return()=>window.clearInterval(i)},[t,e]),n("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:l("turn-clock",{seconds:a})})}function zi({snapshot:e,myRole:t,state:a,pileTop:o}){if(t!=="captain"&&t!=="out"||e.table.status!=="playing")return null;let r=e.advice;return n("p",{class:"advice",role:"status","data-testid":"advice",children:[r===null?l("advice-none"):t==="captain"?l("advice-from",{action:we(r,o)}):l("advice-sent",{action:we(r,o)}),r!==null&&t==="out"&&n("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:l("advice-withdraw")})]})}function Li({state:e}){var o;let[t,a]=$(null);return T(()=>{if(a(e.refusal),!e.refusal)return;let r=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(r)},[(o=e.refusal)==null?void 0:o.at]),t?n("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[n("strong",{children:V(t.code,t.message)}),t.code==="illegal"&&n("span",{class:"detail",children:[" ",l("error-detail",{message:t.message})]})]}):null}function Hi({state:e,pileTop:t}){return e.hints?n("section",{class:"panel hints","aria-label":l("hints-title"),children:[n("h2",{children:l("hints-title")}),n("ol",{children:e.hints.map((a,o)=>n("li",{children:[n("strong",{children:we(a.action,t)})," ",n("span",{class:"reason",children:vn(a)})]},o))}),n("button",{type:"button",onClick:e.clearHints,children:l("action-cancel")})]}):null}function Ni({state:e,seats:t}){let a=e.log[e.log.length-1],o=a?Le(a.event,t):null;return n("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:o??""})}var Oi=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Di=new Set(["view","public"]),oe=class extends Error{};function Ke(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function yr(e){let{type:t,...a}=e;return a}function br(e,t,a){if(!Ke(a))throw new oe("changes are not an object");if(t<e.seq)throw new oe(`changes as of ${t} to a snapshot as of ${e.seq}`);let o={...e,seq:t};for(let[r,i]of Object.entries(a)){if(!Oi.has(r))throw new oe(`unknown part ${r}`);let s=o[r];if(r==="table"){if(!Ke(i)||!Ke(s))throw new oe("the table's changes are not an object");o[r]={...s,...i}}else if(Di.has(r)&&i!==null&&s!==null&&s!==void 0){if(!Ke(i)||!Ke(s))throw new oe(`the ${r}'s changes are not an object`);let d={...s};for(let[u,p]of Object.entries(i))if(u==="new_events"){let m=d.events;if(!Array.isArray(m)||!Array.isArray(p))throw new oe(`events added to a ${r} without events`);d.events=[...m,...p]}else d[u]=p;o[r]=d}else o[r]=i}return o}var wr=[300,800,1500,3e3,5e3],Ki=25e3,yt=class{constructor(t,a,o,r){K(this,"table",t);K(this,"token",a);K(this,"as",o);K(this,"listener",r);K(this,"socket",null);K(this,"held",null);K(this,"seq",0);K(this,"attempt",0);K(this,"stopped",!1);K(this,"missed",[]);K(this,"timer");K(this,"pinger");K(this,"nextId",1);K(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var t;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(t=this.socket)==null||t.close(1e3),this.socket=null,this.setState("closed")}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open"?!1:(this.socket.send(JSON.stringify({...t,id:this.nextId++})),!0)}setState(t){this.state!==t&&(this.state=t,this.listener.state(t))}connect(){let t=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${t}//${location.host}/ws`);this.socket=a,this.missed=[],a.onopen=()=>{let o={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};o.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(o))},a.onmessage=o=>{if(a!==this.socket)return;let r;try{r=JSON.parse(String(o.data))}catch{return this.resync()}this.receive(r)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let t=wr[Math.min(this.attempt,wr.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),t)}resync(){let t=this.socket;this.socket=null,t==null||t.close(4e3),this.connect()}receive(t){switch(t.type){case"welcome":return;case"event":this.missed.push({seq:t.seq,event:t.event});return;case"snapshot":{let a=yr(t);this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Ki),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a);return}case"update":{if(this.held===null||t.seq<this.seq)return this.resync();try{this.held=br(this.held,t.seq,t.changes)}catch(a){if(a instanceof oe)return this.resync();throw a}this.seq=t.seq,t.events.length&&this.listener.events(t.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(t.hints);return;case"error":{let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(t.code)),t.code==="conflict"&&t.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:t.code,message:t.message,field:t.field},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Bi(e,t){let a=`ginrummy-deck-v1:${e.join(",")}:${t}`,o=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(o)].map(r=>r.toString(16).padStart(2,"0")).join("")}async function vr(e,t,a){var r;return(r=globalThis.crypto)!=null&&r.subtle?t.length===52&&new Set(t).size===52&&await Bi(t,a)===e?"verified":"mismatch":"unavailable"}var Gi=200;function _r(e,t,a){let[o,r]=$(null),[i,s]=$("connecting"),[d,u]=$([]),[p,m]=$(null),[k,c]=$(null),[h,g]=$(null),[b,w]=$(null),[v,_]=$(null),[C,R]=$(null),P=j({}),I=j(null);return T(()=>{let Y=f=>{if(f.type==="commitment")P.current[f.hand]=f.sha256;else if(f.type==="deal")w(f.seats),_(null),g(null);else if(f.type==="hand_end"){let y=f.hand,x={hand:y,end:f.end,score:f.score,verdict:"checking"};_(x);let Z=P.current[y],Q=f.reveal.salt;Z===void 0||Q===null?_({...x,verdict:"unavailable"}):vr(Z,f.reveal.deck,Q).then(J=>_(se=>se&&se.hand===y?{...se,verdict:J}:se))}else f.type==="match_end"?R({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&g(null)},G=new yt(e,t,a,{snapshot:f=>{var y,x;f.hand!==null&&f.commitment!==null&&((y=P.current)[x=f.hand]??(y[x]=f.commitment)),r(f)},events:f=>{f.forEach(y=>Y(y.event)),u(y=>[...y,...f].slice(-Gi))},state:s,refused:(f,y)=>y?c(f):m({...f,at:Date.now()}),hints:g});return I.current=G,G.open(),()=>G.close()},[e,t,a]),Pe(()=>({snapshot:o,link:i,log:d,refusal:p,fatal:k,hints:h,handSeats:b,lastEnd:v,matchEnd:C,commitments:P.current,send:Y=>{var G;return((G=I.current)==null?void 0:G.send(Y))??!1},clearHints:()=>g(null)}),[o,i,d,p,k,h,b,v,C])}function Fi(e){let t=document.documentElement;t.dataset.cardSize=e.cardSize,t.classList.toggle("cards-contrast",e.highContrast),t.classList.toggle("four-colour",e.fourColour),t.dataset.speed=e.speed}function Ui(){let[e,t]=$(gn),[a,o]=$(ot.get),[r,i]=$(!1),s=hn(),d=ln(e.language);dn(d),je(()=>Fi(e),[e]),je(()=>{document.documentElement.dataset.page=s.page},[s.page]),T(()=>{document.title=l("app-title")},[d]);let u=k=>{kn(k),t(k)},p=()=>{ot.set(null),o(null)},m;return s.page==="fair"?m=n(pn,{}):s.page==="replay"?m=n(Zn,{id:s.id,fourColour:e.fourColour}):s.page==="howto"?m=n(Fn,{system:s.system,fourColour:e.fourColour,fallback:e.lastSystem}):a?s.page==="join"?m=n(Qi,{code:s.code,identity:a,onUnknown:p}):s.page==="stats"?m=n(er,{identity:a,onUnknown:p}):s.page==="table"?m=n(Xi,{id:s.id,identity:a,settings:e,setSettings:u,onUnknown:p},s.id):m=n(zn,{identity:a,settings:e,setSettings:u}):m=n(Zi,{onDone:k=>{ot.set(k),o(k)}}),n(z,{children:[n("header",{class:"top",children:[n("a",{class:"brand",href:"/",onClick:k=>{k.preventDefault(),L("/")},children:l("app-title")}),a&&n("span",{class:"me",children:a.name}),n(Vi,{chosen:e.language,shown:d,onChange:k=>u({...e,language:k})}),n("button",{type:"button",class:"settings-button","aria-expanded":r,onClick:()=>i(!r),children:[n(Ji,{}),n("span",{class:"settings-word",children:l("settings")})]}),r&&n(Yi,{settings:e,setSettings:u,identity:a,forget:p,onClose:()=>{var k;i(!1),(k=document.querySelector("header .settings-button"))==null||k.focus()}})]}),n("main",{class:"content",children:m}),n("footer",{class:"bottom",children:n("a",{href:"/fair",onClick:k=>{k.preventDefault(),L("/fair")},children:l("fair-link")})})]})}var qi={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function $r(e){return qi[e]}function Vi({chosen:e,shown:t,onChange:a}){return n("label",{class:"language",children:[n("span",{class:"language-face","aria-hidden":"true",children:[n(Wi,{}),n("span",{lang:t,children:$r(t)})]}),n("select",{value:e??"","aria-label":l("settings-language"),"data-testid":"language",onChange:o=>a(o.currentTarget.value||null),children:[n("option",{value:"",children:l("settings-language-auto")}),ze.map(o=>n("option",{value:o,lang:o,children:$r(o)},o))]})]})}function Wi(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("circle",{cx:"12",cy:"12",r:"9.5"}),n("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function Ji(){return n("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[n("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),n("circle",{cx:"12",cy:"12",r:"3.2"})]})}function Yi({settings:e,setSettings:t,identity:a,forget:o,onClose:r}){return n("section",{class:"panel settings","aria-label":l("settings"),"data-testid":"settings",onKeyDown:i=>{i.key==="Escape"&&(i.preventDefault(),r())},children:[n("label",{children:[l("settings-speed")," ",n("select",{value:e.speed,onChange:i=>t({...e,speed:i.currentTarget.value}),children:["off","slow","normal","fast"].map(i=>n("option",{value:i,children:l(`speed-${i}`)},i))})]}),n("label",{children:[l("settings-card-size")," ",n("select",{value:e.cardSize,"data-testid":"card-size",onChange:i=>t({...e,cardSize:i.currentTarget.value}),children:qt.map(i=>n("option",{value:i,children:l(`card-size-${i}`)},i))})]}),n("label",{children:[n("input",{type:"checkbox",checked:e.highContrast,onChange:i=>t({...e,highContrast:i.currentTarget.checked})})," ",l("settings-high-contrast")]}),n("label",{children:[n("input",{type:"checkbox",checked:e.fourColour,onChange:i=>t({...e,fourColour:i.currentTarget.checked})})," ",l("settings-four-colour")]}),n(An,{}),a&&n("button",{type:"button",onClick:o,children:l("name-change")})]})}function Zi({onDone:e}){let[t,a]=$(""),[o,r]=$(null),i=async()=>{r(null);try{let s=await F("POST","/api/identities",{name:t.trim()});e(s)}catch(s){s instanceof D&&s.code==="conflict"?r(l("error-name-taken")):s instanceof D?r(`${V(s.code,s.message)} ${s.code==="bad_message"?s.message:""}`):r(String(s))}};return n("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[n("h1",{children:l("app-title")}),n("p",{children:l("home-tagline")}),n("label",{for:"name",children:l("name-prompt")}),n("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:t,onInput:s=>a(s.currentTarget.value)}),o&&n("p",{class:"refusal",role:"alert",children:o}),n("button",{type:"submit",class:"primary",children:l("name-save")})]})}function Qi({code:e,identity:t,onUnknown:a}){let[o,r]=$(null);return T(()=>{F("POST","/api/tables/join",{code:e},t.token).then(i=>L(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof D&&i.code==="not_authenticated"&&a(),r(i instanceof D?V(i.code,i.message):String(i))})},[e,t.token]),o?n("p",{class:"refusal",role:"alert",children:o}):n("p",{class:"loading",role:"status",children:l("loading")})}function Xi({id:e,identity:t,settings:a,setSettings:o,onUnknown:r}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",d=i.get("sit"),u=_r(e,t.token,s?"spectator":"player");return Cn(u),T(()=>{var p;((p=u.fatal)==null?void 0:p.code)==="not_authenticated"&&r()},[u.fatal]),T(()=>{d!==null&&u.snapshot&&u.snapshot.you.seat===null&&u.link==="open"&&(u.send({type:"sit",seat:Number(d)}),history.replaceState(null,"",`/table/${e}`))},[u.snapshot!==null,u.link]),n(z,{children:[u.link==="reconnecting"&&n("div",{class:"banner",role:"status","data-testid":"reconnecting",children:l("link-reconnecting")}),u.fatal&&n("p",{class:"refusal",role:"alert",children:V(u.fatal.code,u.fatal.message)}),!u.fatal&&n(xn,{state:u}),!u.fatal&&n(kr,{state:u,settings:a,setSettings:o})]})}Pa(n(Ui,{}),document.getElementById("app"));
