var er=Object.defineProperty;var tr=(t,e,a)=>e in t?er(t,e,{enumerable:!0,configurable:!0,writable:!0,value:a}):t[e]=a;var j=(t,e,a)=>tr(t,typeof e!="symbol"?e+"":e,a);var De,E,Xt,ar,ie,Yt,ea,ta,lt,Le,ye,aa,ut,dt,ct,nr,Pe={},Ne=[],rr=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,He=Array.isArray;function re(t,e){for(var a in e)t[a]=e[a];return t}function mt(t){t&&t.parentNode&&t.parentNode.removeChild(t)}function or(t,e,a){var o,r,i,s={};for(i in e)i=="key"?o=e[i]:i=="ref"?r=e[i]:s[i]=e[i];if(arguments.length>2&&(s.children=arguments.length>3?De.call(arguments,2):a),typeof t=="function"&&t.defaultProps!=null)for(i in t.defaultProps)s[i]===void 0&&(s[i]=t.defaultProps[i]);return Re(t,s,o,r,null)}function Re(t,e,a,o,r){var i={type:t,props:e,key:a,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:r??++Xt,__i:-1,__u:0};return r==null&&E.vnode!=null&&E.vnode(i),i}function L(t){return t.children}function je(t,e){this.props=t,this.context=e}function me(t,e){if(e==null)return t.__?me(t.__,t.__i+1):null;for(var a;e<t.__k.length;e++)if((a=t.__k[e])!=null&&a.__e!=null)return a.__e;return typeof t.type=="function"?me(t):null}function ir(t){if(t.__P&&t.__d){var e=t.__v,a=e.__e,o=[],r=[],i=re({},e);i.__v=e.__v+1,E.vnode&&E.vnode(i),pt(t.__P,i,e,t.__n,t.__P.namespaceURI,32&e.__u?[a]:null,o,a??me(e),!!(32&e.__u),r),i.__v=e.__v,i.__.__k[i.__i]=i,sa(o,i,r),e.__e=e.__=null,i.__e!=a&&na(i)}}function na(t){if((t=t.__)!=null&&t.__c!=null)return t.__e=t.__c.base=null,t.__k.some(function(e){if(e!=null&&e.__e!=null)return t.__e=t.__c.base=e.__e}),na(t)}function Jt(t){(!t.__d&&(t.__d=!0)&&ie.push(t)&&!Ie.__r++||Yt!=E.debounceRendering)&&((Yt=E.debounceRendering)||ea)(Ie)}function Ie(){try{for(var t,e=1;ie.length;)ie.length>e&&ie.sort(ta),t=ie.shift(),e=ie.length,ir(t)}finally{ie.length=Ie.__r=0}}function ra(t,e,a,o,r,i,s,d,c,u,p){var g,m,h,b,$,x,S=o&&o.__k||Ne,w=e.length;for(c=sr(a,e,S,c,w),g=0;g<w;g++)(h=a.__k[g])!=null&&(m=h.__i!=-1&&S[h.__i]||Pe,h.__i=g,x=pt(t,h,m,r,i,s,d,c,u,p),b=h.__e,h.ref&&m.ref!=h.ref&&(m.ref&&ft(m.ref,null,h),p.push(h.ref,h.__c||b,h)),$==null&&b!=null&&($=b),4&h.__u?(c=oa(h,c,t),m.__e&&(m.__e=null)):typeof h.type=="function"&&x!==void 0?c=x:b&&(c=b.nextSibling),h.__u&=-7);return a.__e=$,c}function sr(t,e,a,o,r){var i,s,d,c,u,p=a.length,g=p,m=0;for(t.__k=new Array(r),i=0;i<r;i++)(s=e[i])!=null&&typeof s!="boolean"&&typeof s!="function"?(typeof s=="string"||typeof s=="number"||typeof s=="bigint"||s.constructor==String?s=t.__k[i]=Re(null,s,null,null,null):He(s)?s=t.__k[i]=Re(L,{children:s},null,null,null):s.constructor===void 0&&s.__b>0?s=t.__k[i]=Re(s.type,s.props,s.key,s.ref?s.ref:null,s.__v):t.__k[i]=s,c=i+m,s.__=t,s.__b=t.__b+1,d=null,(u=s.__i=lr(s,a,c,g))!=-1&&(g--,(d=a[u])&&(d.__u|=2)),d==null||d.__v==null?(u==-1&&(r>p?m--:r<p&&m++),typeof s.type!="function"&&(s.__u|=4)):u!=c&&(u==c-1?m--:u==c+1?m++:(u>c?m--:m++,s.__u|=4))):t.__k[i]=null;if(g)for(i=0;i<p;i++)(d=a[i])!=null&&(2&d.__u)==0&&(d.__e==o&&(o=me(d)),da(d,d));return o}function oa(t,e,a){var o,r;if(typeof t.type=="function"){for(o=t.__k,r=0;o&&r<o.length;r++)o[r]&&(o[r].__=t,e=oa(o[r],e,a));return e}t.__e!=e&&(e&&t.type&&!e.parentNode&&(e=me(t)),e=a.insertBefore(t.__e,e||null));do e=e&&e.nextSibling;while(e!=null&&e.nodeType==8);return e}function lr(t,e,a,o){var r,i,s,d=t.key,c=t.type,u=e[a],p=u!=null&&(2&u.__u)==0;if(u===null&&d==null||p&&d==u.key&&c==u.type)return a;if(o>(p?1:0)){for(r=a-1,i=a+1;r>=0||i<e.length;)if((u=e[s=r>=0?r--:i++])!=null&&(2&u.__u)==0&&d==u.key&&c==u.type)return s}return-1}function Zt(t,e,a){e[0]=="-"?t.setProperty(e,a??""):t[e]=a==null?"":typeof a!="number"||rr.test(e)?a:a+"px"}function Me(t,e,a,o,r){var i,s;e:if(e=="style")if(typeof a=="string")t.style.cssText=a;else{if(typeof o=="string"&&(t.style.cssText=o=""),o)for(e in o)a&&e in a||Zt(t.style,e,"");if(a)for(e in a)o&&a[e]==o[e]||Zt(t.style,e,a[e])}else if(e[0]=="o"&&e[1]=="n")i=e!=(e=e.replace(aa,"$1")),s=e.toLowerCase(),e=s in t||e=="onFocusOut"||e=="onFocusIn"?s.slice(2):e.slice(2),t.l||(t.l={}),t.l[e+i]=a,a?o?a[ye]=o[ye]:(a[ye]=ut,t.addEventListener(e,i?ct:dt,i)):t.removeEventListener(e,i?ct:dt,i);else{if(r=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{t[e]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&a==1?"":a))}}function Qt(t){return function(e){if(this.l){var a=this.l[e.type+t];if(e[Le]==null)e[Le]=ut++;else if(e[Le]<a[ye])return;return a(E.event?E.event(e):e)}}}function pt(t,e,a,o,r,i,s,d,c,u){var p,g,m,h,b,$,x,S,w,H,Q,M,O,G,N,f,y=e.type;if(e.constructor!==void 0)return null;128&a.__u&&(c=!!(32&a.__u),i=[d=e.__e=a.__e]),(p=E.__b)&&p(e);e:if(typeof y=="function"){g=s.length;try{if(w=e.props,H=y.prototype&&y.prototype.render,Q=(p=y.contextType)&&o[p.__c],M=p?Q?Q.props.value:p.__:o,a.__c?S=(m=e.__c=a.__c).__=m.__E:(H?e.__c=m=new y(w,M):(e.__c=m=new je(w,M),m.constructor=y,m.render=cr),Q&&Q.sub(m),m.state||(m.state={}),m.__n=o,h=m.__d=!0,m.__h=[],m._sb=[]),H&&m.__s==null&&(m.__s=m.state),H&&y.getDerivedStateFromProps!=null&&(m.__s==m.state&&(m.__s=re({},m.__s)),re(m.__s,y.getDerivedStateFromProps(w,m.__s))),b=m.props,$=m.state,m.__v=e,h)H&&y.getDerivedStateFromProps==null&&m.componentWillMount!=null&&m.componentWillMount(),H&&m.componentDidMount!=null&&m.__h.push(m.componentDidMount);else{if(H&&y.getDerivedStateFromProps==null&&w!==b&&m.componentWillReceiveProps!=null&&m.componentWillReceiveProps(w,M),e.__v==a.__v||!m.__e&&m.shouldComponentUpdate!=null&&m.shouldComponentUpdate(w,m.__s,M)===!1){e.__v!=a.__v&&(m.props=w,m.state=m.__s,m.__d=!1),e.__e=a.__e,e.__k=a.__k,e.__k.some(function(_){_&&(_.__=e)}),Ne.push.apply(m.__h,m._sb),m._sb=[],m.__h.length&&s.push(m),d=me(a);break e}m.componentWillUpdate!=null&&m.componentWillUpdate(w,m.__s,M),H&&m.componentDidUpdate!=null&&m.__h.push(function(){m.componentDidUpdate(b,$,x)})}if(m.context=M,m.props=w,m.__P=t,m.__e=!1,O=E.__r,G=0,H)m.state=m.__s,m.__d=!1,O&&O(e),p=m.render(m.props,m.state,m.context),Ne.push.apply(m.__h,m._sb),m._sb=[];else do m.__d=!1,O&&O(e),p=m.render(m.props,m.state,m.context),m.state=m.__s;while(m.__d&&++G<25);m.state=m.__s,m.getChildContext!=null&&(o=re(re({},o),m.getChildContext())),H&&!h&&m.getSnapshotBeforeUpdate!=null&&(x=m.getSnapshotBeforeUpdate(b,$)),N=p!=null&&p.type===L&&p.key==null?la(p.props.children):p,d=ra(t,He(N)?N:[N],e,a,o,r,i,s,d,c,u),m.base=e.__e,e.__u&=-161,m.__h.length&&s.push(m),S&&(m.__E=m.__=null)}catch(_){if(s.length=g,e.__v=null,c||i!=null){if(_.then){for(e.__u|=c?160:128;d&&d.nodeType==8&&d.nextSibling;)d=d.nextSibling;i!=null&&(i[i.indexOf(d)]=null),e.__e=d}else if(i!=null)for(f=i.length;f--;)mt(i[f])}else e.__e=a.__e;e.__k==null&&(e.__k=a.__k||[]),_.then||ia(e),E.__e(_,e,a)}}else i==null&&e.__v==a.__v?(e.__k=a.__k,e.__e=a.__e):d=e.__e=dr(a.__e,e,a,o,r,i,s,c,u);return(p=E.diffed)&&p(e),128&e.__u?void 0:d}function ia(t){t&&(t.__c&&(t.__c.__e=!0),t.__k&&t.__k.some(ia))}function sa(t,e,a){for(var o=0;o<a.length;o++)ft(a[o],a[++o],a[++o]);E.__c&&E.__c(e,t),t.some(function(r){try{t=r.__h,r.__h=[],t.some(function(i){i.call(r)})}catch(i){E.__e(i,r.__v)}})}function la(t){return typeof t!="object"||t==null||t.__b>0?t:He(t)?t.map(la):t.constructor!==void 0?null:re({},t)}function dr(t,e,a,o,r,i,s,d,c){var u,p,g,m,h,b,$,x=a.props||Pe,S=e.props,w=e.type;if(w=="svg"?r="http://www.w3.org/2000/svg":w=="math"?r="http://www.w3.org/1998/Math/MathML":r||(r="http://www.w3.org/1999/xhtml"),i!=null){for(u=0;u<i.length;u++)if((h=i[u])&&"setAttribute"in h==!!w&&(w?h.localName==w:h.nodeType==3)){t=h,i[u]=null;break}}if(t==null){if(w==null)return document.createTextNode(S);t=document.createElementNS(r,w,S.is&&S),d&&(E.__m&&E.__m(e,i),d=!1),i=null}if(w==null)x===S||d&&t.data==S||(t.data=S);else{if(i=w=="textarea"&&S.defaultValue!=null?null:i&&De.call(t.childNodes),!d&&i!=null)for(x={},u=0;u<t.attributes.length;u++)x[(h=t.attributes[u]).name]=h.value;for(u in x)h=x[u],u=="dangerouslySetInnerHTML"?g=h:u=="children"||u in S||u=="value"&&"defaultValue"in S||u=="checked"&&"defaultChecked"in S||Me(t,u,null,h,r);for(u in S)h=S[u],u=="children"?m=h:u=="dangerouslySetInnerHTML"?p=h:u=="value"?b=h:u=="checked"?$=h:d&&typeof h!="function"||x[u]===h||Me(t,u,h,x[u],r);if(p)d||g&&(p.__html==g.__html||p.__html==t.innerHTML)||(t.innerHTML=p.__html),e.__k=[];else if(g&&(t.innerHTML=""),ra(e.type=="template"?t.content:t,He(m)?m:[m],e,a,o,w=="foreignObject"?"http://www.w3.org/1999/xhtml":r,i,s,i?i[0]:a.__k&&me(a,0),d,c),i!=null)for(u=i.length;u--;)mt(i[u]);d&&w!="textarea"||(u="value",w=="progress"&&b==null?t.removeAttribute("value"):b!=null&&(b!==t[u]||w=="progress"&&!b||w=="option"&&b!=x[u])&&Me(t,u,b,x[u],r),u="checked",$!=null&&$!=t[u]&&Me(t,u,$,x[u],r))}return t}function ft(t,e,a){try{if(typeof t=="function"){var o=typeof t.__u=="function";o&&t.__u(),o&&e==null||(t.__u=t(e))}else t.current=e}catch(r){E.__e(r,a)}}function da(t,e,a){var o,r;if(E.unmount&&E.unmount(t),(o=t.ref)&&(o.current&&o.current!=t.__e||ft(o,null,e)),(o=t.__c)!=null){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(i){E.__e(i,e)}o.base=o.__P=o.__n=null}if(o=t.__k)for(r=0;r<o.length;r++)o[r]&&da(o[r],e,a||typeof t.type!="function");a||mt(t.__e),t.__c=t.__=t.__e=void 0}function cr(t,e,a){return this.constructor(t,a)}function ca(t,e,a){var o,r,i,s;e==document&&(e=document.documentElement),E.__&&E.__(t,e),r=(o=typeof a=="function")?null:a&&a.__k||e.__k,i=[],s=[],pt(e,t=(!o&&a||e).__k=or(L,null,[t]),r||Pe,Pe,e.namespaceURI,!o&&a?[a]:r?null:e.firstChild?De.call(e.childNodes):null,i,!o&&a?a:r?r.__e:e.firstChild,o,s),sa(i,t,s),t.props.children=null}De=Ne.slice,E={__e:function(t,e,a,o){for(var r,i,s;e=e.__;)if((r=e.__c)&&!r.__)try{if((i=r.constructor)&&i.getDerivedStateFromError!=null&&(r.setState(i.getDerivedStateFromError(t)),s=r.__d),r.componentDidCatch!=null&&(r.componentDidCatch(t,o||{}),s=r.__d),s)return r.__E=r}catch(d){t=d}throw t}},Xt=0,ar=function(t){return t!=null&&t.constructor===void 0},je.prototype.setState=function(t,e){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=re({},this.state),typeof t=="function"&&(t=t(re({},a),this.props)),t&&re(a,t),t!=null&&this.__v&&(e&&this._sb.push(e),Jt(this))},je.prototype.forceUpdate=function(t){this.__v&&(this.__e=!0,t&&this.__h.push(t),Jt(this))},je.prototype.render=L,ie=[],ea=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,ta=function(t,e){return t.__v.__b-e.__v.__b},Ie.__r=0,lt=Math.random().toString(8),Le="__d"+lt,ye="__a"+lt,aa=/(PointerCapture)$|Capture$/i,ut=0,dt=Qt(!1),ct=Qt(!0),nr=0;var be,R,ht,ua,Oe=0,ka=[],P=E,ma=P.__b,pa=P.__r,fa=P.diffed,ha=P.__c,ga=P.unmount,ya=P.__;function yt(t,e){P.__h&&P.__h(R,t,Oe||e),Oe=0;var a=R.__H||(R.__H={__:[],__h:[]});return t>=a.__.length&&a.__.push({}),a.__[t]}function k(t){return Oe=1,ur(_a,t)}function ur(t,e,a){var o=yt(be++,2);if(o.t=t,!o.__c&&(o.__=[a?a(e):_a(void 0,e),function(d){var c=o.__N?o.__N[0]:o.__[0],u=o.t(c,d);c!==u&&(o.__N=[u,o.__[1]],o.__c.setState({}))}],o.__c=R,!R.__f)){var r=function(d,c,u){if(!o.__c.__H)return!0;var p=!1,g=o.__c.props!==d;if(o.__c.__H.__.some(function(h){if(h.__N){p=!0;var b=h.__[0];h.__=h.__N,h.__N=void 0,b!==h.__[0]&&(g=!0)}}),i){var m=i.call(this,d,c,u);return p?m||g:m}return!p||g};R.__f=!0;var i=R.shouldComponentUpdate,s=R.componentWillUpdate;R.componentWillUpdate=function(d,c,u){if(this.__e){var p=i;i=void 0,r(d,c,u),i=p}s&&s.call(this,d,c,u)},R.shouldComponentUpdate=r}return o.__N||o.__}function C(t,e){var a=yt(be++,3);!P.__s&&wa(a.__H,e)&&(a.__=t,a.u=e,R.__H.__h.push(a))}function I(t){return Oe=5,ke(function(){return{current:t}},[])}function ke(t,e){var a=yt(be++,7);return wa(a.__H,e)&&(a.__=t(),a.__H=e,a.__h=t),a.__}function mr(){for(var t;t=ka.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(ze),e.__h.some(gt),e.__h=[]}catch(a){e.__h=[],P.__e(a,t.__v)}}}P.__b=function(t){R=null,ma&&ma(t)},P.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),ya&&ya(t,e)},P.__r=function(t){pa&&pa(t),be=0;var e=(R=t.__c).__H;e&&(ht===R?(e.__h=[],R.__h=[],e.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(e.__h.some(ze),e.__h.some(gt),e.__h=[],be=0)),ht=R},P.diffed=function(t){fa&&fa(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&(ka.push(e)!==1&&ua===P.requestAnimationFrame||((ua=P.requestAnimationFrame)||pr)(mr)),e.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),ht=R=null},P.__c=function(t,e){e.some(function(a){try{a.__h.some(ze),a.__h=a.__h.filter(function(o){return!o.__||gt(o)})}catch(o){e.some(function(r){r.__h&&(r.__h=[])}),e=[],P.__e(o,a.__v)}}),ha&&ha(t,e)},P.unmount=function(t){ga&&ga(t);var e,a=t.__c;a&&a.__H&&(a.__H.__.some(function(o){try{ze(o)}catch(r){e=r}}),a.__H=void 0,e&&P.__e(e,a.__v))};var ba=typeof requestAnimationFrame=="function";function pr(t){var e,a=function(){clearTimeout(o),ba&&cancelAnimationFrame(e),setTimeout(t)},o=setTimeout(a,35);ba&&(e=requestAnimationFrame(a))}function ze(t){var e=R,a=t.__c;typeof a=="function"&&(t.__c=void 0,a()),R=e}function gt(t){var e=R;t.__c=t.__(),R=e}function wa(t,e){return!t||t.length!==e.length||e.some(function(a,o){return a!==t[o]})}function _a(t,e){return typeof e=="function"?e(t):e}var K=class extends Error{constructor(a,o,r,i=null,s=null){super(o);j(this,"code",a);j(this,"status",r);j(this,"field",i);j(this,"retryAfter",s)}};async function Z(t,e,a,o){let r={accept:"application/json"};a!==void 0&&(r["content-type"]="application/json"),o&&(r.authorization=`Bearer ${o}`);let i;try{i=await fetch(e,{method:t,headers:r,body:a===void 0?null:JSON.stringify(a)})}catch{throw new K("offline","the server cannot be reached",0)}let s=await i.text(),d=null;try{d=s?JSON.parse(s):null}catch{d=null}if(!i.ok){let c=d??{},u=i.headers.get("retry-after");throw new K(c.code??"internal",c.message??`HTTP ${i.status}`,i.status,c.field??null,u===null?null:Number(u))}return d}var X=class{constructor(e){this.value=e}valueOf(){return this.value}},A=class extends X{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},F=class extends X{constructor(e,a={}){super(e),this.opts=a}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return this.value.toString(10)}},ee=class t extends X{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof X)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(e instanceof a.Instant||e instanceof a.PlainDateTime||e instanceof a.PlainDate||e instanceof a.PlainMonthDay||e instanceof a.PlainTime||e instanceof a.PlainYearMonth)return!0}return!1}constructor(e,a={}){e instanceof t?(a={...e.opts,...a},e=e.value):e instanceof X&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&a.calendar===void 0&&(a={...a,calendar:e.calendarId}),super(e),this.opts=a}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){e.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var va=100,fr="\u2068",hr="\u2069";function gr(t,e,a){if(a===e||a instanceof F&&e instanceof F&&a.value===e.value)return!0;if(e instanceof F&&typeof a=="string"){let o=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(a===o)return!0}return!1}function $a(t,e,a){return e[a]?fe(t,e[a].value):(t.reportError(new RangeError("No default")),new A)}function bt(t,e){let a=[],o=Object.create(null);for(let r of e)r.type==="narg"?o[r.name]=we(t,r.value):a.push(we(t,r));return{positional:a,named:o}}function we(t,e){switch(e.type){case"str":return e.value;case"num":return new F(e.value,{minimumFractionDigits:e.precision});case"var":return yr(t,e);case"mesg":return br(t,e);case"term":return kr(t,e);case"func":return wr(t,e);case"select":return _r(t,e);default:return new A}}function yr(t,{name:e}){let a;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))a=t.params[e];else return new A(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))a=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new A(`$${e}`);if(a instanceof X)return a;switch(typeof a){case"string":return a;case"number":return new F(a);case"object":if(ee.supportsValue(a))return new ee(a);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof a}`)),new A(`$${e}`)}}function br(t,{name:e,attr:a}){let o=t.bundle._messages.get(e);if(!o)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new A(e);if(a){let r=o.attributes[a];return r?fe(t,r):(t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new A(`${e}.${a}`))}return o.value?fe(t,o.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new A(e))}function kr(t,{name:e,attr:a,args:o}){let r=`-${e}`,i=t.bundle._terms.get(r);if(!i)return t.reportError(new ReferenceError(`Unknown term: ${r}`)),new A(r);if(a){let d=i.attributes[a];if(d){t.params=bt(t,o).named;let c=fe(t,d);return t.params=null,c}return t.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new A(`${r}.${a}`)}t.params=bt(t,o).named;let s=fe(t,i.value);return t.params=null,s}function wr(t,{name:e,args:a}){let o=t.bundle._functions[e];if(!o)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new A(`${e}()`);if(typeof o!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new A(`${e}()`);try{let r=bt(t,a);return o(r.positional,r.named)}catch(r){return t.reportError(r),new A(`${e}()`)}}function _r(t,{selector:e,variants:a,star:o}){let r=we(t,e);if(r instanceof A)return $a(t,a,o);for(let i of a){let s=we(t,i.key);if(gr(t,r,s))return fe(t,i.value)}return $a(t,a,o)}function kt(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new A;t.dirty.add(e);let a=[],o=t.bundle._useIsolating&&e.length>1;for(let r of e){if(typeof r=="string"){a.push(t.bundle._transform(r));continue}if(t.placeables++,t.placeables>va)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${va}`);o&&a.push(fr),a.push(we(t,r).toString(t)),o&&a.push(hr)}return t.dirty.delete(e),a.join("")}function fe(t,e){return typeof e=="string"?t.bundle._transform(e):kt(t,e)}var Fe=class{constructor(e,a,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=a,this.args=o}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,a){let o=this.bundle._intls.get(e);o||(o={},this.bundle._intls.set(e,o));let r=JSON.stringify(a);return o[r]||(o[r]=new e(this.bundle.locales,a)),o[r]}};function wt(t,e){let a=Object.create(null);for(let[o,r]of Object.entries(t))e.includes(o)&&(a[o]=r.valueOf());return a}var xa=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Sa(t,e){let a=t[0];if(a instanceof A)return new A(`NUMBER(${a.valueOf()})`);if(a instanceof F)return new F(a.valueOf(),{...a.opts,...wt(e,xa)});if(a instanceof ee)return new F(a.toNumber(),{...wt(e,xa)});throw new TypeError("Invalid argument to NUMBER")}var vr=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Ta(t,e){let a=t[0];if(a instanceof A)return new A(`DATETIME(${a.valueOf()})`);if(a instanceof ee||a instanceof F)return new ee(a,wt(e,vr));throw new TypeError("Invalid argument to DATETIME")}var Ca=new Map;function Ea(t){let e=Array.isArray(t)?t.join(" "):t,a=Ca.get(e);return a===void 0&&(a=new Map,Ca.set(e,a)),a}var _e=class{constructor(e,{functions:a,useIsolating:o=!0,transform:r=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Sa,DATETIME:Ta,...a},this._useIsolating=o,this._transform=r,this._intls=Ea(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:a=!1}={}){let o=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){o.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){o.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return o}formatPattern(e,a=null,o=null){if(typeof e=="string")return this._transform(e);let r=new Fe(this,o,a);try{return kt(r,e).toString(r)}catch(i){if(r.errors&&i instanceof Error)return r.errors.push(i),new A().toString(r);throw i}}};var _t=/^(-?[a-zA-Z][\w-]*) *= */gm,Aa=/\.([a-zA-Z][\w-]*) *= */y,$r=/\*?\[/y,vt=/(-?[0-9]+(?:\.([0-9]+))?)/y,xr=/([a-zA-Z][\w-]*)/y,Ma=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Sr=/^[A-Z][A-Z0-9_-]*$/,Be=/([^{}\n\r]+)/y,Tr=/([^\\"\n\r]*)/y,La=/\\([\\"])/y,Ra=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Cr=/^\n+/,ja=/ +$/,Er=/ *\r?\n/g,Ar=/( *)$/,Mr=/{\s*/y,Pa=/\s*}/y,Lr=/\[\s*/y,Rr=/\s*] */y,jr=/\s*\(\s*/y,Pr=/\s*->\s*/y,Nr=/\s*:\s*/y,Ir=/\s*,?\s*/y,Dr=/\s+/y,ve=class{constructor(e){this.body=[],_t.lastIndex=0;let a=0;for(;;){let f=_t.exec(e);if(f===null)break;a=_t.lastIndex;try{this.body.push(c(f[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function o(f){return f.lastIndex=a,f.test(e)}function r(f,y){if(e[a]===f)return a++,!0;if(y)throw new y(`Expected ${f}`);return!1}function i(f,y){if(o(f))return a=f.lastIndex,!0;if(y)throw new y(`Expected ${f.toString()}`);return!1}function s(f){f.lastIndex=a;let y=f.exec(e);if(y===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,y}function d(f){return s(f)[1]}function c(f){let y=p(),_=u();if(y===null&&Object.keys(_).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:y,attributes:_}}function u(){let f=Object.create(null);for(;o(Aa);){let y=d(Aa),_=p();if(_===null)throw new SyntaxError("Expected attribute value");f[y]=_}return f}function p(){let f;if(o(Be)&&(f=d(Be)),e[a]==="{"||e[a]==="}")return g(f?[f]:[],1/0);let y=O();return y?f?g([f,y],y.length):(y.value=G(y.value,Cr),g([y],y.length)):f?G(f,ja):null}function g(f=[],y){for(;;){if(o(Be)){f.push(d(Be));continue}if(e[a]==="{"){f.push(m());continue}if(e[a]==="}")throw new SyntaxError("Unbalanced closing brace");let z=O();if(z){f.push(z),y=Math.min(y,z.length);continue}break}let _=f.length-1,W=f[_];typeof W=="string"&&(f[_]=G(W,ja));let V=[];for(let z of f)z instanceof Ke&&(z=z.value.slice(0,z.value.length-y)),z&&V.push(z);return V}function m(){i(Mr,SyntaxError);let f=h();if(i(Pa))return f;if(i(Pr)){let y=x();return i(Pa,SyntaxError),{type:"select",selector:f,...y}}throw new SyntaxError("Unclosed placeable")}function h(){if(e[a]==="{")return m();if(o(Ma)){let[,f,y,_=null]=s(Ma);if(f==="$")return{type:"var",name:y};if(i(jr)){let W=b();if(f==="-")return{type:"term",name:y,attr:_,args:W};if(Sr.test(y))return{type:"func",name:y,args:W};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:y,attr:_,args:[]}:{type:"mesg",name:y,attr:_}}return w()}function b(){let f=[];for(;;){switch(e[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push($()),i(Ir)}}function $(){let f=h();return f.type!=="mesg"?f:i(Nr)?{type:"narg",name:f.name,value:w()}:f}function x(){let f=[],y=0,_;for(;o($r);){r("*")&&(_=y);let W=S(),V=p();if(V===null)throw new SyntaxError("Expected variant value");f[y++]={key:W,value:V}}if(y===0)return null;if(_===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:_}}function S(){i(Lr,SyntaxError);let f;return o(vt)?f=H():f={type:"str",value:d(xr)},i(Rr,SyntaxError),f}function w(){if(o(vt))return H();if(e[a]==='"')return Q();throw new SyntaxError("Invalid expression")}function H(){let[,f,y=""]=s(vt),_=y.length;return{type:"num",value:parseFloat(f),precision:_}}function Q(){r('"',SyntaxError);let f="";for(;;){if(f+=d(Tr),e[a]==="\\"){f+=M();continue}if(r('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function M(){if(o(La))return d(La);if(o(Ra)){let[,f,y]=s(Ra),_=parseInt(f||y,16);return _<=55295||57344<=_?String.fromCodePoint(_):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function O(){let f=a;switch(i(Dr),e[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return N(e.slice(f,a))}return e[a-1]===" "?N(e.slice(f,a)):!1}function G(f,y){return f.replace(y,"")}function N(f){let y=f.replace(Er,`
`),_=Ar.exec(f)[1].length;return new Ke(y,_)}}},Ke=class{constructor(e,a){this.value=e,this.length=a}};var Hr="([a-z]{2,3}|\\*)",zr="(?:-([a-z]{4}|\\*))",Or="(?:-([a-z]{2}|\\*))",Fr="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Br=new RegExp(`^${Hr}${zr}?${Or}?${Fr}?$`,"i"),se=class{constructor(e){let a=Br.exec(e.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,o,r,i,s]=a;o&&(this.language=o.toLowerCase()),r&&(this.script=r[0].toUpperCase()+r.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=s,this.isWellFormed=!0}isEqual(e){return this.language===e.language&&this.script===e.script&&this.region===e.region&&this.variant===e.variant}matches(e,a=!1,o=!1){return(this.language===e.language||a&&this.language===void 0||o&&e.language===void 0)&&(this.script===e.script||a&&this.script===void 0||o&&e.script===void 0)&&(this.region===e.region||a&&this.region===void 0||o&&e.region===void 0)&&(this.variant===e.variant||a&&this.variant===void 0||o&&e.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(e=>e!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let e=Ur(this.toString().toLowerCase());return e?(this.language=e.language,this.script=e.script,this.region=e.region,this.variant=e.variant,!0):!1}},Na={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},Kr=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Ur(t){if(Object.prototype.hasOwnProperty.call(Na,t))return new se(Na[t]);let e=new se(t);return e.language&&Kr.includes(e.language)?(e.region=e.language.toUpperCase(),e):null}function $t(t,e,a){let o=new Set,r=new Map;for(let i of e)new se(i).isWellFormed&&r.set(i,new se(i));e:for(let i of t){let s=i.toLowerCase(),d=new se(s);if(d.language!==void 0){for(let c of r.keys())if(s===c.toLowerCase()){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}for(let[c,u]of r.entries())if(u.matches(d,!0,!1)){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}if(d.addLikelySubtags()){for(let[c,u]of r.entries())if(u.matches(d,!0,!1)){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}d.clearVariants();for(let[c,u]of r.entries())if(u.matches(d,!0,!0)){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}if(d.clearRegion(),d.addLikelySubtags()){for(let[c,u]of r.entries())if(u.matches(d,!0,!1)){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}d.clearRegion();for(let[c,u]of r.entries())if(u.matches(d,!0,!0)){if(o.add(c),r.delete(c),a==="lookup")return Array.from(o);if(a==="filtering")continue;continue e}}}return Array.from(o)}function xt(t,e,{strategy:a="filtering",defaultLocale:o}={}){let r=$t(Array.from(t??[]).map(String),Array.from(e??[]).map(String),a);if(a==="lookup"){if(o===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");r.length===0&&r.push(o)}else o&&!r.includes(o)&&r.push(o);return r}var Ia=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
`;var Ha=`# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
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
claim-offer = \u053F\u0561\u0580\u0578\u0572 \u0565\u057D \u057A\u0561\u0570\u0561\u0576\u057B\u0565\u056C \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568. \u0576\u0561 \u056F\u056F\u0580\u056B \u057F\u0565\u056D\u0576\u056B\u056F\u0561\u056F\u0561\u0576 \u057A\u0561\u0580\u057F\u0578\u0582\u0569\u0575\u0578\u0582\u0576, \u056B\u057D\u056F \u0570\u0561\u0572\u0569\u0561\u0576\u0561\u056F\u0568 \u0584\u0578\u0576\u0576 \u0567\u0589 \u053F\u0561\u0574 \u057D\u057A\u0561\u057D\u056B\u0580 \u0576\u0580\u0561\u0576\u0589
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
`;var za=`# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
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
`;var Oa=`# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
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
`;var $e=["en","tr","hy","el","lt"],Jr={en:Da,tr:Oa,hy:Ha,el:Ia,lt:za},Fa=new Map;function Ue(t){let e=Fa.get(t);if(!e){e=new _e(t,{useIsolating:!1});let a=e.addResource(new ve(Jr[t]));a.length&&console.warn(`catalog ${t}: ${a.map(String).join("; ")}`),Fa.set(t,e)}return e}function Ba(t){if(t&&$e.includes(t))return t;let[e]=xt([...navigator.languages],[...$e],{defaultLocale:"en",strategy:"lookup"});return e??"en"}var xe="en";function Ka(t){xe=t,document.documentElement.lang=t}function l(t,e){for(let a of xe==="en"?["en"]:[xe,"en"]){let o=Ue(a),r=o.getMessage(t);if(r!=null&&r.value){let i=[],s=o.formatPattern(r.value,e??null,i);if(!i.length)return s}}return t}function Ua(t){return $e.flatMap(e=>{var r;let a=Ue(e),o=(r=a.getMessage(t))==null?void 0:r.value;return o?[a.formatPattern(o,null,[])]:[]})}function St(t){return Ue(xe).hasMessage(t)||Ue("en").hasMessage(t)}var Zr="A23456789TJQK";function U(t){let e=t[0]??"",a=t[1]??"";return!Zr.includes(e)||!"shdc".includes(a)?t:l("card-name",{rank:l(`rank-${e}`),suit:l(`suit-${a}`)})}function B(t){let e={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${t[0]==="T"?"10":t[0]??""}${e[t[1]??""]??""}`}function te(t,e){return St(`error-${t}`)?l(`error-${t}`):e}function Tt(t,e){return new Intl.NumberFormat(xe,e).format(t)}var Qr=0;function n(t,e,a,o,r,i){e||(e={});var s,d,c=e;if("ref"in c)for(d in c={},e)d=="ref"?s=e[d]:c[d]=e[d];var u={type:t,props:c,key:a,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--Qr,__i:-1,__u:0,__source:r,__self:i};if(typeof t=="function"&&(s=t.defaultProps))for(d in s)c[d]===void 0&&(c[d]=s[d]);return E.vnode&&E.vnode(u),u}function qa(){return n("article",{class:"panel fair","data-testid":"fair",children:[n("h1",{children:l("fair-title")}),n("p",{children:l("fair-body-1")}),n("p",{children:l("fair-body-2")}),n("p",{children:l("fair-body-4")}),n("p",{children:l("fair-body-3")}),n("pre",{children:n("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Ga(t){let[,e,a]=t.split("/");return e==="join"&&a?{page:"join",code:decodeURIComponent(a)}:e==="table"&&a?{page:"table",id:decodeURIComponent(a)}:e==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:e==="fair"?{page:"fair"}:{page:"home"}}var Ct=new Set;function D(t,e=!1){e?history.replaceState(null,"",t):history.pushState(null,"",t),Ct.forEach(a=>a()),window.scrollTo(0,0)}function Wa(){let[t,e]=k(()=>Ga(location.pathname));return C(()=>{let a=()=>e(Ga(location.pathname));return Ct.add(a),window.addEventListener("popstate",a),()=>{Ct.delete(a),window.removeEventListener("popstate",a)}},[]),t}function T(t,e){if(e==null)return"?";let a=t[e];if(!a)return"?";if(a.kind==="computer"&&a.level&&/^(easy|medium|hard|expert)$/.test(a.level)){let o=t.filter(i=>i.kind==="computer").length>1,r=l("seat-computer",{level:l(`level-${a.level}`)});return o?`${r} ${e+1}`:r}return a.name?a.name:l("seat-empty")}function pe(t,e){let a=t.card?B(t.card):"";switch(t.action){case"draw_stock":return l("action-draw-stock");case"draw_discard":{let o=t.card??e;return o?l("action-draw-discard",{card:B(o)}):l("action-take-pile")}case"pass":return l("action-pass");case"discard":return l("action-discard",{card:a});case"knock":return a?l("action-knock-with",{card:a}):l("action-knock");case"big_gin":return l("action-big-gin");case"arrange":return l("arrange-submit");case"lay_off":return l("layoff-submit")}}var qe={style:"percent",maximumFractionDigits:0},Va={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},Xr={minimumFractionDigits:1,maximumFractionDigits:1},eo={chance:qe,undercut:qe,knock:qe,wait:qe,points:Va,wait_points:Va,expected:Xr};function Ya(t){return!t.why.length||!t.why.every(e=>St(`why-${e.code}`))?t.reason:t.why.map(e=>{let a={};for(let[o,r]of Object.entries(e.args))typeof r=="string"?a[o]=B(r):a[o]=new F(r,eo[o]??{});return l(`why-${e.code}`,a)}).join(", ")}function Se(t,e){switch(t.type){case"action":{let a=T(e,t.player),o=t.action.card?B(t.action.card):null,r;switch(t.action.action){case"draw_stock":r=o?l("event-draw-stock-card",{name:a,card:o}):l("event-draw-stock",{name:a});break;case"draw_discard":r=l("event-draw-discard",{name:a,card:o??""});break;case"pass":r=l("event-pass",{name:a});break;case"discard":r=l("event-discard",{name:a,card:o??""});break;case"knock":r=l("event-knock",{name:a});break;case"big_gin":r=l("event-big-gin",{name:a});break;case"arrange":r=l("event-arrange",{name:a});break;case"lay_off":r=l("event-lay-off",{name:a});break}return t.by==="timeout"&&(r+=" "+l("event-by-timeout")),t.by==="away"&&(r+=" "+l("event-by-away")),r}case"deal":return l("event-deal",{hand:t.hand,name:T(e,t.dealer)});case"advice":{let a=T(e,t.player);return t.action?l("event-advice",{name:a,action:pe(t.action)}):l("event-advice-none",{name:a})}case"undo":return l("event-undo",{name:T(e,t.player)});case"ready":return l("event-ready",{name:T(e,t.seat)});case"hand_end":return Et(t.end.outcome,t.end.winner,e);case"match_end":return t.winner===null?l("match-draw"):l("match-winner",{name:T(e,t.winner)});case"forfeit":return l(`forfeit-${t.why}`,{name:T(e,t.player)});case"rematch":{let a=T(e,t.seat);return t.accept?l("event-rematch",{name:a}):l("rematch-declined",{name:a})}case"rematched":return l("rematch-ready");default:return null}}function Et(t,e,a){if(t==="draw"||e===null)return l("outcome-draw");let o=`outcome-${t}`;return l(o,{name:T(a,e)})}function to(t){return t.your_turn?l("games-state-your-turn"):t.status==="adjourned"?l("games-state-adjourned"):t.status==="waiting"?l("games-state-waiting"):t.status==="between_hands"?l("games-state-between"):l("games-state-playing")}function Ja({identity:t}){let[e,a]=k(null);return C(()=>{Z("GET","/api/me/tables",void 0,t.token).then(a,()=>a([]))},[t.token]),!e||!e.length?null:n("section",{class:"panel your-games","aria-labelledby":"your-games","data-testid":"your-games",children:[n("h2",{id:"your-games",children:l("games-title")}),n("ul",{class:"lobby",children:e.map(o=>{let r=o.seats.filter(i=>i.seat!==o.seat&&i.kind!=="empty").map(i=>T(o.seats,i.seat)).join(" \xB7 ");return n("li",{"data-testid":`your-game-${o.id}`,children:[n("span",{children:[l(`system-${o.system}`),r?`: ${r}`:"",o.hand_number>0?` \xB7 ${l("hand-number",{number:o.hand_number})}`:""," \xB7 ",n("strong",{class:o.your_turn?"your-turn":"",children:to(o)})]})," ",n("button",{type:"button",class:o.your_turn||o.status==="adjourned"?"primary":"",onClick:()=>D(`/table/${o.id}`),children:l("games-continue")})]},o.id)})})]})}var Za=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];var ao=["easy","medium","hard","expert"];function Ge(t){return t instanceof K?te(t.code,t.message):String(t)}function Qa({value:t,onChange:e,id:a}){return n("label",{for:a,children:[l("system-label")," ",n("select",{id:a,value:t,onChange:o=>e(o.currentTarget.value),children:Za.map(o=>n("option",{value:o,children:l(`system-${o}`)},o))})]})}async function Xa(t,e,a,o,r=!1){return Z("POST","/api/tables",{system:e,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:r,private:o,spectators:null},t.token)}function en({identity:t,settings:e,setSettings:a}){let[o,r]=k(null),[i,s]=k(!1),[d,c]=k(!1),u=e.lastSystem,p=e.lastLevel,g=u==="three-player"?3:2,m=async()=>{s(!0),r(null);try{let b=[{kind:"person",level:null},...Array.from({length:g-1},()=>({kind:"computer",level:p}))],$=await Xa(t,u,b,!0);D(`/table/${$.id}`)}catch(b){r(Ge(b))}finally{s(!1)}},h=async()=>{s(!0),r(null);try{let b=[{kind:"person",level:null},...Array.from({length:g-1},()=>({kind:"person",level:null}))],$=await Xa(t,u,b,!0,d);D(`/table/${$.id}`)}catch(b){r(Ge(b))}finally{s(!1)}};return n("div",{class:"home",children:[n("p",{class:"tagline",children:l("home-tagline")}),o&&n("p",{class:"refusal",role:"alert",children:o}),n(Ja,{identity:t}),n("section",{class:"panel","aria-labelledby":"play-computer",children:[n("h2",{id:"play-computer",children:l("play-computer")}),n("div",{class:"form-row",children:[n(Qa,{id:"system-computer",value:u,onChange:b=>a({...e,lastSystem:b})}),n("label",{for:"level",children:[l("level-label")," ",n("select",{id:"level",value:p,onChange:b=>a({...e,lastLevel:b.currentTarget.value}),children:ao.map(b=>n("option",{value:b,children:l(`level-${b}`)},b))})]}),n("button",{type:"button",class:"primary",disabled:i,onClick:()=>{m()},"data-testid":"play-computer",children:l("play-computer-start")})]})]}),n("section",{class:"panel","aria-labelledby":"play-friend",children:[n("h2",{id:"play-friend",children:l("private-table")}),n("div",{class:"form-row",children:[n(Qa,{id:"system-friend",value:u,onChange:b=>a({...e,lastSystem:b})}),n("button",{type:"button",disabled:i,onClick:()=>{h()},"data-testid":"play-friend",children:l("private-create")})]}),n("label",{class:"stand-in-option",children:[n("input",{type:"checkbox",checked:d,"data-testid":"stand-in",onChange:b=>c(b.currentTarget.checked)})," ",l("stand-in-option")]})]}),n(no,{identity:t,system:u}),n(ro,{}),n(oo,{system:u,name:t.name})]})}function no({identity:t,system:e}){let[a,o]=k("idle"),[r,i]=k(null),s=I(void 0),d=async u=>{try{let p=await Z("POST","/api/quickmatch",{system:e,computer:u},t.token);if(p.status==="matched"&&p.table){o("idle"),D(`/table/${p.table}`);return}o(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(s.current=window.setTimeout(()=>{d(!1)},3e3))}catch(p){o("idle"),i(Ge(p))}};C(()=>()=>window.clearTimeout(s.current),[]);let c=()=>{window.clearTimeout(s.current),o("idle")};return n("section",{class:"panel","aria-labelledby":"quick",children:[n("h2",{id:"quick",children:l("quick-match")}),r&&n("p",{class:"refusal",role:"alert",children:r}),a==="idle"&&n("button",{type:"button",onClick:()=>{i(null),d(!1)},children:[l("quick-match-start")," \xB7 ",l(`system-${e}`)]}),a==="waiting"&&n("p",{role:"status",children:[l("quick-match-waiting")," ",n("button",{type:"button",onClick:c,children:l("quick-match-cancel")})]}),a==="offer"&&n("p",{role:"status",children:[l("quick-match-offer")," ",n("button",{type:"button",onClick:()=>{d(!0)},children:l("quick-match-computer")})," ",n("button",{type:"button",onClick:()=>{d(!1)},children:l("quick-match-keep")})]})]})}function ro(){let[t,e]=k(null),[a,o]=k(null),r=()=>{Z("GET","/api/tables").then(e,d=>o(Ge(d)))};C(r,[]);let i=async d=>{let c=d.seats.find(u=>u.kind==="empty");if(!c)return D(`/table/${d.id}?watch=1`);D(`/table/${d.id}?sit=${c.seat}`)},s=(t??[]).filter(d=>d.status!=="over"&&d.status!=="closed");return n("section",{class:"panel","aria-labelledby":"open-tables",children:[n("h2",{id:"open-tables",children:l("open-tables")}),a&&n("p",{class:"refusal",role:"alert",children:a}),t!==null&&!s.length&&n("p",{children:l("open-tables-none")}),n("ul",{class:"lobby",children:s.map(d=>n("li",{children:[n("span",{children:[l(`system-${d.system}`),": ",d.seats.map(c=>T(d.seats,c.seat)).join(" \xB7 ")]})," ",d.seats.some(c=>c.kind==="empty")&&n("button",{type:"button",onClick:()=>{i(d)},children:l("open-tables-join")}),n("button",{type:"button",onClick:()=>D(`/table/${d.id}?watch=1`),children:l("open-tables-watch")})]},d.id))}),n("button",{type:"button",onClick:r,children:l("open-tables-refresh")})]})}function oo({system:t,name:e}){let[a,o]=k(null);C(()=>{Z("GET",`/api/leaderboard?system=${encodeURIComponent(t)}`).then(o,()=>o([]))},[t]);let r=a==null?void 0:a.find(i=>i.name===e);return n("section",{class:"panel","aria-labelledby":"leaderboard",children:[n("h2",{id:"leaderboard",children:[l("leaderboard")," \xB7 ",l(`system-${t}`)]}),r&&n("p",{children:l("your-rating",{rating:r.rating})}),a!==null&&!a.length&&n("p",{children:l("leaderboard-none")}),a!==null&&a.length>0&&n("table",{children:[n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),n("th",{scope:"col",children:l("leaderboard-rating")}),n("th",{scope:"col",children:l("leaderboard-matches")})]})}),n("tbody",{children:a.slice(0,20).map(i=>n("tr",{class:i.name===e?"mine":"",children:[n("td",{children:i.name}),n("td",{children:Tt(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),n("td",{children:Tt(i.matches)})]},i.name))})]})]})}var rn=["s","h","d","c"];function At(t){return t.charAt(0).toUpperCase()}function on(t){let e=t.charAt(1).toLowerCase();if(!rn.includes(e))throw new Error(`not a card: ${JSON.stringify(t)}`);return e}function io(t){return t.length===2&&At(t)in sn&&rn.includes(t.charAt(1).toLowerCase())}var so={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},sn={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},tn=40,lo=20,co=70/60,uo=102,an=50;function le(t,e,a,o){let r=o/100;return n("path",{class:"card__suit",d:so[t],transform:`translate(${e-50*r} ${a-50*r}) scale(${r})`})}function ln(t,e,a,o,r){let i=sn[t];return i?n("path",{class:r,d:i.d,transform:`translate(${e-i.w/2*o} ${a}) scale(${o})`}):null}function nn({rank:t,suit:e}){return n("g",{class:"card__index",children:[ln(t,tn,lo,co,"card__rank"),le(e,tn,uo+an/2,an)]})}var ae=(t,e,a)=>`M${t-a} ${e}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,mo={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+ae(1,8,4.5)+ae(40,3,5)+ae(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+ae(2,14,4)+ae(26,10,4)+ae(54,10,4)+ae(78,14,4)+ae(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+ae(30,14,3.5)+ae(50,14,3.5)+"M7 37H73V44H7Z"};function po({rank:t,suit:e}){return n("g",{class:"card__court",children:[n("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),n("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),n("path",{class:"card__crown",d:mo[t]??"",transform:"translate(89 52) scale(0.9)"}),ln(t,125,118,1.6,"card__court-rank"),le(e,125,268,46)]})}function fo({card:t}){let e=At(t),a=on(t),o="JQK".includes(e);return n(L,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("g",{class:"card__centre",children:o?n(po,{rank:e,suit:a}):e==="A"?n(L,{children:[n("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),le(a,125,175,92)]}):le(a,125,176,104)}),n(nn,{rank:e,suit:a}),n("g",{transform:"rotate(180 125 175)",children:n(nn,{rank:e,suit:a})})]})}var dn={x0:16,y0:16,x1:234,y1:334};function ho(t){let{x0:e,y0:a,x1:o,y1:r}=dn,i=[],s=d=>Number(d.toFixed(2));for(let d=e+a+t/2;d<o+r;d+=t){let c=Math.max(e,d-r),u=Math.min(o,d-a);u>c&&i.push(`M${s(c)} ${s(d-c)}L${s(u)} ${s(d-u)}`)}for(let d=e-r+t/2;d<o-a;d+=t){let c=Math.max(e,a+d),u=Math.min(o,r+d);u>c&&i.push(`M${s(c)} ${s(c-d)}L${s(u)} ${s(u-d)}`)}return i.join("")}var go=ho(22);function yo(){let{x0:t,y0:e,x1:a,y1:o}=dn;return n(L,{children:[n("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),n("rect",{class:"card__back-field",x:t,y:e,width:a-t,height:o-e,rx:"10"}),n("path",{class:"card__back-lattice",d:go}),n("rect",{class:"card__back-line",x:t+9,y:e+9,width:a-t-18,height:o-e-18,rx:"5"}),n("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),n("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),n("g",{class:"card__back-suits",children:[le("s",125,154,24),le("h",146,175,24),le("d",125,196,24),le("c",104,175,24)]})]})}var bo={s:"black",h:"red",d:"red",c:"black"},ko={s:"black",h:"red",d:"blue",c:"green"};function q(t){let e=["card"],a=t.card!==null&&io(t.card);if(t.card===null)e.push("card--back");else if(!a)e.push("card--unknown");else{let r=on(t.card);e.push(`card--${r}`,`card--${(t.fourColour?ko:bo)[r]}`),t.fourColour&&e.push("card--four"),"JQK".includes(At(t.card))&&e.push("card--court")}t.class&&e.push(t.class);let o=t.label!=="";return n("svg",{class:e.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:o?"img":void 0,"aria-label":o?t.label:void 0,"aria-hidden":o?void 0:"true",focusable:"false",children:t.card===null?n(yo,{}):a?n(fo,{card:t.card}):n("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function Te({table:t}){var i;let e=((i=t.score)==null?void 0:i.games)??[];if(!e.length)return null;let a=Number(t.rules.target??100),o=t.roles,r=s=>o?o.box===s?"box":o.captain===s?"captain":"out":null;return n("table",{class:"score-sheet","data-testid":"score-sheet",children:[n("caption",{children:[l("score-title")," ",n("span",{class:"target",children:["(",l("score-target",{target:a}),")"]})]}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),e.map((s,d)=>n("th",{scope:"col",class:s.winner!==null?"finished":"",children:[l("score-game",{number:d+1}),s.winner!==null?` (${l("score-finished")})`:""]},d))]})}),n("tbody",{children:t.seats.map(s=>{let d=r(s.seat);return n("tr",{children:[n("th",{scope:"row",children:[T(t.seats,s.seat),d?n("span",{class:"flag",children:l(`role-${d}`)}):null]}),e.map((c,u)=>n("td",{class:`${c.winner!==null?"finished":""}${c.winner===s.seat?" winner":""}`,title:l("score-hands-won",{count:c.hands_won[s.seat]??0}),children:c.scores[s.seat]??0},u))]},s.seat)})})]})}function cn({snapshot:t,state:e}){let a=t.table,o=t.you.seat,r=a.rematch,i=(r==null?void 0:r.table)??null,s=I(i);if(C(()=>{i&&s.current===null&&o!==null&&D(`/table/${i}`)},[i]),o===null)return null;let d=a.seats.filter(m=>m.kind==="person"),c=e.link!=="open",u=m=>e.send({type:"rematch",accept:m});if(i)return n("p",{class:"rematch",role:"status","data-testid":"rematch-ready",children:[l("rematch-ready")," ",n("a",{href:`/table/${i}`,onClick:m=>{m.preventDefault(),D(`/table/${i}`)},children:l("rematch-go")})]});let p=(r==null?void 0:r.offered)??[],g=(r==null?void 0:r.declined)??null;if(p.includes(o)){let m=d.filter(h=>!p.includes(h.seat)).map(h=>T(a.seats,h.seat));return n("p",{class:"rematch",role:"status","data-testid":"rematch-waiting",children:l("rematch-waiting",{names:m.join(", ")})})}if(p.length>0){let m=p.map(h=>T(a.seats,h)).join(", ");return n("div",{class:"rematch",role:"group","aria-label":l("rematch-offer"),"data-testid":"rematch-offered",children:[n("p",{role:"status",children:l("rematch-offered",{name:m})}),n("button",{type:"button",class:"primary","data-testid":"rematch-accept",disabled:c,onClick:()=>u(!0),children:l("rematch-accept")})," ",n("button",{type:"button","data-testid":"rematch-decline",disabled:c,onClick:()=>u(!1),children:l("rematch-decline")})]})}return n("div",{class:"rematch",children:[g!==null&&n("p",{role:"status","data-testid":"rematch-declined",children:g===o?l("rematch-declined-you"):l("rematch-declined",{name:T(a.seats,g)})}),n("button",{type:"button",class:"primary","data-testid":"rematch",disabled:c,onClick:()=>u(!0),children:l("rematch-offer")})]})}function un({snapshot:t}){let e=t.table,a=e.forfeit,o=e.seats.filter(r=>r.kind==="person").length;return n(L,{children:[a&&n("p",{"data-testid":"forfeit",children:l(`forfeit-${a.why}`,{name:T(e.seats,a.player)})}),o>=2&&n("p",{class:"rated-note","data-testid":"rated",children:l(e.rated?"match-rated":"match-unrated")})]})}function Ce({title:t,children:e,label:a,onClose:o}){let r=I(null);return C(()=>{var s,d;(d=(s=r.current)==null?void 0:s.querySelector("button.primary, button, input, [tabindex]"))==null||d.focus()},[]),n("div",{class:"modal-backdrop",children:n("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??t,ref:r,onKeyDown:s=>{if(s.key==="Escape"&&o&&(s.preventDefault(),o()),s.key==="Tab"&&r.current){let d=[...r.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),c=d[0],u=d[d.length-1];s.shiftKey&&document.activeElement===c?(u==null||u.focus(),s.preventDefault()):!s.shiftKey&&document.activeElement===u&&(c==null||c.focus(),s.preventDefault())}},children:[n("h2",{children:t}),e]})})}function de({melds:t,fourColour:e,layoffs:a,extra:o}){return n("div",{class:"melds",children:[t.map((r,i)=>n("div",{class:"meld-row",role:"group","aria-label":l("meld-label",{cards:r.map(U).join(", ")}),children:[r.map(s=>n("span",{class:"mini","data-card":s,children:n(q,{card:s,label:U(s),fourColour:e})},s)),((a==null?void 0:a[i])??[]).map(s=>n("span",{class:"mini laid-off","data-card":s,children:n(q,{card:s,label:l("layoff-on",{card:U(s),meld:i+1}),fourColour:e})},s))]},i)),o&&o.length>0&&n("div",{class:"meld-row deadwood-row",children:o.map(r=>n("span",{class:"mini","data-card":r,children:n(q,{card:r,label:`${U(r)}, ${l("deadwood-label")}`,fourColour:e})},r))})]})}function mn({options:t,fourColour:e,onChoose:a}){let[o,r]=k(0),i=t[o]??t[0];return i?n(Ce,{title:l("arrange-title"),children:[n("div",{class:"options",role:"radiogroup","aria-label":l("arrange-title"),children:t.map((s,d)=>n("label",{class:`option${d===o?" chosen":""}`,children:[n("input",{type:"radio",name:"arrangement",checked:d===o,onChange:()=>r(d)}),l("arrange-option",{melds:s.melds.length,deadwood:s.deadwood}),d===0&&n("em",{children:[" (",l("arrange-best"),")"]})]},d))}),n(de,{melds:i.melds,extra:i.deadwood_cards,fourColour:e}),n("button",{type:"button",class:"primary",onClick:()=>a(i.melds),children:l("arrange-submit")})]}):null}function pn({options:t,knocker:e,fourColour:a,onChoose:o}){var c;let[r,i]=k(0),s=t[r]??t[0];if(!s)return null;let d={};for(let u of s.layoffs)(d[c=u.meld]??(d[c]=[])).push(u.card);return n(Ce,{title:l("layoff-title"),children:[e&&n(L,{children:[n("h3",{children:l("end-melds")}),n(de,{melds:e.melds,layoffs:d,fourColour:a})]}),n("div",{class:"options",role:"radiogroup","aria-label":l("layoff-title"),children:t.map((u,p)=>n("label",{class:`option${p===r?" chosen":""}`,children:[n("input",{type:"radio",name:"showing",checked:p===r,onChange:()=>i(p)}),l("layoff-option",{deadwood:u.deadwood,layoffs:u.layoffs.length}),p===0&&n("em",{children:[" (",l("arrange-best"),")"]}),u.layoffs.length>0&&n("span",{class:"layoff-list",children:[" \xB7 ",u.layoffs.map(g=>l("layoff-on",{card:B(g.card),meld:g.meld+1})).join(", ")]})]},p))}),n(de,{melds:s.melds,extra:s.deadwood_cards,fourColour:a}),n("button",{type:"button",class:"primary",onClick:()=>o(s),children:l("layoff-submit")})]})}function fn({text:t,onConfirm:e,onCancel:a}){return n(Ce,{title:l("action-confirm"),onClose:a,children:[n("p",{children:t}),n("div",{class:"actions",children:[n("button",{type:"button",class:"primary",onClick:e,children:l("action-confirm")}),n("button",{type:"button",onClick:a,children:l("action-cancel")})]})]})}function hn({snapshot:t,state:e,handSeats:a,fourColour:o}){var h,b;let r=t.view??t.public,i=t.table,s=(r==null?void 0:r.result)??null,d=i.seats,c=e.lastEnd,u=s&&s.winner!==null?a[s.winner]??null:null,p=(s==null?void 0:s.knocker)??(r==null?void 0:r.knocker)??null,g={};for(let $ of((h=r==null?void 0:r.showing)==null?void 0:h.layoffs)??[])(g[b=$.meld]??(g[b]=[])).push($.card);let m=(s==null?void 0:s.score)??null;return n(L,{children:[n("p",{class:"outcome","data-testid":"outcome",children:s?Et(s.outcome,u,d):""}),(s==null?void 0:s.draw_reason)&&n("p",{children:l(`draw-${s.draw_reason}`)}),(r==null?void 0:r.arrangement)&&p!==null&&n("section",{children:[n("h3",{children:[l("end-knocker",{name:T(d,a[p])})," \xB7 ",l("end-deadwood",{deadwood:r.arrangement.deadwood})]}),n(de,{melds:r.arrangement.melds,layoffs:g,extra:r.arrangement.deadwood_cards,fourColour:o})]}),(r==null?void 0:r.showing)&&p!==null&&n("section",{children:[n("h3",{children:[l("end-defender",{name:T(d,a[1-p])})," \xB7 ",l("end-deadwood",{deadwood:r.showing.deadwood})]}),n(de,{melds:r.showing.melds,extra:r.showing.deadwood_cards,fourColour:o})]}),m&&n("table",{class:"itemised","data-testid":"itemised",children:n("tbody",{children:[n("tr",{children:[n("th",{scope:"row",children:l("end-score-difference")}),n("td",{children:m.difference})]}),m.bonus>0&&n("tr",{children:[n("th",{scope:"row",children:l("end-score-bonus")}),n("td",{children:["+",m.bonus]})]}),m.multiplier>1&&n("tr",{children:[n("th",{scope:"row",children:l("end-score-multiplier")}),n("td",{children:["\xD7",m.multiplier]})]}),n("tr",{class:"total",children:n("th",{scope:"row",colSpan:2,children:l("end-score-points",{name:T(d,u),points:m.points})})})]})}),c&&c.end.games.length>0&&i.rules.scoring==="hollywood"&&n("p",{class:"games",children:l("end-games",{games:c.end.games.map($=>l("score-game",{number:$+1})).join(", ")})}),c&&n("p",{class:`verdict ${c.verdict}`,"data-testid":"verdict",children:[c.verdict==="verified"?`\u2713 ${l("end-verified")}`:c.verdict==="mismatch"?`\u2717 ${l("end-verify-failed")}`:c.verdict==="unavailable"?l("end-verify-unavailable"):""," ",n("a",{href:"/fair",onClick:$=>{$.preventDefault(),D("/fair")},children:l("end-verify-how")})]})]})}function gn({snapshot:t,state:e,handSeats:a,fourColour:o}){var d;let r=t.table,i=t.you.seat,s=i!==null&&((d=r.seats[i])==null?void 0:d.ready);return n(Ce,{title:l("end-title",{hand:t.hand??r.hand_number}),children:[n(hn,{snapshot:t,state:e,handSeats:a,fourColour:o}),n(Te,{table:r}),i!==null&&(s?n("p",{role:"status",children:l("ready-waiting")}):n("button",{type:"button",class:"primary","data-testid":"ready",onClick:()=>e.send({type:"ready"}),children:l("ready")}))]})}function yn({snapshot:t,state:e,handSeats:a,fourColour:o}){var u;let r=t.table,i=e.matchEnd,s=r.score,d=(s==null?void 0:s.games)??[],c=(i==null?void 0:i.winner)??null;return n(Ce,{title:l("match-over"),children:[n("p",{class:"outcome","data-testid":"match-outcome",children:c===null?l("match-draw"):l("match-winner",{name:T(r.seats,c)})}),((u=t.view??t.public)==null?void 0:u.result)&&n("details",{children:[n("summary",{children:l("end-title",{hand:t.hand??r.hand_number})}),n(hn,{snapshot:t,state:e,handSeats:a,fourColour:o})]}),i&&n("table",{class:"totals",children:[n("caption",{children:l("match-totals")}),n("thead",{children:n("tr",{children:[n("th",{scope:"col",children:l("leaderboard-name")}),i.totals.map((p,g)=>n("th",{scope:"col",children:l("score-game",{number:g+1})},g))]})}),n("tbody",{children:r.seats.map(p=>n("tr",{children:[n("th",{scope:"row",children:T(r.seats,p.seat)}),i.totals.map((g,m)=>n("td",{children:g[p.seat]},m))]},p.seat))})]}),!i&&d.length>0&&n(Te,{table:r}),n("p",{class:"links",children:[n("a",{href:`/replay/${r.id}`,onClick:p=>{p.preventDefault(),D(`/replay/${r.id}`)},children:l("match-replay")})," \xB7 ",n("a",{href:`/api/tables/${r.id}/record`,download:`ginrummy-${r.id}.json`,children:l("match-record")})]}),n(un,{snapshot:t}),n(cn,{snapshot:t,state:e})]})}function bn({id:t,fourColour:e}){let[a,o]=k(null),[r,i]=k(null),[s,d]=k(0),[c,u]=k(0);if(C(()=>{Z("GET",`/api/tables/${encodeURIComponent(t)}/replay`).then(o,x=>i(x instanceof K&&x.code==="unknown_table"?l("replay-not-finished"):x instanceof K?te(x.code,x.message):String(x)))},[t]),C(()=>{let x=S=>{S.target instanceof HTMLInputElement||S.target instanceof HTMLSelectElement||(S.key==="ArrowRight"&&u(w=>w+1),S.key==="ArrowLeft"&&u(w=>Math.max(0,w-1)))};return window.addEventListener("keydown",x),()=>window.removeEventListener("keydown",x)},[]),r)return n("p",{class:"refusal",role:"alert",children:r});if(!a)return n("p",{class:"loading",role:"status",children:l("replay-loading")});let p=a.hands[s];if(!p)return null;let g=p.frames.length-1,m=Math.min(c,g),h=p.frames[m];if(!h)return null;let b=x=>{var S;return((S=a.players[x])==null?void 0:S.name)??`P${x+1}`},$=h.pile[h.pile.length-1];return n("article",{class:"replay","data-testid":"replay",children:[n("h1",{children:l("replay-title")}),n("label",{children:[l("replay-hand",{number:""})," ",n("select",{value:s,onChange:x=>{d(Number(x.currentTarget.value)),u(0)},children:a.hands.map((x,S)=>n("option",{value:S,children:l("replay-hand",{number:x.number})},S))})]}),n("p",{role:"status","data-testid":"replay-step",children:[l("replay-step",{step:m,steps:g}),h.action&&n(L,{children:[": ",n("strong",{children:b(h.action.player)})," \xB7 ",pe(h.action)]})]}),n("div",{class:"replay-controls",role:"toolbar","aria-label":l("replay-title"),children:[n("button",{type:"button",onClick:()=>u(0),disabled:m===0,children:l("replay-first")}),n("button",{type:"button",onClick:()=>u(Math.max(0,m-1)),disabled:m===0,children:l("replay-prev")}),n("button",{type:"button",onClick:()=>u(m+1),disabled:m===g,"data-testid":"replay-next",children:l("replay-next")}),n("button",{type:"button",onClick:()=>u(g),disabled:m===g,children:l("replay-last")})]}),h.hands.map((x,S)=>n("section",{class:`replay-hand${h.to_act===S&&h.phase!=="over"?" to-act":""}`,children:[n("h2",{children:b(p.seats[S]??S)}),n("div",{class:"row",children:x.map(w=>n("span",{class:"mini",children:n(q,{card:w,label:U(w),fourColour:e})},w))})]},S)),n("p",{children:[l("stock"),": ",h.stock_count," \xB7 ",l("pile"),": ",$?n("span",{class:"mini",children:n(q,{card:$,label:U($),fourColour:e})}):"\u2014"]}),m===g&&p.end.knocker_melds&&n("section",{children:[n("h2",{children:l("end-title",{hand:p.number})}),n(de,{melds:p.end.knocker_melds,extra:p.end.knocker_deadwood_cards??[],fourColour:e}),p.end.defender_melds&&n(de,{melds:p.end.defender_melds,extra:p.end.defender_deadwood_cards??[],fourColour:e}),n("p",{children:l("end-score-points",{name:p.end.winner===null?"\u2014":b(p.end.winner),points:p.end.points})})]}),n("p",{children:n("a",{href:`/api/tables/${t}/record`,download:`ginrummy-${t}.json`,children:l("match-record")})})]})}var Mt="ginrummy.";function Lt(t,e){try{let a=localStorage.getItem(Mt+t);return a===null?e:JSON.parse(a)}catch{return e}}function Rt(t,e){try{e===null?localStorage.removeItem(Mt+t):localStorage.setItem(Mt+t,JSON.stringify(e))}catch{}}var We={get:()=>Lt("identity",null),set:t=>Rt("identity",t)},wo={language:null,speed:"normal",largeCards:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function kn(){return{...wo,...Lt("settings",{})}}function wn(t){Rt("settings",t)}function _n(t){return Lt(`order.${t}`,[])}function vn(t,e){Rt(`order.${t}`,e)}function $n({snapshot:t,state:e}){let a=t.table.claim,o=t.you.seat,[r,i]=k(null);if(!a||o===null||a.player===o||t.table.status==="over")return null;let s=T(t.table.seats,a.player),d=`${a.player}:${a.why}`,c=n("button",{type:"button",class:"primary","data-testid":"claim",disabled:e.link!=="open",onClick:()=>e.send({type:"claim"}),children:l("claim-button")});return r===d?n("p",{class:"claim-note",role:"status","data-testid":"claim-waiting",children:[l("claim-waiting",{name:s})," ",c]}):n("section",{class:"panel claim",role:"alert","aria-labelledby":"claim-title","data-testid":"claim-banner",children:[n("h2",{id:"claim-title",children:l(a.why==="away"?"claim-away":"claim-time",{name:s})}),n("p",{children:l("claim-offer")}),n("div",{class:"claim-actions",children:[c,n("button",{type:"button","data-testid":"claim-wait",onClick:()=>i(d),children:l("claim-wait")})]})]})}var Ye="A23456789TJQK",Je="shdc";function Ve(t,e){return Ye.indexOf(t[0]??"")-Ye.indexOf(e[0]??"")||Je.indexOf(t[1]??"")-Je.indexOf(e[1]??"")}function _o(t,e){return Je.indexOf(t[1]??"")-Je.indexOf(e[1]??"")||Ye.indexOf(t[0]??"")-Ye.indexOf(e[0]??"")}function xn(t,e,a,o){if(a==="melds"&&e){let r=new Set(e.melds.flat()),i=e.melds.filter(d=>d.every(c=>t.includes(c))).map(d=>({meld:!0,cards:[...d].sort(Ve)})),s=t.filter(d=>!r.has(d)).sort(Ve);return s.length&&i.push({meld:!1,cards:s}),i}if(a==="own"){let r=o.filter(s=>t.includes(s)),i=t.filter(s=>!r.includes(s)).sort(Ve);return[{meld:!1,cards:[...r,...i]}]}return[{meld:!1,cards:[...t].sort(a==="rank"?Ve:_o)}]}function Sn(t){let e=I(null),a=(s,d)=>{s.button===0&&(e.current={card:d,x:s.clientX,y:s.clientY,element:s.currentTarget,moved:!1,pointer:s.pointerId})},o=s=>{let d=e.current;if(!d||d.pointer!==s.pointerId)return;let c=s.clientX-d.x,u=s.clientY-d.y;!d.moved&&Math.hypot(c,u)<10||(d.moved||(d.moved=!0,d.element.setPointerCapture(s.pointerId),d.element.classList.add("dragging")),d.element.style.transform=`translate(${c}px, ${u}px)`)},r=s=>{let d=e.current;if(e.current=null,!d||!d.moved)return;d.element.classList.remove("dragging"),d.element.style.transform="";let c=document.elementsFromPoint(s.clientX,s.clientY);if(c.some(p=>p.closest("[data-drop='pile']"))){t.onPlay(d.card);return}let u=c.map(p=>p.closest("[data-hand-card]")).find(p=>p&&p.dataset.handCard!==d.card);if(u){let p=u.getBoundingClientRect(),g=s.clientX>p.left+p.width/2,m=t.groups.flatMap(b=>b.cards).filter(b=>b!==d.card),h=m.indexOf(u.dataset.handCard??"");t.onMove(d.card,g?m[h+1]??null:m[h]??null)}else c.some(p=>p.closest(".hand"))&&t.onMove(d.card,null)},i=(s,d)=>{var p;let c=t.groups.flatMap(g=>g.cards),u=c.indexOf(d);if(s.key==="ArrowRight"||s.key==="ArrowLeft"){let g=s.key==="ArrowRight"?1:-1;if(s.shiftKey){let m=c.filter(b=>b!==d),h=Math.max(0,Math.min(m.length,u+g));t.onMove(d,m[h]??null),requestAnimationFrame(()=>{var b;return(b=document.querySelector(`[data-hand-card="${d}"]`))==null?void 0:b.focus()})}else{let m=c[(u+g+c.length)%c.length];m&&((p=document.querySelector(`[data-hand-card="${m}"]`))==null||p.focus())}s.preventDefault()}else(s.key==="Delete"||s.key==="d")&&(t.playable.has(d)&&t.onPlay(d),s.preventDefault())};return n("div",{class:"hand",role:"group","aria-label":t.label,onPointerMove:o,onPointerUp:r,onPointerCancel:r,children:t.groups.map((s,d)=>n("div",{class:s.meld?"hand-group meld":"hand-group",role:"group","aria-label":s.meld?l("meld-label",{cards:s.cards.map(U).join(", ")}):void 0,children:s.cards.map(c=>{let u=t.deadwood.has(c),p=["hand-card"];t.selected===c&&p.push("selected"),u&&p.push("deadwood"),t.fresh===c&&p.push("fresh"),t.playable.size&&!t.playable.has(c)&&p.push("barred");let g=U(c)+(u?`, ${l("deadwood-label")}`:"");return n("button",{type:"button",class:p.join(" "),"data-card":c,"data-hand-card":c,"aria-label":g,"aria-pressed":t.selected===c,onClick:()=>t.onSelect(c),onDblClick:()=>t.playable.has(c)&&t.onPlay(c),onPointerDown:m=>a(m,c),onKeyDown:m=>i(m,c),children:n(q,{card:c,label:"",fourColour:t.fourColour})},c)})},d))})}var Tn={off:0,slow:560,normal:340,fast:190},Cn={off:0,slow:150,normal:90,fast:50},vo="cubic-bezier(0.2, 0.75, 0.25, 1)",Ze="ginrummy-motion";function jt(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function he(t,e){let a=t.getBoundingClientRect();return{left:a.left+e.x,top:a.top+e.y,width:a.width,height:a.height}}function Pt(t){return Array.from(t.querySelectorAll("[data-card]")).filter(a=>{var r;let o=(r=a.parentElement)==null?void 0:r.closest("[data-card]");return!o||!t.contains(o)})}function Nt(t){let e=new Map;return t.querySelectorAll("[data-anchor]").forEach(a=>{let o=a.dataset.anchor;o&&!e.has(o)&&e.set(o,a)}),e}function En(t){let e=new Map,a=new Map;if(!t||typeof t.querySelectorAll!="function")return{cards:e,anchors:a};let o=jt();for(let r of Pt(t)){let i=r.dataset.card??"",s=e.get(i),d=he(r,o);s?s.push(d):e.set(i,[d])}for(let[r,i]of Nt(t))a.set(r,he(i,o));return{cards:e,anchors:a}}function An(t){if(!t||t.speed==="off"||!(t.speed in Tn)||typeof document<"u"&&document.visibilityState==="hidden")return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Mn(t){return typeof t.animate=="function"}function $o(t){if(typeof t.getAnimations=="function"){for(let e of t.getAnimations({subtree:!0}))e.id===Ze&&e.cancel();return}for(let e of Pt(t))if(typeof e.getAnimations=="function")for(let a of e.getAnimations())a.id===Ze&&a.cancel()}function xo(t){let e=getComputedStyle(t),a=e.transform&&e.transform!=="none"?e.transform:"",o=0,r=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let d=new DOMMatrixReadOnly(a);o=d.m41,r=d.m42}catch{}let[i="0",s="0"]=(e.transformOrigin||"0 0").split(" ");return{transform:a,tx:o,ty:r,ox:parseFloat(i)||0,oy:parseFloat(s)||0}}function So(t,e){let{from:a,to:o}=t,r=a.width/o.width,i=a.height/o.height;t.entering&&(r=i=Math.min(r,i)),(!Number.isFinite(r)||r<=0)&&(r=1),(!Number.isFinite(i)||i<=0)&&(i=1);let s=a.left+a.width/2-(o.left+o.width/2),d=a.top+a.height/2-(o.top+o.height/2),c=o.width/2+e.tx-e.ox,u=o.height/2+e.ty-e.oy,p=h=>Math.round(h*100)/100,g=`translate(${p(s)}px, ${p(d)}px) translate(${p(c)}px, ${p(u)}px) scale(${p(r*1e3)/1e3}, ${p(i*1e3)/1e3})`+` translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd(),m=`translate(0px, 0px) translate(${p(c)}px, ${p(u)}px) scale(1, 1) translate(${p(-c)}px, ${p(-u)}px) ${e.transform}`.trimEnd();return[{transform:g},{transform:m}]}function Ln(t,e){if(!t.length)return Promise.resolve();let a=t.map(s=>xo(s.element)),o=Tn[e.speed],r=[];if(t.forEach((s,d)=>{let c=Math.hypot(s.from.left-s.to.left,s.from.top-s.to.top),u=Math.round(o*Math.min(1.35,Math.max(.8,.75+c/900)));try{let p=s.element.animate(So(s,a[d]),{duration:u,delay:s.delay,easing:vo,fill:s.delay>0?"backwards":"none"});p.id=Ze,r.push(p)}catch{}}),!r.length)return Promise.resolve();let i=Math.max(...t.map(s=>s.delay))+o*1.35;return new Promise(s=>{let d=!1,c,u=()=>{d||(d=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",g),s())},p=()=>{for(let m of r)try{m.playState!=="finished"&&m.playState!=="idle"&&m.finish()}catch{m.cancel()}u()},g=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",g),Promise.allSettled(r.map(m=>m.finished)).then(u),c=setTimeout(p,i+600)})}function Rn(t,e,a){var c;if(!t||typeof t.querySelectorAll!="function"||($o(t),!e||An(a)))return Promise.resolve();let o=jt(),r=Nt(t),i=new Map,s=[],d=0;for(let u of Pt(t)){if(!Mn(u))continue;let p=u.dataset.card??"",g=i.get(p)??0;i.set(p,g+1);let m=he(u,o);if(m.width<1||m.height<1)continue;let h=(c=e.cards.get(p))==null?void 0:c[g];if(h){if(h.width<1||h.height<1||Math.abs(h.left-m.left)<.5&&Math.abs(h.top-m.top)<.5&&Math.abs(h.width-m.width)<.5&&Math.abs(h.height-m.height)<.5)continue;s.push({element:u,from:h,to:m,entering:!1,delay:0});continue}let b=u.dataset.from??"stock";if(b===""||b==="none")continue;let $=e.anchors.get(b)??(r.has(b)?he(r.get(b),o):void 0);!$||$.width<1||$.height<1||(s.push({element:u,from:$,to:m,entering:!0,delay:0}),d+=1)}if(d>1){let u=0;for(let p of s)p.entering&&(p.delay=u++*Cn[a.speed]*.6)}return Ln(s,a)}function jn(t,e,a){if(!t||typeof t.querySelectorAll!="function")return Promise.resolve();for(let d of e??[])if(!(!d||typeof d.getAnimations!="function"))for(let c of d.getAnimations())c.id===Ze&&c.cancel();if(An(a))return Promise.resolve();let o=Nt(t).get("stock");if(!o)return Promise.resolve();let r=jt(),i=he(o,r);if(i.width<1||i.height<1)return Promise.resolve();let s=[];for(let d of e??[]){if(!d||!d.isConnected||!Mn(d))continue;let c=he(d,r);c.width<1||c.height<1||s.push({element:d,from:i,to:c,entering:!0,delay:s.length*Cn[a.speed]})}return Ln(s,a)}function Pn({rules:t,system:e}){let a=[],o=r=>Number(t[r]??0);return a.push(l("rules-target",{target:o("target")})),t.knock_limit_from_upcard?a.push(l("rules-knock-from-upcard")):a.push(l("rules-knock-limit",{limit:o("knock_limit")})),t.oklahoma_spades_double&&a.push(l("rules-spades-double")),a.push(l("rules-gin-bonus",{bonus:o("gin_bonus")})),a.push(l("rules-undercut-bonus",{bonus:o("undercut_bonus")})),a.push(t.big_gin?l("rules-big-gin",{bonus:o("big_gin_bonus")}):l("rules-no-big-gin")),a.push(t.discard_drawn_upcard?l("rules-discard-upcard"):l("rules-no-discard-upcard")),t.scoring==="hollywood"&&a.push(l("rules-hollywood")),o("players")===3&&a.push(l("rules-three-player")),o("line_bonus")>0&&a.push(l("rules-line-bonus",{bonus:o("line_bonus")})),o("game_bonus")>0&&a.push(l("rules-game-bonus",{bonus:o("game_bonus")})),t.shutout&&a.push(l("rules-shutout")),n("section",{class:"panel rules","aria-label":l("rules"),"data-testid":"rules",children:[n("h2",{children:[l("rules"),": ",l(`system-${e}`)]}),n("ul",{children:a.map(r=>n("li",{children:r},r))})]})}var Nn=["hello","good-luck","nice","thanks","good-game","rematch"],Qe=null;function To(t){if(!Qe){Qe=new Map;for(let a of Nn)for(let o of Ua(`chat-preset-${a}`))Qe.set(o,a)}let e=Qe.get(t);return e?l(`chat-preset-${e}`):t}function In({state:t,seated:e}){let[a,o]=k(""),r=t.log.filter(s=>s.event.type==="chat"),i=s=>{let d=s.trim().slice(0,200);d&&t.send({type:"chat",text:d})&&o("")};return n("section",{class:"panel chat","aria-label":l("chat"),children:[n("h2",{children:l("chat")}),n("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:r.map((s,d)=>{if(s.event.type!=="chat")return null;let c=s.event.text,u=To(c);return n("li",{title:u===c?void 0:c,children:[n("strong",{children:[s.event.name,":"]})," ",u]},d)})}),e&&n(L,{children:[n("div",{class:"presets",children:Nn.map(s=>n("button",{type:"button",onClick:()=>i(l(`chat-preset-${s}`)),children:l(`chat-preset-${s}`)},s))}),n("form",{class:"chat-form",onSubmit:s=>{s.preventDefault(),i(a)},children:[n("input",{type:"text",maxLength:200,value:a,"aria-label":l("chat-placeholder"),placeholder:l("chat-placeholder"),onInput:s=>o(s.currentTarget.value)}),n("button",{type:"submit",children:l("chat-send")})]})]})]})}function Dn({state:t,seats:e}){let a=t.log.map(o=>Se(o.event,e)).filter(o=>o!==null);return n("details",{class:"panel log",children:[n("summary",{children:l("log-title")}),n("ol",{"data-testid":"log",children:a.slice(-40).map((o,r)=>n("li",{children:o},r))})]})}function Co(t,e){return t.handSeats?t.handSeats:e.roles?[e.roles.box,e.roles.captain]:[0,1]}function zn(t,e){return e===null||!t.roles?null:t.roles.box===e?"box":t.roles.captain===e?"captain":"out"}function On({state:t,settings:e,setSettings:a}){let o=t.snapshot;return o?n(Eo,{snapshot:o,state:t,settings:e,setSettings:a}):n("p",{class:"loading",role:"status",children:l("loading")})}function Eo({snapshot:t,state:e,settings:a,setSettings:o}){var Ft,Bt,Kt,Ut,qt,Gt,Wt,Vt;let{table:r,view:i,choices:s,you:d}=t,c=r.seats,u=d.seat,p=zn(r,u),g=p==="out",m=Co(e,r),[h,b]=k(null),[$,x]=k(null),[S,w]=k(!1),[H,Q]=k(()=>_n(r.id)),M=I(null),O=I(null),G=I(t.seq);G.current!==t.seq&&(G.current=t.seq,M.current&&(O.current=En(M.current))),C(()=>{M.current&&O.current&&Rn(M.current,O.current,{speed:a.speed}),O.current=null},[t.seq]),C(()=>{if(!M.current||t.hand===null)return;let v=[...M.current.querySelectorAll(".hand-card, .back-slot")];jn(M.current,v,{speed:a.speed})},[t.hand]),C(()=>{h&&!((i==null?void 0:i.hand)??[]).includes(h)&&b(null)},[i==null?void 0:i.hand.join()]);let N=I(null);C(()=>{let v=Y=>{let J=N.current;if(N.current=null,!J)return;document.elementsFromPoint(Y.clientX,Y.clientY).some(ge=>ge.closest(".hand"))&&f.current.has(J)&&y.current({action:J})};return window.addEventListener("pointerup",v),()=>window.removeEventListener("pointerup",v)},[]);let f=I(new Set),y=I(()=>{}),_=v=>{b(null),e.send(g?{type:"advise",action:v}:{type:"act",action:v})};y.current=_;let W=v=>T(c,m[v]),V=(i==null?void 0:i.seat)??null,z=V===null?null:1-V,et=new Map(((s==null?void 0:s.discards)??[]).map(v=>[v.card,v])),It=((s==null?void 0:s.to_act)??!1)&&u!==null,oe=It?new Set((s==null?void 0:s.actions)??[]):new Set,Ae=oe.has("discard")?new Set(et.keys()):new Set;f.current=oe;let Dt=i?xn(i.hand,s,a.handOrder,H):[],qn=new Set((s==null?void 0:s.deadwood_cards)??[]),Gn=(v,Y)=>{let J=Dt.flatMap(ge=>ge.cards).filter(ge=>ge!==v),st=Y===null?J.length:J.indexOf(Y);J.splice(st<0?J.length:st,0,v),Q(J),vn(r.id,J),a.handOrder!=="own"&&o({...a,handOrder:"own"})},Ht=v=>{Ae.has(v)&&_({action:"discard",card:v})},Wn=v=>{let Y=et.get(v);Y&&x({kind:Y.gin?"gin":"knock",card:v,deadwood:Y.deadwood})},Vn=h?et.get(h):void 0,ce=i?i.pile[i.pile.length-1]:(Ft=t.public)==null?void 0:Ft.pile[t.public.pile.length-1],zt=(i==null?void 0:i.stock_count)??((Bt=t.public)==null?void 0:Bt.stock_count)??null,tt=(i==null?void 0:i.phase)??((Kt=t.public)==null?void 0:Kt.phase)??null,at=(i==null?void 0:i.knock_limit)??((Ut=t.public)==null?void 0:Ut.knock_limit)??null,nt=(i==null?void 0:i.upcard)??((qt=t.public)==null?void 0:qt.upcard)??null,Yn=!!r.rules.oklahoma_spades_double&&!!r.rules.knock_limit_from_upcard&&(nt==null?void 0:nt[1])==="s",Jn=(i==null?void 0:i.taken)??null,ue=i==null?void 0:i.events[i.events.length-1],Ot=ue!==void 0&&ue.seat===V&&(ue.action==="draw_stock"||ue.action==="draw_discard"),rt=I({hand:[],fresh:null});if(i&&Ot){let v=rt.current;if(v.fresh===null||!i.hand.includes(v.fresh)){let Y=i.hand.filter(J=>!v.hand.includes(J));v.fresh=(ue==null?void 0:ue.card)??Jn??(Y.length===1?Y[0]??null:null)}}else rt.current={hand:(i==null?void 0:i.hand)??[],fresh:null};let Zn=Ot?rt.current.fresh:null,ot=(Gt=i??t.public)==null?void 0:Gt.events.at(-1),Qn=ot&&ot.action==="discard"&&ot.seat!==V?"opponent":"none",it=t.timers.find(v=>v.running),Xn=tt!==null&&tt!=="over"?m[((Wt=i??t.public)==null?void 0:Wt.to_act)??0]:null;return n("div",{class:`table${a.fourColour?" four-colour":""}`,ref:M,children:[n(Ao,{table:r,mySeat:u,toAct:Xn??null,state:e,dealer:m[((Vt=i??t.public)==null?void 0:Vt.dealer)??-1]??null}),p&&n("p",{class:"role-note",children:l(`you-are-${p}`)}),d.role==="spectator"&&n("p",{class:"role-note",children:l("spectating")}),r.status==="waiting"&&n(Lo,{table:r}),tt!==null&&n("section",{class:"felt","aria-label":l("hand-number",{number:t.hand??r.hand_number}),children:[n(Hn,{snapshot:t,handSeat:z??1,name:W(z??1),fourColour:a.fourColour}),!i&&t.public&&n(Hn,{snapshot:t,handSeat:0,name:W(0),fourColour:a.fourColour}),n("div",{class:"centre",children:[n("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!oe.has("draw_stock"),"aria-label":l("card-stock",{count:zt??0}),onClick:()=>_({action:"draw_stock"}),onPointerDown:()=>{N.current="draw_stock"},children:[n(q,{card:null,label:""}),n("span",{class:"count","aria-hidden":"true",children:zt})]}),n("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(oe.has("draw_discard")||h!==null&&Ae.has(h)),"aria-label":ce?l("card-pile",{card:U(ce)}):l("card-pile-empty"),onClick:()=>h&&Ae.has(h)?Ht(h):oe.has("draw_discard")&&_({action:"draw_discard"}),onPointerDown:()=>{N.current="draw_discard"},children:ce?n("span",{class:"pile-top","data-card":ce,"data-from":Qn,children:n(q,{card:ce,label:"",fourColour:a.fourColour})}):n("span",{class:"pile-empty"})}),n("div",{class:"hand-facts",children:[at!==null&&n("span",{class:"badge knock-limit",children:at===0?l("knock-limit-gin"):l("knock-limit",{limit:at})}),Yn&&n("span",{class:"badge spades",children:l("spades-double")}),it&&n(jo,{seconds:it.seconds_left,decision:it.decision})]})]}),i&&s&&n("div",{class:"mine",children:[n("div",{class:"hand-tools",children:[n("strong",{class:"deadwood-count","data-testid":"deadwood",children:i.hand.length===11&&s.discards.length?l("your-deadwood-after",{deadwood:Math.min(...s.discards.map(v=>v.deadwood))}):l("your-deadwood",{deadwood:s.deadwood})}),n("label",{class:"sort",children:[l("sort-label")," ",n("select",{value:a.handOrder,onChange:v=>o({...a,handOrder:v.currentTarget.value}),children:[n("option",{value:"melds",children:l("sort-melds")}),n("option",{value:"rank",children:l("sort-rank")}),n("option",{value:"suit",children:l("sort-suit")}),n("option",{value:"own",children:l("sort-own")})]})]})]}),n(Sn,{groups:Dt,deadwood:qn,selected:h,playable:Ae,fourColour:a.fourColour,fresh:Zn,label:g?l("hand-label-captain"):l("hand-label"),onSelect:v=>b(h===v?null:v),onPlay:Ht,onMove:Gn}),n(Ro,{actions:oe,view:i,choices:s,selected:h,selectedOption:Vn,advising:g,send:_,knock:Wn,bigGin:()=>x({kind:"big_gin",card:null,deadwood:0})})]})]}),n($n,{snapshot:t,state:e}),n(Po,{snapshot:t,myRole:p,state:e,pileTop:ce}),n(No,{state:e}),n(Io,{state:e,pileTop:ce}),n("div",{class:"table-extras",children:[n(Te,{table:r}),n("div",{class:"buttons",children:[r.status==="playing"&&u!==null&&It&&!g&&n("button",{type:"button",onClick:()=>e.send({type:"hint",count:3}),children:l("hint")}),u!==null&&r.seats.every(v=>v.seat===u||v.kind==="computer")&&r.status==="playing"&&n("button",{type:"button",onClick:()=>e.send({type:"undo"}),children:l("undo")}),n("button",{type:"button","aria-expanded":S,onClick:()=>w(!S),children:l("rules")})]}),S&&n(Pn,{rules:r.rules,system:r.system}),n(In,{state:e,seated:u!==null}),n(Do,{state:e,seats:c}),n(Dn,{state:e,seats:c})]}),i&&oe.has("arrange")&&s&&!g&&n(mn,{options:s.arrangements,fourColour:a.fourColour,onChoose:v=>_({action:"arrange",melds:v})}),i&&oe.has("lay_off")&&s&&!g&&n(pn,{options:s.showings,knocker:i.arrangement,fourColour:a.fourColour,onChoose:v=>_({action:"lay_off",melds:v.melds,layoffs:v.layoffs})}),$&&n(fn,{text:$.kind==="big_gin"?l("confirm-big-gin"):$.kind==="gin"?l("confirm-gin",{card:B($.card??"")}):l("confirm-knock",{card:B($.card??""),deadwood:$.deadwood}),onCancel:()=>x(null),onConfirm:()=>{let v=$;x(null),_(v.kind==="big_gin"?{action:"big_gin"}:{action:"knock",card:v.card})}}),r.status==="between_hands"&&n(gn,{snapshot:t,state:e,handSeats:m,fourColour:a.fourColour}),r.status==="over"&&n(yn,{snapshot:t,state:e,handSeats:m,fourColour:a.fourColour}),r.status==="closed"&&n("p",{class:"panel",role:"status",children:l("table-closed")})]})}function Ao({table:t,mySeat:e,toAct:a,state:o,dealer:r}){let i=ke(()=>{let s=new Map;for(let d of o.log)if(d.event.type==="action"||d.event.type==="advice"){let c=Se(d.event,t.seats);c&&s.set(d.event.player,c)}return s},[o.log,t.seats]);return n("ul",{class:"seats","aria-label":l("score-title"),children:t.seats.map(s=>n("li",{class:`seat${s.seat===a?" to-act":""}${s.seat===e?" mine":""}`,"data-testid":`seat-${s.seat}`,children:[n("span",{class:"seat-name",children:[T(t.seats,s.seat),s.seat===e?` (${l("seat-you")})`:""]}),n(Mo,{seat:s,table:t,toAct:a,dealer:r}),i.get(s.seat)&&n("span",{class:"seat-last",children:l("last-action",{action:i.get(s.seat)??""})}),s.kind==="empty"&&e===null&&t.status!=="over"&&n("button",{type:"button",onClick:()=>o.send({type:"sit",seat:s.seat}),children:l("seat-sit")})]},s.seat))})}function Mo({seat:t,table:e,toAct:a,dealer:o}){let r=zn(e,t.seat),i=[];return r&&i.push(l(`role-${r}`)),t.seat===o&&i.push(l("seat-dealer")),t.seat===a&&i.push(l("seat-to-act")),t.away?i.push(l("seat-away")):t.kind==="person"&&!t.connected&&i.push(l("seat-offline")),t.ready&&e.status==="between_hands"&&i.push(l("seat-ready")),n("span",{class:"seat-flags",children:i.map(s=>n("span",{class:"flag",children:s},s))})}function Lo({table:t}){let[e,a]=k(!1),o=t.code?`${location.origin}/join/${t.code}`:null;return n("section",{class:"panel waiting","aria-live":"polite",children:[n("p",{children:l("table-waiting")}),o&&n("p",{class:"share",children:[l("table-share")," ",n("a",{href:o,"data-testid":"share-link",children:o})," ",n("button",{type:"button",onClick:()=>{var r;(r=navigator.clipboard)==null?void 0:r.writeText(o).then(()=>a(!0))},children:e?l("private-copied"):l("private-copy")})]})]})}function Hn({snapshot:t,handSeat:e,name:a,fourColour:o}){var d,c;let r=t.view,i=r?r.opponent_hand_size:((d=t.public)==null?void 0:d.hand_sizes[e])??0,s=r?r.opponent_known:((c=t.public)==null?void 0:c.taken_known[e])??[];return n("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[n("p",{class:"opponent-count",children:l("opponent-cards",{name:a,count:i})}),n("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(u,p)=>n("span",{class:"back-slot",children:n(q,{card:null,label:""})},p))}),s.length>0&&n("p",{class:"known",children:[l("opponent-known",{name:a})," ",s.map(u=>n("span",{class:"mini","data-card":u,children:n(q,{card:u,label:U(u),fourColour:o})},u))]})]})}function Ro(t){let{actions:e,view:a,selected:o,selectedOption:r,send:i}=t,s=a.pile[a.pile.length-1],d=[];if(e.has("draw_stock")&&d.push(n("button",{type:"button",class:"primary",onClick:()=>i({action:"draw_stock"}),children:l("action-draw-stock")},"stock")),e.has("draw_discard")&&s){let c=a.phase==="offer"?l("action-take-upcard",{card:B(s)}):l("action-draw-discard",{card:B(s)});d.push(n("button",{type:"button",onClick:()=>i({action:"draw_discard"}),children:c},"pile"))}return e.has("pass")&&d.push(n("button",{type:"button",onClick:()=>i({action:"pass"}),children:l("action-pass")},"pass")),e.has("discard")&&(o&&r?(d.push(n("button",{type:"button",class:"primary",onClick:()=>i({action:"discard",card:o}),children:l("action-discard",{card:B(o)})},"discard")),r.knock&&d.push(n("button",{type:"button",class:r.gin?"gin":"knock",onClick:()=>t.knock(o),children:r.gin?l("action-gin-with",{card:B(o)}):l("action-knock-with",{card:B(o)})},"knock"))):d.push(n("span",{class:"prompt",children:l("action-choose-card")},"choose"))),e.has("big_gin")&&d.push(n("button",{type:"button",class:"gin",onClick:t.bigGin,children:l("action-big-gin")},"big")),d.length?n("div",{class:"actions",role:"toolbar","aria-label":t.advising?l("advise"):l("turn-yours"),children:d}):null}function jo({seconds:t,decision:e}){let[a,o]=k(Math.ceil(t));return C(()=>{let r=performance.now();o(Math.ceil(t));let i=window.setInterval(()=>o(Math.max(0,Math.ceil(t-(performance.now()-r)/1e3))),250);return()=>window.clearInterval(i)},[e,t]),n("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:l("turn-clock",{seconds:a})})}function Po({snapshot:t,myRole:e,state:a,pileTop:o}){if(e!=="captain"&&e!=="out"||t.table.status!=="playing")return null;let r=t.advice;return n("p",{class:"advice",role:"status","data-testid":"advice",children:[r===null?l("advice-none"):e==="captain"?l("advice-from",{action:pe(r,o)}):l("advice-sent",{action:pe(r,o)}),r!==null&&e==="out"&&n("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:l("advice-withdraw")})]})}function No({state:t}){var o;let[e,a]=k(null);return C(()=>{if(a(t.refusal),!t.refusal)return;let r=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(r)},[(o=t.refusal)==null?void 0:o.at]),e?n("div",{class:"refusal",role:"alert","data-testid":"refusal",children:[n("strong",{children:te(e.code,e.message)}),e.code==="illegal"&&n("span",{class:"detail",children:[" ",l("error-detail",{message:e.message})]})]}):null}function Io({state:t,pileTop:e}){return t.hints?n("section",{class:"panel hints","aria-label":l("hints-title"),children:[n("h2",{children:l("hints-title")}),n("ol",{children:t.hints.map((a,o)=>n("li",{children:[n("strong",{children:pe(a.action,e)})," ",n("span",{class:"reason",children:Ya(a)})]},o))}),n("button",{type:"button",onClick:t.clearHints,children:l("action-cancel")})]}):null}function Do({state:t,seats:e}){let a=t.log[t.log.length-1],o=a?Se(a.event,e):null;return n("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:o??""})}var Ho=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),zo=new Set(["view","public"]),ne=class extends Error{};function Ee(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function Fn(t,e,a){if(!Ee(a))throw new ne("changes are not an object");if(e<t.seq)throw new ne(`changes as of ${e} to a snapshot as of ${t.seq}`);let o={...t,seq:e};for(let[r,i]of Object.entries(a)){if(!Ho.has(r))throw new ne(`unknown part ${r}`);let s=o[r];if(r==="table"){if(!Ee(i)||!Ee(s))throw new ne("the table's changes are not an object");o[r]={...s,...i}}else if(zo.has(r)&&i!==null&&s!==null&&s!==void 0){if(!Ee(i)||!Ee(s))throw new ne(`the ${r}'s changes are not an object`);let d={...s};for(let[c,u]of Object.entries(i))if(c==="new_events"){let p=d.events;if(!Array.isArray(p)||!Array.isArray(u))throw new ne(`events added to a ${r} without events`);d.events=[...p,...u]}else d[c]=u;o[r]=d}else o[r]=i}return o}var Bn=[300,800,1500,3e3,5e3],Fo=25e3,Xe=class{constructor(e,a,o,r){j(this,"table",e);j(this,"token",a);j(this,"as",o);j(this,"listener",r);j(this,"socket",null);j(this,"held",null);j(this,"seq",0);j(this,"attempt",0);j(this,"stopped",!1);j(this,"missed",[]);j(this,"timer");j(this,"pinger");j(this,"nextId",1);j(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var e;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(e=this.socket)==null||e.close(1e3),this.socket=null,this.setState("closed")}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open"?!1:(this.socket.send(JSON.stringify({...e,id:this.nextId++})),!0)}setState(e){this.state!==e&&(this.state=e,this.listener.state(e))}connect(){let e=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${e}//${location.host}/ws`);this.socket=a,this.missed=[],a.onopen=()=>{let o={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};o.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(o))},a.onmessage=o=>{if(a!==this.socket)return;let r;try{r=JSON.parse(String(o.data))}catch{return this.resync()}this.receive(r)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let e=Bn[Math.min(this.attempt,Bn.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),e)}resync(){let e=this.socket;this.socket=null,e==null||e.close(4e3),this.connect()}receive(e){switch(e.type){case"welcome":return;case"event":this.missed.push({seq:e.seq,event:e.event});return;case"snapshot":{let{type:a,...o}=e;this.held=o,this.seq=o.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),Fo),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(o);return}case"update":{if(this.held===null||e.seq<this.seq)return this.resync();try{this.held=Fn(this.held,e.seq,e.changes)}catch(a){if(a instanceof ne)return this.resync();throw a}this.seq=e.seq,e.events.length&&this.listener.events(e.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(e.hints);return;case"error":{let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(e.code)),e.code==="conflict"&&e.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:e.code,message:e.message,field:e.field},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Bo(t,e){let a=`ginrummy-deck-v1:${t.join(",")}:${e}`,o=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(o)].map(r=>r.toString(16).padStart(2,"0")).join("")}async function Kn(t,e,a){var r;return(r=globalThis.crypto)!=null&&r.subtle?e.length===52&&new Set(e).size===52&&await Bo(e,a)===t?"verified":"mismatch":"unavailable"}var Ko=200;function Un(t,e,a){let[o,r]=k(null),[i,s]=k("connecting"),[d,c]=k([]),[u,p]=k(null),[g,m]=k(null),[h,b]=k(null),[$,x]=k(null),[S,w]=k(null),[H,Q]=k(null),M=I({}),O=I(null);return C(()=>{let G=f=>{if(f.type==="commitment")M.current[f.hand]=f.sha256;else if(f.type==="deal")x(f.seats),w(null),b(null);else if(f.type==="hand_end"){let y=f.hand,_={hand:y,end:f.end,score:f.score,verdict:"checking"};w(_);let W=M.current[y];W===void 0?w({..._,verdict:"unavailable"}):Kn(W,f.reveal.deck,f.reveal.salt).then(V=>w(z=>z&&z.hand===y?{...z,verdict:V}:z))}else f.type==="match_end"?Q({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&b(null)},N=new Xe(t,e,a,{snapshot:f=>{var y,_;f.hand!==null&&f.commitment!==null&&((y=M.current)[_=f.hand]??(y[_]=f.commitment)),r(f)},events:f=>{f.forEach(y=>G(y.event)),c(y=>[...y,...f].slice(-Ko))},state:s,refused:(f,y)=>y?m(f):p({...f,at:Date.now()}),hints:b});return O.current=N,N.open(),()=>N.close()},[t,e,a]),ke(()=>({snapshot:o,link:i,log:d,refusal:u,fatal:g,hints:h,handSeats:$,lastEnd:S,matchEnd:H,commitments:M.current,send:G=>{var N;return((N=O.current)==null?void 0:N.send(G))??!1},clearHints:()=>b(null)}),[o,i,d,u,g,h,$,S,H])}function Uo(t){let e=document.documentElement;e.classList.toggle("cards-large",t.largeCards),e.classList.toggle("four-colour",t.fourColour),e.dataset.speed=t.speed}function qo(){let[t,e]=k(kn),[a,o]=k(We.get),[r,i]=k(!1),s=Wa(),d=Ba(t.language);Ka(d),C(()=>Uo(t),[t]),C(()=>{document.title=l("app-title")},[d]);let c=g=>{wn(g),e(g)},u=()=>{We.set(null),o(null)},p;return s.page==="fair"?p=n(qa,{}):s.page==="replay"?p=n(bn,{id:s.id,fourColour:t.fourColour}):a?s.page==="join"?p=n(Jo,{code:s.code,identity:a,onUnknown:u}):s.page==="table"?p=n(Zo,{id:s.id,identity:a,settings:t,setSettings:c,onUnknown:u},s.id):p=n(en,{identity:a,settings:t,setSettings:c}):p=n(Yo,{onDone:g=>{We.set(g),o(g)}}),n(L,{children:[n("header",{class:"top",children:[n("a",{class:"brand",href:"/",onClick:g=>{g.preventDefault(),D("/")},children:l("app-title")}),a&&n("span",{class:"me",children:a.name}),n("label",{class:"language",children:[n("span",{class:"visually-hidden",children:l("settings-language")}),n("select",{value:t.language??"","aria-label":l("settings-language"),"data-testid":"language",onChange:g=>c({...t,language:g.currentTarget.value||null}),children:[n("option",{value:"",children:l("settings-language-auto")}),$e.map(g=>n("option",{value:g,lang:g,children:Wo(g)},g))]})]}),n("button",{type:"button",class:"settings-button","aria-expanded":r,onClick:()=>i(!r),children:l("settings")})]}),r&&n(Vo,{settings:t,setSettings:c,identity:a,forget:u}),n("main",{class:"content",children:p}),n("footer",{class:"bottom",children:n("a",{href:"/fair",onClick:g=>{g.preventDefault(),D("/fair")},children:l("fair-link")})})]})}var Go={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function Wo(t){return Go[t]}function Vo({settings:t,setSettings:e,identity:a,forget:o}){return n("section",{class:"panel settings","aria-label":l("settings"),children:[n("label",{children:[l("settings-speed")," ",n("select",{value:t.speed,onChange:r=>e({...t,speed:r.currentTarget.value}),children:["off","slow","normal","fast"].map(r=>n("option",{value:r,children:l(`speed-${r}`)},r))})]}),n("label",{children:[n("input",{type:"checkbox",checked:t.largeCards,onChange:r=>e({...t,largeCards:r.currentTarget.checked})})," ",l("settings-large-cards")]}),n("label",{children:[n("input",{type:"checkbox",checked:t.fourColour,onChange:r=>e({...t,fourColour:r.currentTarget.checked})})," ",l("settings-four-colour")]}),a&&n("button",{type:"button",onClick:o,children:l("name-change")})]})}function Yo({onDone:t}){let[e,a]=k(""),[o,r]=k(null),i=async()=>{r(null);try{let s=await Z("POST","/api/identities",{name:e.trim()});t(s)}catch(s){s instanceof K&&s.code==="conflict"?r(l("error-name-taken")):s instanceof K?r(`${te(s.code,s.message)} ${s.code==="bad_message"?s.message:""}`):r(String(s))}};return n("form",{class:"panel name-prompt",onSubmit:s=>{s.preventDefault(),i()},children:[n("h1",{children:l("app-title")}),n("p",{children:l("home-tagline")}),n("label",{for:"name",children:l("name-prompt")}),n("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:e,onInput:s=>a(s.currentTarget.value)}),o&&n("p",{class:"refusal",role:"alert",children:o}),n("button",{type:"submit",class:"primary",children:l("name-save")})]})}function Jo({code:t,identity:e,onUnknown:a}){let[o,r]=k(null);return C(()=>{Z("POST","/api/tables/join",{code:t},e.token).then(i=>D(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof K&&i.code==="not_authenticated"&&a(),r(i instanceof K?te(i.code,i.message):String(i))})},[t,e.token]),o?n("p",{class:"refusal",role:"alert",children:o}):n("p",{class:"loading",role:"status",children:l("loading")})}function Zo({id:t,identity:e,settings:a,setSettings:o,onUnknown:r}){let i=new URLSearchParams(location.search),s=i.get("watch")==="1",d=i.get("sit"),c=Un(t,e.token,s?"spectator":"player");return C(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&r()},[c.fatal]),C(()=>{d!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(d)}),history.replaceState(null,"",`/table/${t}`))},[c.snapshot!==null,c.link]),n(L,{children:[c.link==="reconnecting"&&n("div",{class:"banner",role:"status","data-testid":"reconnecting",children:l("link-reconnecting")}),c.fatal&&n("p",{class:"refusal",role:"alert",children:te(c.fatal.code,c.fatal.message)}),!c.fatal&&n(On,{state:c,settings:a,setSettings:o})]})}ca(n(qo,{}),document.getElementById("app"));
