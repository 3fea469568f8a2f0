var lo=Object.defineProperty;var co=(e,t,a)=>t in e?lo(e,t,{enumerable:!0,configurable:!0,writable:!0,value:a}):e[t]=a;var G=(e,t,a)=>co(e,typeof t!="symbol"?t+"":t,a);var rt,L,Oa,uo,fe,Ma,Da,Ha,Ot,Qe,Ne,Ia,It,Dt,Ht,mo,tt={},at=[],po=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,ot=Array.isArray;function ue(e,t){for(var a in t)e[a]=t[a];return e}function Bt(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function ho(e,t,a){var n,o,i,d={};for(i in t)i=="key"?n=t[i]:i=="ref"?o=t[i]:d[i]=t[i];if(arguments.length>2&&(d.children=arguments.length>3?rt.call(arguments,2):a),typeof e=="function"&&e.defaultProps!=null)for(i in e.defaultProps)d[i]===void 0&&(d[i]=e.defaultProps[i]);return Xe(e,d,n,o,null)}function Xe(e,t,a,n,o){var i={type:e,props:t,key:a,ref:n,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++Oa,__i:-1,__u:0};return o==null&&L.vnode!=null&&L.vnode(i),i}function U(e){return e.children}function et(e,t){this.props=e,this.context=t}function $e(e,t){if(t==null)return e.__?$e(e.__,e.__i+1):null;for(var a;t<e.__k.length;t++)if((a=e.__k[t])!=null&&a.__e!=null)return a.__e;return typeof e.type=="function"?$e(e):null}function fo(e){if(e.__P&&e.__d){var t=e.__v,a=t.__e,n=[],o=[],i=ue({},t);i.__v=t.__v+1,L.vnode&&L.vnode(i),Kt(e.__P,i,t,e.__n,e.__P.namespaceURI,32&t.__u?[a]:null,n,a??$e(t),!!(32&t.__u),o),i.__v=t.__v,i.__.__k[i.__i]=i,Ua(n,i,o),t.__e=t.__=null,i.__e!=a&&Ba(i)}}function Ba(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(t){if(t!=null&&t.__e!=null)return e.__e=e.__c.base=t.__e}),Ba(e)}function Ra(e){(!e.__d&&(e.__d=!0)&&fe.push(e)&&!nt.__r++||Ma!=L.debounceRendering)&&((Ma=L.debounceRendering)||Da)(nt)}function nt(){try{for(var e,t=1;fe.length;)fe.length>t&&fe.sort(Ha),e=fe.shift(),t=fe.length,fo(e)}finally{fe.length=nt.__r=0}}function Ka(e,t,a,n,o,i,d,l,c,u,p){var k,m,h,g,_,$,v=n&&n.__k||at,b=t.length;for(c=ko(a,t,v,c,b),k=0;k<b;k++)(h=a.__k[k])!=null&&(m=h.__i!=-1&&v[h.__i]||tt,h.__i=k,$=Kt(e,h,m,o,i,d,l,c,u,p),g=h.__e,h.ref&&m.ref!=h.ref&&(m.ref&&Ft(m.ref,null,h),p.push(h.ref,h.__c||g,h)),_==null&&g!=null&&(_=g),4&h.__u?(c=Fa(h,c,e),m.__e&&(m.__e=null)):typeof h.type=="function"&&$!==void 0?c=$:g&&(c=g.nextSibling),h.__u&=-7);return a.__e=_,c}function ko(e,t,a,n,o){var i,d,l,c,u,p=a.length,k=p,m=0;for(e.__k=new Array(o),i=0;i<o;i++)(d=t[i])!=null&&typeof d!="boolean"&&typeof d!="function"?(typeof d=="string"||typeof d=="number"||typeof d=="bigint"||d.constructor==String?d=e.__k[i]=Xe(null,d,null,null,null):ot(d)?d=e.__k[i]=Xe(U,{children:d},null,null,null):d.constructor===void 0&&d.__b>0?d=e.__k[i]=Xe(d.type,d.props,d.key,d.ref?d.ref:null,d.__v):e.__k[i]=d,c=i+m,d.__=e,d.__b=e.__b+1,l=null,(u=d.__i=go(d,a,c,k))!=-1&&(k--,(l=a[u])&&(l.__u|=2)),l==null||l.__v==null?(u==-1&&(o>p?m--:o<p&&m++),typeof d.type!="function"&&(d.__u|=4)):u!=c&&(u==c-1?m--:u==c+1?m++:(u>c?m--:m++,d.__u|=4))):e.__k[i]=null;if(k)for(i=0;i<p;i++)(l=a[i])!=null&&(2&l.__u)==0&&(l.__e==n&&(n=$e(l)),Va(l,l));return n}function Fa(e,t,a){var n,o;if(typeof e.type=="function"){for(n=e.__k,o=0;n&&o<n.length;o++)n[o]&&(n[o].__=e,t=Fa(n[o],t,a));return t}e.__e!=t&&(t&&e.type&&!t.parentNode&&(t=$e(e)),t=a.insertBefore(e.__e,t||null));do t=t&&t.nextSibling;while(t!=null&&t.nodeType==8);return t}function go(e,t,a,n){var o,i,d,l=e.key,c=e.type,u=t[a],p=u!=null&&(2&u.__u)==0;if(u===null&&l==null||p&&l==u.key&&c==u.type)return a;if(n>(p?1:0)){for(o=a-1,i=a+1;o>=0||i<t.length;)if((u=t[d=o>=0?o--:i++])!=null&&(2&u.__u)==0&&l==u.key&&c==u.type)return d}return-1}function La(e,t,a){t[0]=="-"?e.setProperty(t,a??""):e[t]=a==null?"":typeof a!="number"||po.test(t)?a:a+"px"}function Ze(e,t,a,n,o){var i,d;e:if(t=="style")if(typeof a=="string")e.style.cssText=a;else{if(typeof n=="string"&&(e.style.cssText=n=""),n)for(t in n)a&&t in a||La(e.style,t,"");if(a)for(t in a)n&&a[t]==n[t]||La(e.style,t,a[t])}else if(t[0]=="o"&&t[1]=="n")i=t!=(t=t.replace(Ia,"$1")),d=t.toLowerCase(),t=d in e||t=="onFocusOut"||t=="onFocusIn"?d.slice(2):t.slice(2),e.l||(e.l={}),e.l[t+i]=a,a?n?a[Ne]=n[Ne]:(a[Ne]=It,e.addEventListener(t,i?Ht:Dt,i)):e.removeEventListener(t,i?Ht:Dt,i);else{if(o=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{e[t]=a??"";break e}catch{}typeof a=="function"||(a==null||a===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&a==1?"":a))}}function Na(e){return function(t){if(this.l){var a=this.l[t.type+e];if(t[Qe]==null)t[Qe]=It++;else if(t[Qe]<a[Ne])return;return a(L.event?L.event(t):t)}}}function Kt(e,t,a,n,o,i,d,l,c,u){var p,k,m,h,g,_,$,v,b,C,z,H,M,O,I,f,w=t.type;if(t.constructor!==void 0)return null;128&a.__u&&(c=!!(32&a.__u),i=[l=t.__e=a.__e]),(p=L.__b)&&p(t);e:if(typeof w=="function"){k=d.length;try{if(b=t.props,C=w.prototype&&w.prototype.render,z=(p=w.contextType)&&n[p.__c],H=p?z?z.props.value:p.__:n,a.__c?v=(m=t.__c=a.__c).__=m.__E:(C?t.__c=m=new w(b,H):(t.__c=m=new et(b,H),m.constructor=w,m.render=bo),z&&z.sub(m),m.state||(m.state={}),m.__n=n,h=m.__d=!0,m.__h=[],m._sb=[]),C&&m.__s==null&&(m.__s=m.state),C&&w.getDerivedStateFromProps!=null&&(m.__s==m.state&&(m.__s=ue({},m.__s)),ue(m.__s,w.getDerivedStateFromProps(b,m.__s))),g=m.props,_=m.state,m.__v=t,h)C&&w.getDerivedStateFromProps==null&&m.componentWillMount!=null&&m.componentWillMount(),C&&m.componentDidMount!=null&&m.__h.push(m.componentDidMount);else{if(C&&w.getDerivedStateFromProps==null&&b!==g&&m.componentWillReceiveProps!=null&&m.componentWillReceiveProps(b,H),t.__v==a.__v||!m.__e&&m.shouldComponentUpdate!=null&&m.shouldComponentUpdate(b,m.__s,H)===!1){t.__v!=a.__v&&(m.props=b,m.state=m.__s,m.__d=!1),t.__e=a.__e,t.__k=a.__k,t.__k.some(function(y){y&&(y.__=t)}),at.push.apply(m.__h,m._sb),m._sb=[],m.__h.length&&d.push(m),l=$e(a);break e}m.componentWillUpdate!=null&&m.componentWillUpdate(b,m.__s,H),C&&m.componentDidUpdate!=null&&m.__h.push(function(){m.componentDidUpdate(g,_,$)})}if(m.context=H,m.props=b,m.__P=e,m.__e=!1,M=L.__r,O=0,C)m.state=m.__s,m.__d=!1,M&&M(t),p=m.render(m.props,m.state,m.context),at.push.apply(m.__h,m._sb),m._sb=[];else do m.__d=!1,M&&M(t),p=m.render(m.props,m.state,m.context),m.state=m.__s;while(m.__d&&++O<25);m.state=m.__s,m.getChildContext!=null&&(n=ue(ue({},n),m.getChildContext())),C&&!h&&m.getSnapshotBeforeUpdate!=null&&($=m.getSnapshotBeforeUpdate(g,_)),I=p!=null&&p.type===U&&p.key==null?qa(p.props.children):p,l=Ka(e,ot(I)?I:[I],t,a,n,o,i,d,l,c,u),m.base=t.__e,t.__u&=-161,m.__h.length&&d.push(m),v&&(m.__E=m.__=null)}catch(y){if(d.length=k,t.__v=null,c||i!=null){if(y.then){for(t.__u|=c?160:128;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;i!=null&&(i[i.indexOf(l)]=null),t.__e=l}else if(i!=null)for(f=i.length;f--;)Bt(i[f])}else t.__e=a.__e;t.__k==null&&(t.__k=a.__k||[]),y.then||Ga(t),L.__e(y,t,a)}}else i==null&&t.__v==a.__v?(t.__k=a.__k,t.__e=a.__e):l=t.__e=yo(a.__e,t,a,n,o,i,d,c,u);return(p=L.diffed)&&p(t),128&t.__u?void 0:l}function Ga(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(Ga))}function Ua(e,t,a){for(var n=0;n<a.length;n++)Ft(a[n],a[++n],a[++n]);L.__c&&L.__c(t,e),e.some(function(o){try{e=o.__h,o.__h=[],e.some(function(i){i.call(o)})}catch(i){L.__e(i,o.__v)}})}function qa(e){return typeof e!="object"||e==null||e.__b>0?e:ot(e)?e.map(qa):e.constructor!==void 0?null:ue({},e)}function yo(e,t,a,n,o,i,d,l,c){var u,p,k,m,h,g,_,$=a.props||tt,v=t.props,b=t.type;if(b=="svg"?o="http://www.w3.org/2000/svg":b=="math"?o="http://www.w3.org/1998/Math/MathML":o||(o="http://www.w3.org/1999/xhtml"),i!=null){for(u=0;u<i.length;u++)if((h=i[u])&&"setAttribute"in h==!!b&&(b?h.localName==b:h.nodeType==3)){e=h,i[u]=null;break}}if(e==null){if(b==null)return document.createTextNode(v);e=document.createElementNS(o,b,v.is&&v),l&&(L.__m&&L.__m(t,i),l=!1),i=null}if(b==null)$===v||l&&e.data==v||(e.data=v);else{if(i=b=="textarea"&&v.defaultValue!=null?null:i&&rt.call(e.childNodes),!l&&i!=null)for($={},u=0;u<e.attributes.length;u++)$[(h=e.attributes[u]).name]=h.value;for(u in $)h=$[u],u=="dangerouslySetInnerHTML"?k=h:u=="children"||u in v||u=="value"&&"defaultValue"in v||u=="checked"&&"defaultChecked"in v||Ze(e,u,null,h,o);for(u in v)h=v[u],u=="children"?m=h:u=="dangerouslySetInnerHTML"?p=h:u=="value"?g=h:u=="checked"?_=h:l&&typeof h!="function"||$[u]===h||Ze(e,u,h,$[u],o);if(p)l||k&&(p.__html==k.__html||p.__html==e.innerHTML)||(e.innerHTML=p.__html),t.__k=[];else if(k&&(e.innerHTML=""),Ka(t.type=="template"?e.content:e,ot(m)?m:[m],t,a,n,b=="foreignObject"?"http://www.w3.org/1999/xhtml":o,i,d,i?i[0]:a.__k&&$e(a,0),l,c),i!=null)for(u=i.length;u--;)Bt(i[u]);l&&b!="textarea"||(u="value",b=="progress"&&g==null?e.removeAttribute("value"):g!=null&&(g!==e[u]||b=="progress"&&!g||b=="option"&&g!=$[u])&&Ze(e,u,g,$[u],o),u="checked",_!=null&&_!=e[u]&&Ze(e,u,_,$[u],o))}return e}function Ft(e,t,a){try{if(typeof e=="function"){var n=typeof e.__u=="function";n&&e.__u(),n&&t==null||(e.__u=e(t))}else e.current=t}catch(o){L.__e(o,a)}}function Va(e,t,a){var n,o;if(L.unmount&&L.unmount(e),(n=e.ref)&&(n.current&&n.current!=e.__e||Ft(n,null,t)),(n=e.__c)!=null){if(n.componentWillUnmount)try{n.componentWillUnmount()}catch(i){L.__e(i,t)}n.base=n.__P=n.__n=null}if(n=e.__k)for(o=0;o<n.length;o++)n[o]&&Va(n[o],t,a||typeof e.type!="function");a||Bt(e.__e),e.__c=e.__=e.__e=void 0}function bo(e,t,a){return this.constructor(e,a)}function Wa(e,t,a){var n,o,i,d;t==document&&(t=document.documentElement),L.__&&L.__(e,t),o=(n=typeof a=="function")?null:a&&a.__k||t.__k,i=[],d=[],Kt(t,e=(!n&&a||t).__k=ho(U,null,[e]),o||tt,tt,t.namespaceURI,!n&&a?[a]:o?null:t.firstChild?rt.call(t.childNodes):null,i,!n&&a?a:o?o.__e:t.firstChild,n,d),Ua(i,e,d),e.props.children=null}rt=at.slice,L={__e:function(e,t,a,n){for(var o,i,d;t=t.__;)if((o=t.__c)&&!o.__)try{if((i=o.constructor)&&i.getDerivedStateFromError!=null&&(o.setState(i.getDerivedStateFromError(e)),d=o.__d),o.componentDidCatch!=null&&(o.componentDidCatch(e,n||{}),d=o.__d),d)return o.__E=o}catch(l){e=l}throw e}},Oa=0,uo=function(e){return e!=null&&e.constructor===void 0},et.prototype.setState=function(e,t){var a;a=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ue({},this.state),typeof e=="function"&&(e=e(ue({},a),this.props)),e&&ue(a,e),e!=null&&this.__v&&(t&&this._sb.push(t),Ra(this))},et.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),Ra(this))},et.prototype.render=U,fe=[],Da=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Ha=function(e,t){return e.__v.__b-t.__v.__b},nt.__r=0,Ot=Math.random().toString(8),Qe="__d"+Ot,Ne="__a"+Ot,Ia=/(PointerCapture)$|Capture$/i,It=0,Dt=Na(!1),Ht=Na(!0),mo=0;var je,q,Gt,Ja,st=0,nn=[],V=L,Ya=V.__b,Za=V.__r,Qa=V.diffed,Xa=V.__c,en=V.unmount,tn=V.__;function dt(e,t){V.__h&&V.__h(q,e,st||t),st=0;var a=q.__H||(q.__H={__:[],__h:[]});return e>=a.__.length&&a.__.push({}),a.__[e]}function x(e){return st=1,wo(rn,e)}function wo(e,t,a){var n=dt(je++,2);if(n.t=e,!n.__c&&(n.__=[a?a(t):rn(void 0,t),function(l){var c=n.__N?n.__N[0]:n.__[0],u=n.t(c,l);c!==u&&(n.__N=[u,n.__[1]],n.__c.setState({}))}],n.__c=q,!q.__f)){var o=function(l,c,u){if(!n.__c.__H)return!0;var p=!1,k=n.__c.props!==l;if(n.__c.__H.__.some(function(h){if(h.__N){p=!0;var g=h.__[0];h.__=h.__N,h.__N=void 0,g!==h.__[0]&&(k=!0)}}),i){var m=i.call(this,l,c,u);return p?m||k:m}return!p||k};q.__f=!0;var i=q.shouldComponentUpdate,d=q.componentWillUpdate;q.componentWillUpdate=function(l,c,u){if(this.__e){var p=i;i=void 0,o(l,c,u),i=p}d&&d.call(this,l,c,u)},q.shouldComponentUpdate=o}return n.__N||n.__}function j(e,t){var a=dt(je++,3);!V.__s&&qt(a.__H,t)&&(a.__=e,a.u=t,q.__H.__h.push(a))}function Oe(e,t){var a=dt(je++,4);!V.__s&&qt(a.__H,t)&&(a.__=e,a.u=t,q.__h.push(a))}function N(e){return st=5,De(function(){return{current:e}},[])}function De(e,t){var a=dt(je++,7);return qt(a.__H,t)&&(a.__=e(),a.__H=t,a.__h=e),a.__}function _o(){for(var e;e=nn.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(it),t.__h.some(Ut),t.__h=[]}catch(a){t.__h=[],V.__e(a,e.__v)}}}V.__b=function(e){q=null,Ya&&Ya(e)},V.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),tn&&tn(e,t)},V.__r=function(e){Za&&Za(e),je=0;var t=(q=e.__c).__H;t&&(Gt===q?(t.__h=[],q.__h=[],t.__.some(function(a){a.__N&&(a.__=a.__N),a.u=a.__N=void 0})):(t.__h.some(it),t.__h.some(Ut),t.__h=[],je=0)),Gt=q},V.diffed=function(e){Qa&&Qa(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&(nn.push(t)!==1&&Ja===V.requestAnimationFrame||((Ja=V.requestAnimationFrame)||vo)(_o)),t.__H.__.some(function(a){a.u&&(a.__H=a.u,a.u=void 0)})),Gt=q=null},V.__c=function(e,t){t.some(function(a){try{a.__h.some(it),a.__h=a.__h.filter(function(n){return!n.__||Ut(n)})}catch(n){t.some(function(o){o.__h&&(o.__h=[])}),t=[],V.__e(n,a.__v)}}),Xa&&Xa(e,t)},V.unmount=function(e){en&&en(e);var t,a=e.__c;a&&a.__H&&(a.__H.__.some(function(n){try{it(n)}catch(o){t=o}}),a.__H=void 0,t&&V.__e(t,a.__v))};var an=typeof requestAnimationFrame=="function";function vo(e){var t,a=function(){clearTimeout(n),an&&cancelAnimationFrame(t),setTimeout(e)},n=setTimeout(a,35);an&&(t=requestAnimationFrame(a))}function it(e){var t=q,a=e.__c;typeof a=="function"&&(e.__c=void 0,a()),q=t}function Ut(e){var t=q;e.__c=e.__(),q=t}function qt(e,t){return!e||e.length!==t.length||t.some(function(a,n){return a!==e[n]})}function rn(e,t){return typeof t=="function"?t(e):t}var re=class extends Error{constructor(a,n,o,i=null,d=null,l=null){super(n);G(this,"code",a);G(this,"status",o);G(this,"reason",i);G(this,"field",d);G(this,"retryAfter",l)}};async function Q(e,t,a,n){let o={accept:"application/json"};a!==void 0&&(o["content-type"]="application/json"),n&&(o.authorization=`Bearer ${n}`);let i;try{i=await fetch(t,{method:e,headers:o,body:a===void 0?null:JSON.stringify(a)})}catch{throw new re("offline","the server cannot be reached",0)}let d=await i.text(),l=null;try{l=d?JSON.parse(d):null}catch{l=null}if(!i.ok){let c=l??{},u=i.headers.get("retry-after");throw new re(c.code??"internal",c.message??`HTTP ${i.status}`,i.status,c.reason??null,c.field??null,u===null?null:Number(u))}return l}var oe=class{constructor(t){this.value=t}valueOf(){return this.value}},D=class extends oe{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},W=class extends oe{constructor(t,a={}){super(t),this.opts=a}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return this.value.toString(10)}},ie=class e extends oe{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof oe)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let a=globalThis.Temporal;if(t instanceof a.Instant||t instanceof a.PlainDateTime||t instanceof a.PlainDate||t instanceof a.PlainMonthDay||t instanceof a.PlainTime||t instanceof a.PlainYearMonth)return!0}return!1}constructor(t,a={}){t instanceof e?(a={...t.opts,...a},t=t.value):t instanceof oe&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&a.calendar===void 0&&(a={...a,calendar:t.calendarId}),super(t),this.opts=a}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(a){t.reportError(a)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var on=100,$o="\u2068",xo="\u2069";function So(e,t,a){if(a===t||a instanceof W&&t instanceof W&&a.value===t.value)return!0;if(t instanceof W&&typeof a=="string"){let n=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(a===n)return!0}return!1}function sn(e,t,a){return t[a]?Ce(e,t[a].value):(e.reportError(new RangeError("No default")),new D)}function Vt(e,t){let a=[],n=Object.create(null);for(let o of t)o.type==="narg"?n[o.name]=He(e,o.value):a.push(He(e,o));return{positional:a,named:n}}function He(e,t){switch(t.type){case"str":return t.value;case"num":return new W(t.value,{minimumFractionDigits:t.precision});case"var":return To(e,t);case"mesg":return Eo(e,t);case"term":return jo(e,t);case"func":return Co(e,t);case"select":return Po(e,t);default:return new D}}function To(e,{name:t}){let a;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))a=e.params[t];else return new D(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))a=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new D(`$${t}`);if(a instanceof oe)return a;switch(typeof a){case"string":return a;case"number":return new W(a);case"object":if(ie.supportsValue(a))return new ie(a);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof a}`)),new D(`$${t}`)}}function Eo(e,{name:t,attr:a}){let n=e.bundle._messages.get(t);if(!n)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new D(t);if(a){let o=n.attributes[a];return o?Ce(e,o):(e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new D(`${t}.${a}`))}return n.value?Ce(e,n.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new D(t))}function jo(e,{name:t,attr:a,args:n}){let o=`-${t}`,i=e.bundle._terms.get(o);if(!i)return e.reportError(new ReferenceError(`Unknown term: ${o}`)),new D(o);if(a){let l=i.attributes[a];if(l){e.params=Vt(e,n).named;let c=Ce(e,l);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${a}`)),new D(`${o}.${a}`)}e.params=Vt(e,n).named;let d=Ce(e,i.value);return e.params=null,d}function Co(e,{name:t,args:a}){let n=e.bundle._functions[t];if(!n)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new D(`${t}()`);if(typeof n!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new D(`${t}()`);try{let o=Vt(e,a);return n(o.positional,o.named)}catch(o){return e.reportError(o),new D(`${t}()`)}}function Po(e,{selector:t,variants:a,star:n}){let o=He(e,t);if(o instanceof D)return sn(e,a,n);for(let i of a){let d=He(e,i.key);if(So(e,o,d))return Ce(e,i.value)}return sn(e,a,n)}function Wt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new D;e.dirty.add(t);let a=[],n=e.bundle._useIsolating&&t.length>1;for(let o of t){if(typeof o=="string"){a.push(e.bundle._transform(o));continue}if(e.placeables++,e.placeables>on)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${on}`);n&&a.push($o),a.push(He(e,o).toString(e)),n&&a.push(xo)}return e.dirty.delete(t),a.join("")}function Ce(e,t){return typeof t=="string"?e.bundle._transform(t):Wt(e,t)}var lt=class{constructor(t,a,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=a,this.args=n}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,a){let n=this.bundle._intls.get(t);n||(n={},this.bundle._intls.set(t,n));let o=JSON.stringify(a);return n[o]||(n[o]=new t(this.bundle.locales,a)),n[o]}};function Jt(e,t){let a=Object.create(null);for(let[n,o]of Object.entries(e))t.includes(n)&&(a[n]=o.valueOf());return a}var dn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ln(e,t){let a=e[0];if(a instanceof D)return new D(`NUMBER(${a.valueOf()})`);if(a instanceof W)return new W(a.valueOf(),{...a.opts,...Jt(t,dn)});if(a instanceof ie)return new W(a.toNumber(),{...Jt(t,dn)});throw new TypeError("Invalid argument to NUMBER")}var Ao=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function cn(e,t){let a=e[0];if(a instanceof D)return new D(`DATETIME(${a.valueOf()})`);if(a instanceof ie||a instanceof W)return new ie(a,Jt(t,Ao));throw new TypeError("Invalid argument to DATETIME")}var un=new Map;function mn(e){let t=Array.isArray(e)?e.join(" "):e,a=un.get(t);return a===void 0&&(a=new Map,un.set(t,a)),a}var Ie=class{constructor(t,{functions:a,useIsolating:n=!0,transform:o=i=>i}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:ln,DATETIME:cn,...a},this._useIsolating=n,this._transform=o,this._intls=mn(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:a=!1}={}){let n=[];for(let o=0;o<t.body.length;o++){let i=t.body[o];if(i.id.startsWith("-")){if(a===!1&&this._terms.has(i.id)){n.push(new Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(a===!1&&this._messages.has(i.id)){n.push(new Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(t,a=null,n=null){if(typeof t=="string")return this._transform(t);let o=new lt(this,n,a);try{return Wt(o,t).toString(o)}catch(i){if(o.errors&&i instanceof Error)return o.errors.push(i),new D().toString(o);throw i}}};var Yt=/^(-?[a-zA-Z][\w-]*) *= */gm,pn=/\.([a-zA-Z][\w-]*) *= */y,zo=/\*?\[/y,Zt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Mo=/([a-zA-Z][\w-]*)/y,hn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Ro=/^[A-Z][A-Z0-9_-]*$/,ct=/([^{}\n\r]+)/y,Lo=/([^\\"\n\r]*)/y,fn=/\\([\\"])/y,kn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,No=/^\n+/,gn=/ +$/,Oo=/ *\r?\n/g,Do=/( *)$/,Ho=/{\s*/y,yn=/\s*}/y,Io=/\[\s*/y,Bo=/\s*] */y,Ko=/\s*\(\s*/y,Fo=/\s*->\s*/y,Go=/\s*:\s*/y,Uo=/\s*,?\s*/y,qo=/\s+/y,Be=class{constructor(t){this.body=[],Yt.lastIndex=0;let a=0;for(;;){let f=Yt.exec(t);if(f===null)break;a=Yt.lastIndex;try{this.body.push(c(f[1]))}catch(w){if(w instanceof SyntaxError)continue;throw w}}function n(f){return f.lastIndex=a,f.test(t)}function o(f,w){if(t[a]===f)return a++,!0;if(w)throw new w(`Expected ${f}`);return!1}function i(f,w){if(n(f))return a=f.lastIndex,!0;if(w)throw new w(`Expected ${f.toString()}`);return!1}function d(f){f.lastIndex=a;let w=f.exec(t);if(w===null)throw new SyntaxError(`Expected ${f.toString()}`);return a=f.lastIndex,w}function l(f){return d(f)[1]}function c(f){let w=p(),y=u();if(w===null&&Object.keys(y).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:w,attributes:y}}function u(){let f=Object.create(null);for(;n(pn);){let w=l(pn),y=p();if(y===null)throw new SyntaxError("Expected attribute value");f[w]=y}return f}function p(){let f;if(n(ct)&&(f=l(ct)),t[a]==="{"||t[a]==="}")return k(f?[f]:[],1/0);let w=M();return w?f?k([f,w],w.length):(w.value=O(w.value,No),k([w],w.length)):f?O(f,gn):null}function k(f=[],w){for(;;){if(n(ct)){f.push(l(ct));continue}if(t[a]==="{"){f.push(m());continue}if(t[a]==="}")throw new SyntaxError("Unbalanced closing brace");let P=M();if(P){f.push(P),w=Math.min(w,P.length);continue}break}let y=f.length-1,S=f[y];typeof S=="string"&&(f[y]=O(S,gn));let E=[];for(let P of f)P instanceof ut&&(P=P.value.slice(0,P.value.length-w)),P&&E.push(P);return E}function m(){i(Ho,SyntaxError);let f=h();if(i(yn))return f;if(i(Fo)){let w=$();return i(yn,SyntaxError),{type:"select",selector:f,...w}}throw new SyntaxError("Unclosed placeable")}function h(){if(t[a]==="{")return m();if(n(hn)){let[,f,w,y=null]=d(hn);if(f==="$")return{type:"var",name:w};if(i(Ko)){let S=g();if(f==="-")return{type:"term",name:w,attr:y,args:S};if(Ro.test(w))return{type:"func",name:w,args:S};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:w,attr:y,args:[]}:{type:"mesg",name:w,attr:y}}return b()}function g(){let f=[];for(;;){switch(t[a]){case")":return a++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push(_()),i(Uo)}}function _(){let f=h();return f.type!=="mesg"?f:i(Go)?{type:"narg",name:f.name,value:b()}:f}function $(){let f=[],w=0,y;for(;n(zo);){o("*")&&(y=w);let S=v(),E=p();if(E===null)throw new SyntaxError("Expected variant value");f[w++]={key:S,value:E}}if(w===0)return null;if(y===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:y}}function v(){i(Io,SyntaxError);let f;return n(Zt)?f=C():f={type:"str",value:l(Mo)},i(Bo,SyntaxError),f}function b(){if(n(Zt))return C();if(t[a]==='"')return z();throw new SyntaxError("Invalid expression")}function C(){let[,f,w=""]=d(Zt),y=w.length;return{type:"num",value:parseFloat(f),precision:y}}function z(){o('"',SyntaxError);let f="";for(;;){if(f+=l(Lo),t[a]==="\\"){f+=H();continue}if(o('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function H(){if(n(fn))return l(fn);if(n(kn)){let[,f,w]=d(kn),y=parseInt(f||w,16);return y<=55295||57344<=y?String.fromCodePoint(y):"\uFFFD"}throw new SyntaxError("Unknown escape sequence")}function M(){let f=a;switch(i(qo),t[a]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return I(t.slice(f,a))}return t[a-1]===" "?I(t.slice(f,a)):!1}function O(f,w){return f.replace(w,"")}function I(f){let w=f.replace(Oo,`
`),y=Do.exec(f)[1].length;return new ut(w,y)}}},ut=class{constructor(t,a){this.value=t,this.length=a}};var Vo="([a-z]{2,3}|\\*)",Wo="(?:-([a-z]{4}|\\*))",Jo="(?:-([a-z]{2}|\\*))",Yo="(?:-(([0-9][a-z0-9]{3}|[a-z0-9]{5,8})|\\*))",Zo=new RegExp(`^${Vo}${Wo}?${Jo}?${Yo}?$`,"i"),ke=class{constructor(t){let a=Zo.exec(t.replace(/_/g,"-"));if(!a){this.isWellFormed=!1;return}let[,n,o,i,d]=a;n&&(this.language=n.toLowerCase()),o&&(this.script=o[0].toUpperCase()+o.slice(1)),i&&(this.region=i.toUpperCase()),this.variant=d,this.isWellFormed=!0}isEqual(t){return this.language===t.language&&this.script===t.script&&this.region===t.region&&this.variant===t.variant}matches(t,a=!1,n=!1){return(this.language===t.language||a&&this.language===void 0||n&&t.language===void 0)&&(this.script===t.script||a&&this.script===void 0||n&&t.script===void 0)&&(this.region===t.region||a&&this.region===void 0||n&&t.region===void 0)&&(this.variant===t.variant||a&&this.variant===void 0||n&&t.variant===void 0)}toString(){return[this.language,this.script,this.region,this.variant].filter(t=>t!==void 0).join("-")}clearVariants(){this.variant=void 0}clearRegion(){this.region=void 0}addLikelySubtags(){let t=Xo(this.toString().toLowerCase());return t?(this.language=t.language,this.script=t.script,this.region=t.region,this.variant=t.variant,!0):!1}},bn={ar:"ar-arab-eg","az-arab":"az-arab-ir","az-ir":"az-arab-ir",be:"be-cyrl-by",da:"da-latn-dk",el:"el-grek-gr",en:"en-latn-us",fa:"fa-arab-ir",ja:"ja-jpan-jp",ko:"ko-kore-kr",pt:"pt-latn-br",sr:"sr-cyrl-rs","sr-ru":"sr-latn-ru",sv:"sv-latn-se",ta:"ta-taml-in",uk:"uk-cyrl-ua",zh:"zh-hans-cn","zh-hant":"zh-hant-tw","zh-hk":"zh-hant-hk","zh-mo":"zh-hant-mo","zh-tw":"zh-hant-tw","zh-gb":"zh-hant-gb","zh-us":"zh-hant-us"},Qo=["az","bg","cs","de","es","fi","fr","hu","it","lt","lv","nl","pl","ro","ru"];function Xo(e){if(Object.prototype.hasOwnProperty.call(bn,e))return new ke(bn[e]);let t=new ke(e);return t.language&&Qo.includes(t.language)?(t.region=t.language.toUpperCase(),t):null}function Qt(e,t,a){let n=new Set,o=new Map;for(let i of t)new ke(i).isWellFormed&&o.set(i,new ke(i));e:for(let i of e){let d=i.toLowerCase(),l=new ke(d);if(l.language!==void 0){for(let c of o.keys())if(d===c.toLowerCase()){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}if(l.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}l.clearVariants();for(let[c,u]of o.entries())if(u.matches(l,!0,!0)){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}if(l.clearRegion(),l.addLikelySubtags()){for(let[c,u]of o.entries())if(u.matches(l,!0,!1)){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}l.clearRegion();for(let[c,u]of o.entries())if(u.matches(l,!0,!0)){if(n.add(c),o.delete(c),a==="lookup")return Array.from(n);if(a==="filtering")continue;continue e}}}return Array.from(n)}function Xt(e,t,{strategy:a="filtering",defaultLocale:n}={}){let o=Qt(Array.from(e??[]).map(String),Array.from(t??[]).map(String),a);if(a==="lookup"){if(n===void 0)throw new Error("defaultLocale cannot be undefined for strategy `lookup`");o.length===0&&o.push(n)}else n&&!o.includes(n)&&o.push(n);return o}var wn=`# The browser game's words in Greek.  The same ids with the same variables as en.ftl
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
`;var Pe=["en","tr","hy","el","lt"],oi={en:_n,tr:xn,hy:vn,el:wn,lt:$n},Sn=new Map;function Ke(e){let t=Sn.get(e);if(!t){t=new Ie(e,{useIsolating:!1,functions:{NUMBER:ci}});let a=t.addResource(new Be(oi[e]));a.length&&console.warn(`catalog ${e}: ${a.map(String).join("; ")}`),Sn.set(e,t)}return t}function jn(e){if(e&&Pe.includes(e))return e;let[t]=Xt([...navigator.languages],[...Pe],{defaultLocale:"en",strategy:"lookup"});return t??"en"}var ge="en";function Cn(e){ge=e,document.documentElement.lang=e}function Pn(){return ge}function s(e,t){for(let a of ge==="en"?["en"]:[ge,"en"]){let n=Ke(a),o=n.getMessage(e);if(o!=null&&o.value){let i=[],d=n.formatPattern(o.value,t?di(t):null,i);if(!i.length)return d}}return e}function An(e){return Pe.flatMap(t=>{var o;let a=Ke(t),n=(o=a.getMessage(e))==null?void 0:o.value;return n?[a.formatPattern(n,null,[])]:[]})}function me(e){return Ke(ge).hasMessage(e)||Ke("en").hasMessage(e)}var ii="A23456789TJQK";function J(e){let t=e[0]??"",a=e[1]??"";return!ii.includes(t)||!"shdc".includes(a)?e:s("card-name",{rank:s(`rank-${t}`),suit:s(`suit-${a}`)})}function A(e){let t={s:"\u2660",h:"\u2665",d:"\u2666",c:"\u2663"};return`${e[0]==="T"?"10":e[0]??""}${t[e[1]??""]??""}`}var Tn=new Map;function si(e){let t=Tn.get(e);return t===void 0&&(t=Intl.NumberFormat.supportedLocalesOf([e]).length>0&&new Intl.NumberFormat(e).resolvedOptions().locale.split("-")[0]===e,Tn.set(e,t)),t}function En(e,t,a){var i;let n=Ke(e),o=(i=n.getMessage(t))==null?void 0:i.value;return o?n.formatPattern(o,null,[]):a}function zn(e,t,a){if(si(e))return new Intl.NumberFormat(e,a).format(t);let n=En(e,"number-decimal","."),o=En(e,"number-group",",");return new Intl.NumberFormat("en",a).formatToParts(t).map(i=>i.type==="decimal"?n:i.type==="group"?o:i.value).join("")}function K(e,t){return zn(ge,e,t)}var xe=class extends W{toString(t){let a=(t==null?void 0:t.bundle.locales[0])??ge,n=Pe.includes(a)?a:ge;return zn(n,this.value,this.opts)}};function Ae(e,t={}){return new xe(e,t)}function di(e){let t={};for(let[a,n]of Object.entries(e))t[a]=typeof n=="number"?new xe(n):n instanceof W&&!(n instanceof xe)?new xe(n.value,n.opts):n;return t}var li=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ci(e,t){let a=e[0];if(!(a instanceof W))return new D(`NUMBER(${String(a==null?void 0:a.valueOf())})`);let n={...a.opts};for(let[o,i]of Object.entries(t))li.includes(o)&&(n[o]=i.valueOf());return new xe(a.value,n)}var ui=0;function r(e,t,a,n,o,i){t||(t={});var d,l,c=t;if("ref"in c)for(l in c={},t)l=="ref"?d=t[l]:c[l]=t[l];var u={type:e,props:c,key:a,ref:d,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--ui,__i:-1,__u:0,__source:o,__self:i};if(typeof e=="function"&&(d=e.defaultProps))for(l in d)c[l]===void 0&&(c[l]=d[l]);return L.vnode&&L.vnode(u),u}function Mn(){return r("article",{class:"panel fair","data-testid":"fair",children:[r("h1",{children:s("fair-title")}),r("p",{children:s("fair-body-1")}),r("p",{children:s("fair-body-2")}),r("p",{children:s("fair-body-4")}),r("p",{children:s("fair-body-3")}),r("pre",{children:r("code",{children:["pip install ginrummy",`
`,"ginrummy verify RECORD.json"]})})]})}function Rn(e){let[,t,a]=e.split("/");return t==="join"&&a?{page:"join",code:decodeURIComponent(a)}:t==="table"&&a?{page:"table",id:decodeURIComponent(a)}:t==="replay"&&a?{page:"replay",id:decodeURIComponent(a)}:t==="fair"?{page:"fair"}:t==="how-to-play"?{page:"howto",system:a?decodeURIComponent(a):null}:t==="stats"?{page:"stats"}:{page:"home"}}var ea=new Set;function F(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),ea.forEach(a=>a()),window.scrollTo(0,0)}function Ln(){let[e,t]=x(()=>Rn(location.pathname));return j(()=>{let a=()=>t(Rn(location.pathname));return ea.add(a),window.addEventListener("popstate",a),()=>{ea.delete(a),window.removeEventListener("popstate",a)}},[]),e}var ta="ginrummy.";function Se(e,t){try{let a=localStorage.getItem(ta+e);return a===null?t:JSON.parse(a)}catch{return t}}function ye(e,t){try{t===null?localStorage.removeItem(ta+e):localStorage.setItem(ta+e,JSON.stringify(t))}catch{}}var mt={get:()=>Se("identity",null),set:e=>ye("identity",e)},aa=["small","medium","large"],Nn={language:null,speed:"normal",cardSize:"medium",highContrast:!1,fourColour:!1,handOrder:"melds",lastSystem:"standard",lastLevel:"medium"};function On(){let{largeCards:e,...t}=Se("settings",{}),a={...Nn,...t};return e===!0&&(t.cardSize===void 0&&(a.cardSize="large"),t.highContrast===void 0&&(a.highContrast=!0)),aa.includes(a.cardSize)||(a.cardSize=Nn.cardSize),a}function Dn(e){ye("settings",e)}function Hn(e){return Se(`order.${e}`,[])}function In(e,t){ye(`order.${e}`,t)}function na(e,t){let a;return e===null||e===""?a=s("seat-computer-plain"):me(`level-${e}`)&&/^[a-z]+$/.test(e)?a=s("seat-computer",{level:s(`level-${e}`)}):a=s("seat-computer",{level:e.slice(e.lastIndexOf(":")+1)}),t===void 0?a:`${a} ${t}`}function B(e,t){if(t==null)return"?";let a=e[t];if(!a)return"?";if(a.kind==="computer"){let n=e.filter(o=>o.kind==="computer").length>1;return na(a.level,n?t+1:void 0)}return a.name?a.name:s("seat-empty")}function pe(e,t){let a="card"in e&&e.card?e.card:null,n=a?A(a):"";switch(e.action){case"draw_stock":return s("action-draw-stock");case"draw_discard":{let o=a??t;return o?s("action-draw-discard",{card:A(o)}):s("action-take-pile")}case"pass":return s("action-pass");case"discard":return s("action-discard",{card:n});case"knock":return n?s("action-knock-with",{card:n}):s("action-knock");case"big_gin":return s("action-big-gin");case"arrange":return s("arrange-submit");case"lay_off":return s("layoff-submit")}}var pt={style:"percent",maximumFractionDigits:0},Bn={signDisplay:"always",minimumFractionDigits:1,maximumFractionDigits:1},mi={minimumFractionDigits:1,maximumFractionDigits:1},ra={chance:pt,undercut:pt,knock:pt,wait:pt,points:Bn,wait_points:Bn,expected:mi};function Kn(e){return!e.why.length||!e.why.every(t=>me(`why-${t.code}`))?e.reason:e.why.map(t=>{let a={};for(let[n,o]of Object.entries(t.args))o!==void 0&&(typeof o=="string"?a[n]=A(o):a[n]=Ae(o,ra[n]??{}));return s(`why-${t.code}`,a)}).join(", ")}function pi(e){return"card"in e&&e.card?A(e.card):null}function Fe(e,t){switch(e.type){case"action":{let a=B(t,e.player),n=pi(e.action),o;switch(e.action.action){case"draw_stock":o=n?s("event-draw-stock-card",{name:a,card:n}):s("event-draw-stock",{name:a});break;case"draw_discard":o=s("event-draw-discard",{name:a,card:n??""});break;case"pass":o=s("event-pass",{name:a});break;case"discard":o=s("event-discard",{name:a,card:n??""});break;case"knock":o=s("event-knock",{name:a});break;case"big_gin":o=s("event-big-gin",{name:a});break;case"arrange":o=s("event-arrange",{name:a});break;case"lay_off":o=s("event-lay-off",{name:a});break}return e.by==="timeout"&&(o+=" "+s("event-by-timeout")),e.by==="away"&&(o+=" "+s("event-by-away")),o}case"deal":return s("event-deal",{hand:e.hand,name:B(t,e.dealer)});case"advice":{let a=B(t,e.player);return e.action?s("event-advice",{name:a,action:pe(e.action)}):s("event-advice-none",{name:a})}case"undo":return s("event-undo",{name:B(t,e.player)});case"ready":return s("event-ready",{name:B(t,e.seat)});case"hand_end":return Ge(e.end.outcome,"winner"in e.end?e.end.winner:null,t);case"match_end":return e.winner===null?s("match-draw"):s("match-winner",{name:B(t,e.winner)});default:return null}}function Ge(e,t,a){if(e==="draw"||t===null)return s("outcome-draw");let n=`outcome-${e}`;return s(n,{name:B(a,t)})}var oa="guide";function ia(){return Se(oa,null)!=="done"}function sa(){ye(oa,null)}function hi(){ye(oa,"done")}async function Gn(e){sa();let t=await Q("POST","/api/tables",{system:"standard",options:{},seats:[{kind:"person",level:null},{kind:"computer",level:"easy"}],turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:!0,spectators:null},e.token);F(`/table/${t.id}`)}var Ue=["offer","draw","discard","knock","end"];function Fn(e){return e.outcome==="forfeit"?{outcome:e.outcome,winner:null,points:0}:{outcome:e.outcome,winner:e.winner,points:e.points}}function fi(e){let{table:t,you:a}=e;return a.seat!==null&&a.role==="player"&&t.seats.length===2&&t.seats.every(n=>n.seat===a.seat||n.kind==="computer")}function Un({state:e}){let[t,a]=x(ia),[n,o]=x(new Set),[i,d]=x(null),l=N(0),c=N(null),u=e.snapshot,p=(u==null?void 0:u.you.seat)??null;j(()=>{var v;let _=e.log.filter(b=>b.seq>l.current);if(!_.length)return;l.current=((v=_[_.length-1])==null?void 0:v.seq)??l.current;let $=null;for(let{event:b}of _){let C=ki(b,p,c.current);C&&!n.has(C)&&($??($=new Set(n))).add(C),b.type==="hand_end"&&!i&&d(Fn(b.end))}$&&o($)},[e.log]);let k=i??(e.lastEnd?Fn(e.lastEnd.end):null),m=u&&t&&fi(u)?yi(u,n,k):null;if(j(()=>{c.current=m}),!u||!m)return null;let h=()=>{hi(),a(!1)},g=gi(m,n);return r("section",{class:"guide panel","aria-labelledby":"guide-title","data-testid":"guide","data-step":m,children:[r("h2",{id:"guide-title",children:[s("guide-title")," ",r("span",{class:"guide-count",children:s("guide-step",{step:g+1,steps:Ue.length})})]}),r("p",{"aria-live":"polite","data-testid":"guide-text",children:bi(m,u,k)}),r("div",{class:"guide-buttons",children:[m==="end"?r("button",{type:"button",class:"primary",onClick:h,"data-testid":"guide-finish",children:s("guide-finish")}):r("button",{type:"button",onClick:h,"data-testid":"guide-skip",children:s("guide-skip")}),r("a",{href:`/how-to-play/${u.table.system}`,target:"_blank",rel:"noopener",children:s("how-to-play")})]}),r(_i,{selector:wi(m,u)})]})}function ki(e,t,a){if(e.type!=="action"||e.player!==t)return null;switch(e.action.action){case"pass":return"offer";case"draw_discard":return a==="offer"?"offer":"draw";case"draw_stock":return"draw";case"discard":return"discard";case"knock":case"big_gin":return"knock";default:return null}}function gi(e,t){if(e==="end")return Ue.indexOf("end");if(e==="laydown"||e==="defend")return Ue.indexOf("knock");let a=Math.max(0,...[...t].map(n=>Ue.indexOf(n)));return e!=="wait"&&!t.has(e)?Math.max(Ue.indexOf(e),a):a}function yi(e,t,a){if(a)return"end";let{view:n,choices:o,table:i}=e;return i.status==="between_hands"||i.status==="over"?"end":!n||!o?null:n.phase==="arrange"?o.to_act?"laydown":"wait":n.phase==="lay_off"?o.to_act?"defend":"wait":!o.to_act||!o.actions.length?"wait":n.phase==="offer"?"offer":n.phase==="draw"?"draw":n.phase==="discard"?o.discards.some(d=>d.knock)&&!t.has("knock")?"knock":"discard":"wait"}function qn(e){var a;return(((a=e.choices)==null?void 0:a.discards)??[]).filter(n=>n.knock).sort((n,o)=>n.deadwood-o.deadwood)[0]??null}function bi(e,t,a){var k;let{view:n,choices:o,table:i}=t,d=i.seats,l=t.you.seat,c=B(d,((k=d.find(m=>m.seat!==l))==null?void 0:k.seat)??null),u=n==null?void 0:n.pile[n.pile.length-1],p=i.rules;switch(e){case"offer":return s("guide-offer",{card:u?A(u):""});case"draw":return u?s("guide-draw",{card:A(u)}):s("guide-draw-stock");case"discard":{let m=((o==null?void 0:o.discards)??[]).map(h=>h.deadwood);return s("guide-discard",{deadwood:m.length?Math.min(...m):(o==null?void 0:o.deadwood)??0})}case"knock":{let m=qn(t);return m!=null&&m.gin?s("guide-gin",{card:A(m.card),bonus:Number(p.gin_bonus??0)}):s("guide-knock",{card:A((m==null?void 0:m.card)??""),deadwood:(m==null?void 0:m.deadwood)??0,limit:(n==null?void 0:n.knock_limit)??0})}case"laydown":return s("guide-laydown");case"defend":return s("guide-defend",{name:c});case"wait":return s("guide-wait",{name:c});case"end":{let m=s("guide-end",{target:Number(p.target??0)});if(!a)return m;let h=Ge(a.outcome,a.winner,d);return`${a.winner===null?s("guide-end-draw",{outcome:h}):s("guide-end-scored",{outcome:h,name:B(d,a.winner),points:a.points})} ${m}`}}}function wi(e,t){switch(e){case"offer":return"[data-anchor='pile']";case"draw":return"[data-anchor='stock']";case"discard":return".hand";case"knock":{let a=qn(t);return a?`[data-hand-card='${a.card}']`:null}case"wait":return"[data-anchor='opponent']";default:return null}}function _i({selector:e}){let t=N(null);return j(()=>{if(t.current&&(t.current.hidden=!0),!e)return;let a=0,n="",o=()=>{let i=t.current,d=e?document.querySelector(e):null,l=d&&!document.querySelector(".modal")?d.getBoundingClientRect():null,c=l?`${l.left},${l.top},${l.width},${l.height}`:"none";i&&c!==n&&(n=c,i.hidden=l===null||l.width===0,l&&(i.style.left=`${l.left-6}px`,i.style.top=`${l.top-6}px`,i.style.width=`${l.width+12}px`,i.style.height=`${l.height+12}px`)),a=requestAnimationFrame(o)};return o(),()=>cancelAnimationFrame(a)},[e]),r("div",{class:"guide-ring",ref:t,hidden:!0,"aria-hidden":"true","data-testid":"guide-ring"})}function vi(e,t){return typeof t=="number"?Ae(t):e==="card"?A(t):e==="cards"?t.split(" ").map(A).join(" "):e==="level"&&me(`level-${t}`)?s(`level-${t}`):t}function qe(e){let t=e.reason;if(t&&me(`error-${t.code}`)){let a={};for(let[n,o]of Object.entries(t.args))a[n]=vi(n,o);return s(`error-${t.code}`,a)}return me(`error-${e.code}`)?s(`error-${e.code}`):s("error-internal")}function X(e){return e instanceof re?qe(e):s("error-internal")}var Vn="sound";function la(){return Se(Vn,!1)===!0}var be=null;function $i(){return typeof AudioContext>"u"?null:(be??(be=new AudioContext),be.state==="suspended"&&be.resume().catch(()=>{}),be)}function Wn(e){ye(Vn,e?!0:null),e?da("turn"):be==null||be.suspend().catch(()=>{})}var xi={draw:{peak:.08,notes:[[880,0,.07,"sine"]]},discard:{peak:.12,notes:[[330,0,.09,"triangle"]]},knock:{peak:.16,notes:[[160,0,.08,"square"],[160,.14,.08,"square"]]},gin:{peak:.1,notes:[[523,0,.1,"triangle"],[659,.1,.1,"triangle"],[784,.2,.1,"triangle"],[1047,.3,.22,"triangle"]]},turn:{peak:.07,notes:[[784,0,.12,"sine"],[1175,.12,.18,"sine"]]}};function da(e){if(!la()||document.visibilityState!=="visible")return;let t=$i();if(!t)return;let{peak:a,notes:n}=xi[e],o=t.currentTime;for(let[i,d,l,c]of n){let u=t.createOscillator(),p=t.createGain();u.type=c,u.frequency.value=i,p.gain.setValueAtTime(1e-4,o+d),p.gain.exponentialRampToValueAtTime(a,o+d+.01),p.gain.exponentialRampToValueAtTime(1e-4,o+d+l),u.connect(p).connect(t.destination),u.start(o+d),u.stop(o+d+l+.02)}}function Si(e){if(e.type==="action")switch(e.action.action){case"draw_stock":case"draw_discard":return"draw";case"discard":return"discard";case"knock":return"knock";case"big_gin":return"gin";default:return null}return e.type==="hand_end"&&(e.end.outcome==="gin"||e.end.outcome==="big_gin")?"gin":null}function Jn(e){var l,c;let t=N(null),a=N(!1),n=N(null),o=e.log[e.log.length-1];j(()=>{let u=(o==null?void 0:o.seq)??0,p=t.current;if(t.current=u,p===null||u<=p||!a.current)return;let m=e.log.filter(g=>g.seq>p).map(g=>Si(g.event)).filter(g=>g!==null),h=m[m.length-1];h&&da(h)},[o==null?void 0:o.seq]),j(()=>{a.current=e.link==="open"});let i=((l=e.snapshot)==null?void 0:l.choices)??null,d=!!(i!=null&&i.to_act&&((c=e.snapshot)==null?void 0:c.you.seat)!==null&&i.actions.length);j(()=>{let u=n.current;n.current=d,u===!1&&d&&window.setTimeout(()=>da("turn"),250)},[d])}function Yn({to:e,children:t,testid:a}){return r("a",{href:e,"data-testid":a,onClick:n=>{n.preventDefault(),F(e)},children:t})}function Zn({identity:e,system:t}){let[a,n]=x(null),[o,i]=x(!1),d=async()=>{i(!0),n(null);try{await Gn(e)}catch(l){n(l),i(!1)}};return r("nav",{class:"newcomer-links","aria-label":s("newcomer-links"),children:[r(Yn,{to:`/how-to-play/${t}`,testid:"how-to-play",children:s("how-to-play")}),r(Yn,{to:"/stats",testid:"stats-link",children:s("stats-link")}),r("button",{type:"button",disabled:o,onClick:()=>{d()},"data-testid":"guide-start",children:s("guide-start")}),a!==null&&r("p",{class:"refusal",role:"alert",children:X(a)})]})}function Qn(){let[e,t]=x(la),[a,n]=x(ia);return r(U,{children:[r("label",{children:[r("input",{type:"checkbox",checked:e,"data-testid":"sound",onChange:o=>{let i=o.currentTarget.checked;Wn(i),t(i)}})," ",s("settings-sound")]}),r("button",{type:"button",disabled:a,onClick:()=>{sa(),n(!0)},"data-testid":"guide-again",children:a?s("guide-asked"):s("guide-again")})]})}var ze=["standard","oklahoma","hollywood","oklahoma-hollywood","three-player"];var Ti=["easy","medium","hard","expert"];function Xn({value:e,onChange:t,id:a}){return r("label",{for:a,children:[s("system-label")," ",r("select",{id:a,value:e,onChange:n=>t(n.currentTarget.value),children:ze.map(n=>r("option",{value:n,children:s(`system-${n}`)},n))})]})}async function er(e,t,a,n){return Q("POST","/api/tables",{system:t,options:{},seats:a,turn_seconds:null,grace_seconds:120,computer_takes_over:!0,private:n,spectators:null},e.token)}function tr({identity:e,settings:t,setSettings:a}){let[n,o]=x(null),[i,d]=x(!1),l=t.lastSystem,c=t.lastLevel,u=l==="three-player"?3:2,p=async()=>{d(!0),o(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"computer",level:c}))],h=await er(e,l,m,!0);F(`/table/${h.id}`)}catch(m){o(m)}finally{d(!1)}},k=async()=>{d(!0),o(null);try{let m=[{kind:"person",level:null},...Array.from({length:u-1},()=>({kind:"person",level:null}))],h=await er(e,l,m,!0);F(`/table/${h.id}`)}catch(m){o(m)}finally{d(!1)}};return r("div",{class:"home",children:[r("p",{class:"tagline",children:s("home-tagline")}),r(Zn,{identity:e,system:l}),n!==null&&r("p",{class:"refusal",role:"alert",children:X(n)}),r("section",{class:"panel","aria-labelledby":"play-computer",children:[r("h2",{id:"play-computer",children:s("play-computer")}),r("div",{class:"form-row",children:[r(Xn,{id:"system-computer",value:l,onChange:m=>a({...t,lastSystem:m})}),r("label",{for:"level",children:[s("level-label")," ",r("select",{id:"level",value:c,onChange:m=>a({...t,lastLevel:m.currentTarget.value}),children:Ti.map(m=>r("option",{value:m,children:s(`level-${m}`)},m))})]}),r("button",{type:"button",class:"primary",disabled:i,onClick:()=>{p()},"data-testid":"play-computer",children:s("play-computer-start")})]})]}),r("section",{class:"panel","aria-labelledby":"play-friend",children:[r("h2",{id:"play-friend",children:s("private-table")}),r("div",{class:"form-row",children:[r(Xn,{id:"system-friend",value:l,onChange:m=>a({...t,lastSystem:m})}),r("button",{type:"button",disabled:i,onClick:()=>{k()},"data-testid":"play-friend",children:s("private-create")})]})]}),r(Ei,{identity:e,system:l}),r(ji,{}),r(Ci,{system:l,name:e.name})]})}function Ei({identity:e,system:t}){let[a,n]=x("idle"),[o,i]=x(null),d=N(void 0),l=async u=>{try{let p=await Q("POST","/api/quickmatch",{system:t,computer:u},e.token);if(p.status==="matched"&&p.table){n("idle"),F(`/table/${p.table}`);return}n(p.status==="offer"?"offer":"waiting"),p.status==="waiting"&&(d.current=window.setTimeout(()=>{l(!1)},3e3))}catch(p){n("idle"),i(p)}};j(()=>()=>window.clearTimeout(d.current),[]);let c=()=>{window.clearTimeout(d.current),n("idle")};return r("section",{class:"panel","aria-labelledby":"quick",children:[r("h2",{id:"quick",children:s("quick-match")}),o!==null&&r("p",{class:"refusal",role:"alert",children:X(o)}),a==="idle"&&r("button",{type:"button",onClick:()=>{i(null),l(!1)},children:[s("quick-match-start")," \xB7 ",s(`system-${t}`)]}),a==="waiting"&&r("p",{role:"status",children:[s("quick-match-waiting")," ",r("button",{type:"button",onClick:c,children:s("quick-match-cancel")})]}),a==="offer"&&r("p",{role:"status",children:[s("quick-match-offer")," ",r("button",{type:"button",onClick:()=>{l(!0)},children:s("quick-match-computer")})," ",r("button",{type:"button",onClick:()=>{l(!1)},children:s("quick-match-keep")})]})]})}function ji(){let[e,t]=x(null),[a,n]=x(null),o=()=>{Q("GET","/api/tables").then(t,l=>n(l))};j(o,[]);let i=async l=>{let c=l.seats.find(u=>u.kind==="empty");if(!c)return F(`/table/${l.id}?watch=1`);F(`/table/${l.id}?sit=${c.seat}`)},d=(e??[]).filter(l=>l.status!=="over"&&l.status!=="closed");return r("section",{class:"panel","aria-labelledby":"open-tables",children:[r("h2",{id:"open-tables",children:s("open-tables")}),a!==null&&r("p",{class:"refusal",role:"alert",children:X(a)}),e!==null&&!d.length&&r("p",{children:s("open-tables-none")}),r("ul",{class:"lobby",children:d.map(l=>r("li",{children:[r("span",{children:[s(`system-${l.system}`),": ",l.seats.map(c=>B(l.seats,c.seat)).join(" \xB7 ")]})," ",l.seats.some(c=>c.kind==="empty")&&r("button",{type:"button",onClick:()=>{i(l)},children:s("open-tables-join")}),r("button",{type:"button",onClick:()=>F(`/table/${l.id}?watch=1`),children:s("open-tables-watch")})]},l.id))}),r("button",{type:"button",onClick:o,children:s("open-tables-refresh")})]})}function Ci({system:e,name:t}){let[a,n]=x(null);j(()=>{Q("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`).then(n,()=>n([]))},[e]);let o=a==null?void 0:a.find(i=>i.name===t);return r("section",{class:"panel","aria-labelledby":"leaderboard",children:[r("h2",{id:"leaderboard",children:[s("leaderboard")," \xB7 ",s(`system-${e}`)]}),o&&r("p",{children:s("your-rating",{rating:o.rating})}),a!==null&&!a.length&&r("p",{children:s("leaderboard-none")}),a!==null&&a.length>0&&r("table",{children:[r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:s("leaderboard-name")}),r("th",{scope:"col",children:s("leaderboard-rating")}),r("th",{scope:"col",children:s("leaderboard-matches")})]})}),r("tbody",{children:a.slice(0,20).map(i=>r("tr",{class:i.name===t?"mine":"",children:[r("td",{children:i.name}),r("td",{children:K(i.rating,{minimumFractionDigits:1,maximumFractionDigits:1})}),r("td",{children:K(i.matches)})]},i.name))})]})]})}var or=["s","h","d","c"];function ca(e){return e.charAt(0).toUpperCase()}function ir(e){let t=e.charAt(1).toLowerCase();if(!or.includes(t))throw new Error(`not a card: ${JSON.stringify(e)}`);return t}function Pi(e){return e.length===2&&ca(e)in sr&&or.includes(e.charAt(1).toLowerCase())}var Ai={s:"M50 4C58 19 94 37 94 61C94 75 84 84 71.5 84C63.5 84 57.5 80.5 54 74.5C55 84 59 90.5 68 96H32C41 90.5 45 84 46 74.5C42.5 80.5 36.5 84 28.5 84C16 84 6 75 6 61C6 37 42 19 50 4Z",h:"M50 93C40.5 81 6 60 6 32.5C6 17 17.5 6.5 31 6.5C40 6.5 47 11.5 50 19.5C53 11.5 60 6.5 69 6.5C82.5 6.5 94 17 94 32.5C94 60 59.5 81 50 93Z",d:"M50 3C58.5 19 70.5 35 87 50C70.5 65 58.5 81 50 97C41.5 81 29.5 65 13 50C29.5 35 41.5 19 50 3Z",c:"M30.5 27.5A19.5 19.5 0 1 1 69.5 27.5A19.5 19.5 0 1 1 30.5 27.5ZM7.5 60A19.5 19.5 0 1 1 46.5 60A19.5 19.5 0 1 1 7.5 60ZM53.5 60A19.5 19.5 0 1 1 92.5 60A19.5 19.5 0 1 1 53.5 60ZM50 36L68 62L50 70L32 62ZM50 52C50.5 74 55.5 87 67 96H33C44.5 87 49.5 74 50 52Z"},sr={A:{w:38,d:"M1 60L19 0L37 60M7.6 40H30.4"},2:{w:36,d:"M2.5 14.5C3.5 5.5 10 0 18.5 0C28 0 34.5 6.5 34.5 15.5C34.5 24 29.5 30 21 38.5L2 60H36"},3:{w:36,d:"M3 0H33L17 23.5C28 23 36 30 36 41C36 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},4:{w:37,d:"M27 60V0L1 42H37"},5:{w:36,d:"M33 0H7.5L5 26.5C8.5 24 13 22.5 18.5 22.5C29 22.5 35.5 30 35.5 41C35.5 52.5 28 60 18 60C10.5 60 4.5 56.5 1.5 51"},6:{w:36,d:"M30 1C15.5 4.5 2 19 1.5 42.5M1.5 42.5A17 17 0 1 0 35.5 42.5A17 17 0 1 0 1.5 42.5"},7:{w:36,d:"M1 0H36C26.5 15 18 35 14 60"},8:{w:35,d:"M4 14A13.5 14 0 1 1 31 14A13.5 14 0 1 1 4 14ZM1 44A16.5 16 0 1 1 34 44A16.5 16 0 1 1 1 44Z"},9:{w:36,d:"M6 59C20.5 55.5 34 41 34.5 17.5M34.5 17.5A17 17 0 1 0 0.5 17.5A17 17 0 1 0 34.5 17.5"},T:{w:48,d:"M0.5 9L10 0V60M24 30A12 30 0 1 1 48 30A12 30 0 1 1 24 30Z"},J:{w:35,d:"M12 0H35M29 0V42C29 53 23 60 14.5 60C7.5 60 2.5 55.5 1 49"},Q:{w:37,d:"M1 30A17.5 30 0 1 1 36 30A17.5 30 0 1 1 1 30ZM22 42L37 61"},K:{w:36,d:"M3 0V60M35 0L3 38M14 26L36 60"}},ar=40,zi=20,Mi=70/60,Ri=102,nr=50;function we(e,t,a,n){let o=n/100;return r("path",{class:"card__suit",d:Ai[e],transform:`translate(${t-50*o} ${a-50*o}) scale(${o})`})}function dr(e,t,a,n,o){let i=sr[e];return i?r("path",{class:o,d:i.d,transform:`translate(${t-i.w/2*n} ${a}) scale(${n})`}):null}function rr({rank:e,suit:t}){return r("g",{class:"card__index",children:[dr(e,ar,zi,Mi,"card__rank"),we(t,ar,Ri+nr/2,nr)]})}var se=(e,t,a)=>`M${e-a} ${t}a${a} ${a} 0 1 1 ${2*a} 0a${a} ${a} 0 1 1 ${-2*a} 0Z`,Li={K:"M4 33L1 9L21 21L40 3L59 21L79 9L76 33Z"+se(1,8,4.5)+se(40,3,5)+se(79,8,4.5)+"M4 37H76V44H4Z",Q:"M5 33L2 15C12 22 21 21 26 11C30 19 35 22 40 22C45 22 50 19 54 11C59 21 68 22 78 15L75 33Z"+se(2,14,4)+se(26,10,4)+se(54,10,4)+se(78,14,4)+se(40,10,5.5)+"M5 37H75V44H5Z",J:"M7 33V21L20 27L30 15L40 25L50 15L60 27L73 21V33Z"+se(30,14,3.5)+se(50,14,3.5)+"M7 37H73V44H7Z"};function Ni({rank:e,suit:t}){return r("g",{class:"card__court",children:[r("rect",{class:"card__panel",x:"78",y:"24",width:"94",height:"302",rx:"10"}),r("rect",{class:"card__panel-line",x:"85",y:"31",width:"80",height:"288",rx:"6"}),r("path",{class:"card__crown",d:Li[e]??"",transform:"translate(89 52) scale(0.9)"}),dr(e,125,118,1.6,"card__court-rank"),we(t,125,268,46)]})}function Oi({card:e}){let t=ca(e),a=ir(e),n="JQK".includes(t);return r(U,{children:[r("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),r("g",{class:"card__centre",children:n?r(Ni,{rank:t,suit:a}):t==="A"?r(U,{children:[r("circle",{class:"card__ring",cx:"125",cy:"175",r:"60"}),we(a,125,175,92)]}):we(a,125,176,104)}),r(rr,{rank:t,suit:a}),r("g",{transform:"rotate(180 125 175)",children:r(rr,{rank:t,suit:a})})]})}var lr={x0:16,y0:16,x1:234,y1:334};function Di(e){let{x0:t,y0:a,x1:n,y1:o}=lr,i=[],d=l=>Number(l.toFixed(2));for(let l=t+a+e/2;l<n+o;l+=e){let c=Math.max(t,l-o),u=Math.min(n,l-a);u>c&&i.push(`M${d(c)} ${d(l-c)}L${d(u)} ${d(l-u)}`)}for(let l=t-o+e/2;l<n-a;l+=e){let c=Math.max(t,a+l),u=Math.min(n,o+l);u>c&&i.push(`M${d(c)} ${d(c-l)}L${d(u)} ${d(u-l)}`)}return i.join("")}var Hi=Di(22);function Ii(){let{x0:e,y0:t,x1:a,y1:n}=lr;return r(U,{children:[r("rect",{class:"card__face",width:"250",height:"350",rx:"20"}),r("rect",{class:"card__back-field",x:e,y:t,width:a-e,height:n-t,rx:"10"}),r("path",{class:"card__back-lattice",d:Hi}),r("rect",{class:"card__back-line",x:e+9,y:t+9,width:a-e-18,height:n-t-18,rx:"5"}),r("circle",{class:"card__back-medal",cx:"125",cy:"175",r:"46"}),r("circle",{class:"card__back-line",cx:"125",cy:"175",r:"39"}),r("g",{class:"card__back-suits",children:[we("s",125,154,24),we("h",146,175,24),we("d",125,196,24),we("c",104,175,24)]})]})}var Bi={s:"black",h:"red",d:"red",c:"black"},Ki={s:"black",h:"red",d:"blue",c:"green"};function Y(e){let t=["card"],a=e.card!==null&&Pi(e.card);if(e.card===null)t.push("card--back");else if(!a)t.push("card--unknown");else{let o=ir(e.card);t.push(`card--${o}`,`card--${(e.fourColour?Ki:Bi)[o]}`),e.fourColour&&t.push("card--four"),"JQK".includes(ca(e.card))&&t.push("card--court")}e.class&&t.push(e.class);let n=e.label!=="";return r("svg",{class:t.join(" "),viewBox:"0 0 250 350",xmlns:"http://www.w3.org/2000/svg",role:n?"img":void 0,"aria-label":n?e.label:void 0,"aria-hidden":n?void 0:"true",focusable:"false",children:e.card===null?r(Ii,{}):a?r(Oi,{card:e.card}):r("rect",{class:"card__face",width:"250",height:"350",rx:"20"})})}function ht({rules:e,system:t}){let a=[],n=o=>Number(e[o]);return a.push(s("rules-target",{target:n("target")})),e.knock_limit_from_upcard?a.push(s("rules-knock-from-upcard")):a.push(s("rules-knock-limit",{limit:n("knock_limit")})),e.oklahoma_spades_double&&a.push(s("rules-spades-double")),a.push(s("rules-gin-bonus",{bonus:n("gin_bonus")})),a.push(s("rules-undercut-bonus",{bonus:n("undercut_bonus")})),a.push(e.big_gin?s("rules-big-gin",{bonus:n("big_gin_bonus")}):s("rules-no-big-gin")),a.push(e.discard_drawn_upcard?s("rules-discard-upcard"):s("rules-no-discard-upcard")),e.scoring==="hollywood"&&a.push(s("rules-hollywood")),n("players")===3&&a.push(s("rules-three-player")),n("line_bonus")>0&&a.push(s("rules-line-bonus",{bonus:n("line_bonus")})),n("game_bonus")>0&&a.push(s("rules-game-bonus",{bonus:n("game_bonus")})),e.shutout&&a.push(s("rules-shutout")),r("section",{class:"panel rules","aria-label":s("rules"),"data-testid":"rules",children:[r("h2",{children:[s("rules"),": ",s(`system-${t}`)]}),r("ul",{children:a.map(o=>r("li",{children:o},o))})]})}function cr({system:e}){return r("a",{class:"how-to-play-link",href:`/how-to-play/${e}`,target:"_blank",rel:"noopener",children:s("how-to-play")})}function ft({cards:e,fourColour:t}){return r("span",{class:"howto-example",role:"img","aria-label":e.map(J).join(", "),children:e.map(a=>r("span",{class:"mini",children:r(Y,{card:a,label:"",fourColour:t})},a))})}function ae({title:e,rule:t,children:a}){return r("section",{class:"howto-part",children:[r("h2",{children:[e," ",r("span",{class:"rule-id",title:s("howto-rule-id"),children:t})]}),a]})}function ur({system:e,fourColour:t,fallback:a}){let n=e&&ze.includes(e)?e:ze.includes(a)?a:"standard",[o,i]=x(null),[d,l]=x(null);j(()=>{i(null),Q("GET",`/api/rules/${encodeURIComponent(n)}`).then(i,u=>l(u))},[n]);let c=u=>Number((o==null?void 0:o[u])??0);return r("article",{class:"howto","data-testid":"how-to-play","data-system":n,children:[r("h1",{children:s("howto-title",{system:s(`system-${n}`)})}),r("label",{for:"howto-system",children:[s("system-label")," ",r("select",{id:"howto-system",value:n,onChange:u=>F(`/how-to-play/${u.currentTarget.value}`,!0),children:ze.map(u=>r("option",{value:u,children:s(`system-${u}`)},u))})]}),d!==null&&r("p",{class:"refusal",role:"alert",children:X(d)}),!o&&d===null&&r("p",{class:"loading",role:"status",children:s("loading")}),o&&r(U,{children:[r(ae,{title:s("howto-aim-title"),rule:"R2, R5, R8",children:r("p",{children:s("howto-aim",{target:c("target")})})}),r(ae,{title:s("howto-cards-title"),rule:"R1, R2",children:[r("p",{children:s("howto-cards")}),r("p",{children:[s("howto-set")," ",r(ft,{cards:["7s","7h","7c"],fourColour:t})]}),r("p",{children:[s("howto-run")," ",r(ft,{cards:["4h","5h","6h","7h"],fourColour:t})]}),r("p",{children:s("howto-deadwood")})]}),r(ae,{title:s("howto-deal-title"),rule:"R3",children:[r("p",{children:s("howto-deal")}),r("p",{children:c("players")===3?s("howto-deal-box"):o.next_dealer==="alternate"?s("howto-deal-alternate"):s("howto-deal-winner")})]}),r(ae,{title:s("howto-turn-title"),rule:"R4",children:[r("p",{children:s("howto-turn")}),r("p",{children:s("howto-upcard")}),r("p",{children:o.discard_drawn_upcard?s("rules-discard-upcard"):s("rules-no-discard-upcard")})]}),r(ae,{title:s("howto-knock-title"),rule:o.knock_limit_from_upcard?"R5, R9":"R5",children:[r("p",{children:s("howto-knock")}),r("p",{children:o.knock_limit_from_upcard?s("howto-knock-upcard"):s("rules-knock-limit",{limit:c("knock_limit")})}),r("p",{children:s("howto-gin")}),r("p",{children:o.big_gin?s("rules-big-gin",{bonus:c("big_gin_bonus")}):s("rules-no-big-gin")})]}),r(ae,{title:s("howto-layoff-title"),rule:"R6",children:[r("p",{children:[s("howto-layoff")," ",r(ft,{cards:["5d","6d","7d"],fourColour:t})," + ",r(ft,{cards:["8d"],fourColour:t})]}),r("p",{children:s("howto-layoff-gin")})]}),r(ae,{title:s("howto-drawn-title"),rule:"R7",children:r("p",{children:s("howto-drawn")})}),r(ae,{title:s("howto-score-title"),rule:"R8",children:r("ul",{children:[r("li",{children:s("howto-score-knock")}),r("li",{children:s("howto-score-undercut",{bonus:c("undercut_bonus")})}),r("li",{children:s("howto-score-gin",{bonus:c("gin_bonus")})}),r("li",{children:o.scoring==="hollywood"?s("howto-score-hollywood",{target:c("target")}):c("players")===3?s("howto-score-three",{target:c("target")}):s("howto-score-game",{target:c("target")})})]})}),!!o.knock_limit_from_upcard&&r(ae,{title:s("system-oklahoma"),rule:"R9",children:[r("p",{children:s("howto-oklahoma")}),!!o.oklahoma_ace_requires_gin&&r("p",{children:s("howto-oklahoma-ace-gin")}),!!o.oklahoma_spades_double&&r("p",{children:s("rules-spades-double")})]}),o.scoring==="hollywood"&&r(ae,{title:s("system-hollywood"),rule:"R10",children:[r("p",{children:s("howto-hollywood-sheet")}),r("p",{children:s("howto-hollywood-entries")}),r("p",{children:s("howto-hollywood-won",{target:c("target")})})]}),c("players")===3&&r(ae,{title:s("system-three-player"),rule:"R11",children:[r("p",{children:s("howto-three-roles")}),r("p",{children:s("howto-three-play")}),r("p",{children:s("howto-three-after")})]}),r(ht,{rules:o,system:n})]}),r("p",{class:"howto-links",children:r("a",{href:"/",onClick:u=>{u.preventDefault(),F("/")},children:s("back-home")})})]})}var mr="A23456789TJQK",pr="shdc";function Te(e){return[...e].sort((t,a)=>mr.indexOf(t[0]??"")-mr.indexOf(a[0]??"")||pr.indexOf(t[1]??"")-pr.indexOf(a[1]??""))}function hr(e,t,a){var i;let n=(e.layoffs??[]).find(d=>d.card===t);if(n)return`k${n.meld}`;let o=(i=e.melds)==null?void 0:i.find(d=>d.includes(t));return o?`m:${o.filter(d=>d!==t&&d!==a).sort().join(",")}`:"d"}function Fi(e,t,a){switch(a.kind){case"knocker":return(e.layoffs??[]).some(n=>n.card===t&&n.meld===a.meld);case"deadwood":return(e.deadwood_cards??[]).includes(t);case"meld":{let n=a.cards.filter(o=>o!==t);return(e.melds??[]).some(o=>o.includes(t)&&n.every(i=>o.includes(i)))}}}function Gi(e){return[...(e.melds??[]).flat(),...(e.layoffs??[]).map(t=>t.card),...e.deadwood_cards??[]]}function fr(e,t,a,n){let o=e[t];if(!o)return null;let i=Gi(o).filter(u=>u!==a),d=null,l=-1,c=1/0;return e.forEach((u,p)=>{if(!Fi(u,a,n))return;let k=i.filter(h=>hr(u,h,a)===hr(o,h,a)).length,m=u.deadwood??0;(k>l||k===l&&m<c)&&(d=p,l=k,c=m)}),d}function kt(e,t){var o;let a=(e.layoffs??[]).find(i=>i.card===t);if(a)return{kind:"knocker",meld:a.meld};let n=(o=e.melds)==null?void 0:o.find(i=>i.includes(t));return n?{kind:"meld",cards:n}:{kind:"deadwood"}}function gt(e,t){return e.kind!==t.kind?!1:e.kind==="knocker"&&t.kind==="knocker"?e.meld===t.meld:e.kind==="meld"&&t.kind==="meld"?e.cards.length===t.cards.length&&e.cards.every(a=>t.cards.includes(a)):!0}function kr(e){return e.kind==="knocker"?`k${e.meld}`:e.kind==="meld"?`m:${e.cards.join(",")}`:"d"}function Ui(e){return e==="d"?{kind:"deadwood"}:e.startsWith("k")?{kind:"knocker",meld:Number(e.slice(1))}:e.startsWith("m:")?{kind:"meld",cards:e.slice(2).split(",")}:null}function gr({options:e,knocker:t,knockerName:a,fourColour:n,disabled:o,send:i}){let[d,l]=x(0),[c,u]=x(null),[p,k]=x(null),m=N(null),h=e[d]??e[0];if(!h)return null;let g=h.layoffs??[],_=t!==null,$=_?s("layoff-title"):s("arrange-title"),v=(y,S)=>{if(u(null),gt(kt(h,y),S))return;let E=fr(e,d,y,S);if(E===null){k(s("laydown-cannot",{card:A(y)}));return}k(null),l(E)},b=(y,S,E)=>{if(c===null){E&&(u(y),k(null));return}if(c===y)return u(null);if(E&&gt(kt(h,c),S))return u(y);v(c,S)},C=(y,S)=>{y.button===0&&(m.current={card:S,x:y.clientX,y:y.clientY,element:y.currentTarget,moved:!1,pointer:y.pointerId})},z=y=>{let S=m.current;if(!S||S.pointer!==y.pointerId)return;let E=y.clientX-S.x,P=y.clientY-S.y;!S.moved&&Math.hypot(E,P)<10||(S.moved||(S.moved=!0,S.element.setPointerCapture(y.pointerId),S.element.classList.add("dragging")),S.element.style.transform=`translate(${E}px, ${P}px)`)},H=y=>{let S=m.current;if(m.current=null,!S||!S.moved)return;S.element.classList.remove("dragging"),S.element.style.transform="";let E=document.elementsFromPoint(y.clientX,y.clientY).filter(Z=>!S.element.contains(Z)).map(Z=>Z.closest("[data-place]")).find(Z=>Z!==null),P=E?Ui(E.dataset.place??""):null;P&&v(S.card,P);let R=Z=>{Z.stopPropagation(),Z.preventDefault()};S.element.addEventListener("click",R,{capture:!0,once:!0}),window.setTimeout(()=>S.element.removeEventListener("click",R,{capture:!0}),0)},M=(y,S,E,P)=>{let R=["laydown-card"];c===y&&R.push("picked"),P&&R.push("laid-off"),E||R.push("theirs");let Z=`${J(y)}${P?`, ${s("laid-off")}`:""}`;return r("button",{type:"button",class:R.join(" "),"data-laydown-card":y,"aria-label":Z,"aria-pressed":E?c===y:void 0,onClick:()=>b(y,S,E),onPointerDown:E?le=>C(le,y):void 0,children:r(Y,{card:y,label:"",fourColour:n})},y)},O=y=>c!==null&&!gt(kt(h,c),y)?r("button",{type:"button",class:"put-here",onClick:()=>v(c,y),children:s("laydown-here",{card:A(c)})}):null,I=(y,S,E,P="")=>r("div",{class:`laydown-group ${P}`,role:"group","aria-label":S,"data-place":kr(y),children:[y.kind==="deadwood"&&r("span",{class:"group-name","aria-hidden":"true",children:S}),r("div",{class:"laydown-cards",children:E.map(({card:R,mine:Z,laidOff:le})=>M(R,y,Z,le))}),O(y)]},kr(y)),f=h.melds.map(y=>{let S=Te(y);return I({kind:"meld",cards:y},s("meld-label",{cards:S.map(A).join(" ")}),S.map(P=>({card:P,mine:!0,laidOff:!1})),"meld")}),w=I({kind:"deadwood"},s("laydown-deadwood"),Te(h.deadwood_cards).map(y=>({card:y,mine:!0,laidOff:!1})),"deadwood");return r("section",{class:"laydown","aria-label":$,"data-motion":"still","data-testid":"laydown",onPointerMove:z,onPointerUp:H,onPointerCancel:H,children:[r("div",{class:"laydown-bar",children:[r("h3",{children:$}),r("strong",{"data-testid":"laydown-deadwood",children:s("end-deadwood",{deadwood:h.deadwood})}),r("button",{type:"button",class:"primary","data-testid":"laydown-submit",disabled:o,onClick:()=>i(_?{action:"lay_off",melds:h.melds,layoffs:g}:{action:"arrange",melds:h.melds}),children:s("arrange-submit")}),d!==0&&r("button",{type:"button",onClick:()=>{l(0),u(null),k(null)},children:s("laydown-best")})]}),r("p",{class:"laydown-help",role:"status","aria-live":"polite",children:p??(c!==null?s("laydown-picked",{card:A(c)}):s(_?"laydown-help-layoff":"laydown-help"))}),t&&r("div",{class:"laydown-row","data-testid":"knocker-melds",children:[r("h4",{children:s("laydown-knocker",{name:a})}),r("div",{class:"laydown-melds",children:t.map((y,S)=>{let E=g.filter(R=>R.meld===S).map(R=>R.card),P=Te([...y,...E]).map(R=>({card:R,mine:E.includes(R),laidOff:E.includes(R)}));return I({kind:"knocker",meld:S},s("meld-label",{cards:P.map(({card:R})=>A(R)).join(" ")}),P,"meld knocker")})}),g.length>0&&r(ua,{})]}),r("div",{class:"laydown-row","data-testid":"own-melds",children:[r("h4",{children:s("laydown-yours")}),r("div",{class:"laydown-melds",children:[f,w]})]})]})}function ua(){return r("p",{class:"legend","data-testid":"laid-off-legend",children:[r("span",{class:"swatch laid-off-swatch","aria-hidden":"true"})," ",s("laid-off")]})}function yt(e,t){let a=d=>B(t,d);if(e.outcome==="draw")return s("story-draw");let n=[],o=e.knocker,i=o===null?null:e.seats.find(d=>d!==o)??null;return e.outcome==="gin"?n.push(s("story-gin",{name:a(o)})):e.outcome==="big_gin"?n.push(s("story-big-gin",{name:a(o)})):n.push(s("story-knock",{name:a(o),deadwood:e.knocker_deadwood??0})),e.layoffs>0&&n.push(s("story-layoffs",{name:a(i),count:e.layoffs})),e.outcome==="undercut"?n.push(s("story-undercut",{name:a(e.winner),points:e.points})):n.push(s("story-scores",{name:a(e.winner),points:e.points})),n.join(" \xB7 ")}function yr(e,t,a,n,o){let i=A(e);return n?o===0?s("offer-first",{card:i,name:a}):s("offer-second",{card:i,name:a}):s("offer-watch",{name:t,card:i})}function Ve({table:e,handsOpen:t=!1}){var d;let a=((d=e.score)==null?void 0:d.games)??[];if(!a.length)return null;let n=e.target,o=e.roles,i=l=>o?o.box===l?"box":o.captain===l?"captain":"out":null;return r("div",{class:"score",children:[r("table",{class:"score-sheet","data-testid":"score-sheet",children:[r("caption",{children:[s("score-title")," ",r("span",{class:"target",children:["(",s("score-target",{target:n}),")"]})]}),r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:s("leaderboard-name")}),a.map((l,c)=>r("th",{scope:"col",class:l.winner!==null?"finished":"",children:[s("score-game",{number:c+1}),l.winner!==null?` (${s("score-finished")})`:""]},c))]})}),r("tbody",{children:e.seats.map(l=>{let c=i(l.seat);return r("tr",{children:[r("th",{scope:"row",children:[B(e.seats,l.seat),c?r("span",{class:"flag",children:s(`role-${c}`)}):null]}),a.map((u,p)=>{let k=u.scores[l.seat]??0;return r("td",{class:`${u.winner!==null?"finished":""}${u.winner===l.seat?" winner":""}`,title:s("score-hands-won",{count:u.hands_won[l.seat]??0}),children:[r("span",{class:"points","data-testid":"score-points",children:s("score-of-target",{points:k,target:n})}),r("span",{class:"progress","aria-hidden":"true",children:r("span",{style:{width:`${Math.min(100,100*k/Math.max(1,n))}%`}})})]},p)})]},l.seat)})})]}),e.hands.length>0&&r(qi,{table:e,open:t})]})}function qi({table:e,open:t}){var i,d;let a=((d=(i=e.score)==null?void 0:i.games)==null?void 0:d.length)??1,n=e.seats,o=a>1;return r("details",{class:"score-hands-box",open:t,children:[r("summary",{children:s("score-hands-title")}),r("table",{class:"score-hands","data-testid":"score-hands",children:[r("thead",{children:[o&&r("tr",{children:[r("td",{colSpan:2}),Array.from({length:a},(l,c)=>r("th",{scope:"colgroup",colSpan:n.length,children:s("score-game",{number:c+1})},c))]}),r("tr",{children:[r("th",{scope:"col",children:s("score-hand")}),r("th",{scope:"col",children:s("score-what")}),Array.from({length:a},(l,c)=>n.map(u=>r("th",{scope:"col",children:B(n,u.seat)},`${c}-${u.seat}`)))]})]}),r("tbody",{children:e.hands.map(l=>r(Vi,{line:l,table:e,games:a},l.hand))})]})]})}function Vi({line:e,table:t,games:a}){let n=t.seats;return r("tr",{"data-testid":"score-hand-row",children:[r("th",{scope:"row",children:e.hand}),r("td",{class:"what",children:yt(e,n)}),Array.from({length:a},(o,i)=>n.map(d=>{var c;let l=e.winner===d.seat&&e.games.includes(i);return r("td",{class:l?"scored":"",children:[((c=e.scores[i])==null?void 0:c[d.seat])??0,l&&r("span",{class:"added",children:[" (+",e.points,")"]})]},`${i}-${d.seat}`)}))]})}function ma({title:e,children:t,label:a,onClose:n}){let o=N(null);return j(()=>{var d,l;(l=(d=o.current)==null?void 0:d.querySelector("button.primary, button, input, [tabindex]"))==null||l.focus()},[]),r("div",{class:"modal-backdrop",children:r("div",{class:"modal",role:"dialog","aria-modal":"true","aria-label":a??e,ref:o,onKeyDown:d=>{if(d.key==="Escape"&&n&&(d.preventDefault(),n()),d.key==="Tab"&&o.current){let l=[...o.current.querySelectorAll("button, input, select, a[href]")].filter(p=>!p.hasAttribute("disabled")),c=l[0],u=l[l.length-1];d.shiftKey&&document.activeElement===c?(u==null||u.focus(),d.preventDefault()):!d.shiftKey&&document.activeElement===u&&(c==null||c.focus(),d.preventDefault())}},children:[r("h2",{children:e}),t]})})}function Ee({melds:e,fourColour:t,layoffs:a,extra:n}){let o=new Set(Object.values(a??{}).flat());return r("div",{class:"melds",children:[e.map((i,d)=>{let l=Te([...i,...(a==null?void 0:a[d])??[]]);return r("div",{class:"meld-row",role:"group","aria-label":s("meld-label",{cards:l.map(J).join(", ")}),children:l.map(c=>o.has(c)?r("span",{class:"mini laid-off","data-card":c,children:r(Y,{card:c,label:`${J(c)}, ${s("laid-off")}`,fourColour:t})},c):r("span",{class:"mini","data-card":c,children:r(Y,{card:c,label:J(c),fourColour:t})},c))},d)}),n&&n.length>0&&r("div",{class:"meld-row deadwood-row",children:Te(n).map(i=>r("span",{class:"mini","data-card":i,children:r(Y,{card:i,label:`${J(i)}, ${s("deadwood-label")}`,fourColour:t})},i))}),o.size>0&&r(ua,{})]})}function br({text:e,onConfirm:t,onCancel:a,disabled:n=!1}){return r(ma,{title:s("action-confirm"),onClose:a,children:[r("p",{children:e}),r("div",{class:"actions",children:[r("button",{type:"button",class:"primary",disabled:n,onClick:t,children:s("action-confirm")}),r("button",{type:"button",onClick:a,children:s("action-cancel")})]})]})}function wr({snapshot:e,state:t,fourColour:a}){var g,_,$,v;let n=e.view??e.public,o=e.table,i=o.hand_seats??[],d=o.hands.find(b=>b.hand===e.hand)??null,l=(n==null?void 0:n.result)??null,c=o.seats,u=t.lastEnd,p=l&&l.winner!==null?i[l.winner]??null:null,k=(l==null?void 0:l.knocker)??(n==null?void 0:n.knocker)??null,m={};for(let b of((g=n==null?void 0:n.showing)==null?void 0:g.layoffs)??[])(m[_=b.meld]??(m[_]=[])).push(b.card);let h=(l==null?void 0:l.score)??null;return r(U,{children:[r("p",{class:"outcome","data-testid":"outcome",children:l?Ge(l.outcome,p,c):""}),d&&r("p",{class:"story","data-testid":"story",children:yt(d,c)}),(l==null?void 0:l.draw_reason)&&r("p",{children:s(`draw-${l.draw_reason}`)}),(n==null?void 0:n.arrangement)&&k!==null&&r("section",{children:[r("h3",{children:[s("end-knocker",{name:B(c,i[k])})," \xB7 ",s("end-deadwood",{deadwood:n.arrangement.deadwood})]}),r(Ee,{melds:n.arrangement.melds,layoffs:m,extra:n.arrangement.deadwood_cards,fourColour:a})]}),(n==null?void 0:n.showing)&&k!==null&&r("section",{children:[r("h3",{children:[s("end-defender",{name:B(c,i[1-k])})," \xB7 ",s("end-deadwood",{deadwood:n.showing.deadwood})]}),r(Ee,{melds:n.showing.melds,extra:n.showing.deadwood_cards,fourColour:a})]}),h&&r("table",{class:"itemised","data-testid":"itemised",children:r("tbody",{children:[r("tr",{children:[r("th",{scope:"row",children:s("end-score-difference")}),r("td",{children:h.difference})]}),h.bonus>0&&r("tr",{children:[r("th",{scope:"row",children:s("end-score-bonus")}),r("td",{children:["+",h.bonus]})]}),h.multiplier>1&&r("tr",{children:[r("th",{scope:"row",children:s("end-score-multiplier")}),r("td",{children:["\xD7",h.multiplier]})]}),r("tr",{class:"total",children:r("th",{scope:"row",colSpan:2,children:s("end-score-points",{name:B(c,p),points:h.points})})})]})}),u&&"knocker"in u.end&&u.end.games.length>0&&(((v=($=o.score)==null?void 0:$.games)==null?void 0:v.length)??1)>1&&r("p",{class:"games",children:s("end-games",{games:u.end.games.map(b=>s("score-game",{number:b+1})).join(", ")})}),u&&r("p",{class:`verdict ${u.verdict}`,"data-testid":"verdict",children:[u.verdict==="verified"?`\u2713 ${s("end-verified")}`:u.verdict==="mismatch"?`\u2717 ${s("end-verify-failed")}`:u.verdict==="unavailable"?s("end-verify-unavailable"):""," ",r("a",{href:"/fair",onClick:b=>{b.preventDefault(),F("/fair")},children:s("end-verify-how")})]})]})}function _r({snapshot:e,state:t,fourColour:a}){var l;let n=e.table,o=e.you.seat,i=o!==null&&((l=n.seats[o])==null?void 0:l.ready),d=t.link==="open";return r(ma,{title:s("end-dialog-title",{hand:e.hand??n.hand_number}),children:[o!==null&&(i?r("p",{role:"status",children:s("ready-waiting")}):r("button",{type:"button",class:"primary","data-testid":"ready",disabled:!d,onClick:()=>t.send({type:"ready"}),children:s("ready")})),r(wr,{snapshot:e,state:t,fourColour:a}),r(Ve,{table:n,handsOpen:!0})]})}function vr({snapshot:e,state:t,fourColour:a}){var c;let n=e.table,o=t.matchEnd,i=n.score,d=(i==null?void 0:i.games)??[],l=(o==null?void 0:o.winner)??null;return r(ma,{title:s("match-over"),children:[r("p",{class:"outcome","data-testid":"match-outcome",children:l===null?s("match-draw"):s("match-winner",{name:B(n.seats,l)})}),((c=e.view??e.public)==null?void 0:c.result)&&r("details",{children:[r("summary",{children:s("end-dialog-title",{hand:e.hand??n.hand_number})}),r(wr,{snapshot:e,state:t,fourColour:a})]}),o&&r("table",{class:"totals",children:[r("caption",{children:s("match-totals")}),r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:s("leaderboard-name")}),o.totals.map((u,p)=>r("th",{scope:"col",children:s("score-game",{number:p+1})},p))]})}),r("tbody",{children:n.seats.map(u=>r("tr",{children:[r("th",{scope:"row",children:B(n.seats,u.seat)}),o.totals.map((p,k)=>r("td",{children:p[u.seat]},k))]},u.seat))})]}),d.length>0&&r(Ve,{table:n,handsOpen:!o}),r("p",{class:"links",children:[r("a",{href:`/replay/${n.id}`,onClick:u=>{u.preventDefault(),F(`/replay/${n.id}`)},children:s("match-replay")})," \xB7 ",r("a",{href:`/api/tables/${n.id}/record`,download:`ginrummy-${n.id}.json`,children:s("match-record")})," \xB7 ",r("a",{href:"/",onClick:u=>{u.preventDefault(),F("/")},children:s("match-again")})]})]})}function Wi(e){let t=e.filter(a=>a.agent!==void 0&&a.agent!=="human").length;return a=>{let n=e[a];return(n==null?void 0:n.agent)!==void 0&&n.agent!=="human"?na(n.agent,t>1?a+1:void 0):(n==null?void 0:n.name)??`${a+1}`}}function $r({id:e,fourColour:t}){let[a,n]=x(null),[o,i]=x(null),[d,l]=x(0),[c,u]=x(0);if(j(()=>{Q("GET",`/api/tables/${encodeURIComponent(e)}/replay`).then(n,i)},[e]),j(()=>{let $=v=>{v.target instanceof HTMLInputElement||v.target instanceof HTMLSelectElement||(v.key==="ArrowRight"&&u(b=>b+1),v.key==="ArrowLeft"&&u(b=>Math.max(0,b-1)))};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]),o!==null)return r("p",{class:"refusal",role:"alert",children:X(o)});if(!a)return r("p",{class:"loading",role:"status",children:s("replay-loading")});let p=a.hands[d];if(!p)return null;let k=p.frames.length-1,m=Math.min(c,k),h=p.frames[m];if(!h)return null;let g=Wi(a.players),_=h.pile[h.pile.length-1];return r("article",{class:"replay","data-testid":"replay",children:[r("h1",{children:s("replay-title")}),r("label",{children:[s("replay-hand",{number:""})," ",r("select",{value:d,onChange:$=>{l(Number($.currentTarget.value)),u(0)},children:a.hands.map(($,v)=>r("option",{value:v,children:s("replay-hand",{number:$.number})},v))})]}),r("p",{role:"status","data-testid":"replay-step",children:[s("replay-step",{step:m,steps:k}),h.action&&r(U,{children:[": ",r("strong",{children:g(h.action.player)})," \xB7 ",pe(h.action)]})]}),r("div",{class:"replay-controls",role:"toolbar","aria-label":s("replay-title"),children:[r("button",{type:"button",onClick:()=>u(0),disabled:m===0,children:s("replay-first")}),r("button",{type:"button",onClick:()=>u(Math.max(0,m-1)),disabled:m===0,children:s("replay-prev")}),r("button",{type:"button",onClick:()=>u(m+1),disabled:m===k,"data-testid":"replay-next",children:s("replay-next")}),r("button",{type:"button",onClick:()=>u(k),disabled:m===k,children:s("replay-last")})]}),h.hands.map(($,v)=>{let b=p.seats[v]??v,C=g(b),z=h.to_act===v&&h.phase!=="over",H=[...b===p.dealer?[s("seat-dealer")]:[],...z?[s("seat-to-act")]:[]];return r("section",{class:`replay-hand${z?" to-act":""}`,"aria-label":s("replay-cards-of",{name:C}),"data-testid":`replay-hand-${v}`,children:[r("h2",{children:[s("replay-cards-of",{name:C}),H.length>0&&r("span",{class:"seat-flags",children:[" ",H.map(M=>r("span",{class:"flag",children:M},M))]})]}),r("div",{class:"row",children:$.map(M=>r("span",{class:"mini",children:r(Y,{card:M,label:J(M),fourColour:t})},M))})]},v)}),r("p",{children:[s("stock"),": ",h.stock_count," \xB7 ",s("pile"),": ",_?r("span",{class:"mini",children:r(Y,{card:_,label:J(_),fourColour:t})}):"\u2014"]}),m===k&&r(Ji,{end:p.end,number:p.number,name:g,fourColour:t}),r("p",{children:r("a",{href:`/api/tables/${e}/record`,download:`ginrummy-${e}.json`,children:s("match-record")})})]})}function Ji({end:e,number:t,name:a,fourColour:n}){var l;if(!("knocker_melds"in e)||!e.knocker_melds)return null;let o={};for(let c of e.layoffs??[])(o[l=c.meld]??(o[l]=[])).push(c.card);let i=e.knocker===void 0?"\u2014":a(e.knocker),d=e.defender===void 0?"\u2014":a(e.defender);return r("section",{class:"replay-end","data-testid":"replay-end","aria-label":s("end-title",{hand:t}),children:[r("h2",{children:s("end-title",{hand:t})}),r("section",{"data-testid":"replay-knocker","aria-label":s("end-knocker",{name:i}),children:[r("h3",{children:[s("end-knocker",{name:i})," \xB7 ",s("end-deadwood",{deadwood:e.knocker_deadwood??0})]}),r(Ee,{melds:e.knocker_melds,layoffs:o,extra:e.knocker_deadwood_cards??[],fourColour:n})]}),e.defender_melds&&r("section",{"data-testid":"replay-defender","aria-label":s("end-defender",{name:d}),children:[r("h3",{children:[s("end-defender",{name:d})," \xB7 ",s("end-deadwood",{deadwood:e.defender_deadwood??0})]}),r(Ee,{melds:e.defender_melds,extra:e.defender_deadwood_cards??[],fourColour:n}),(e.layoffs??[]).length>0&&r("p",{"data-testid":"replay-layoffs",children:[s("end-layoffs"),": ",(e.layoffs??[]).map(c=>s("layoff-on",{card:A(c.card),meld:c.meld+1})).join(", ")]})]}),r("p",{children:s("end-score-points",{name:e.winner===null?"\u2014":a(e.winner),points:e.points})})]})}var _e={minimumFractionDigits:1,maximumFractionDigits:1};function Tr({identity:e,onUnknown:t}){let[a,n]=x(null),[o,i]=x(null);return j(()=>{Q("GET","/api/people/me/stats",void 0,e.token).then(n,d=>{d instanceof re&&d.code==="not_authenticated"&&t(),i(d)})},[e.token]),r("article",{class:"stats","data-testid":"stats",children:[r("h1",{children:s("stats-title",{name:e.name})}),o!==null&&r("p",{class:"refusal",role:"alert",children:X(o)}),!a&&o===null&&r("p",{class:"loading",role:"status",children:s("loading")}),a&&!a.systems.length&&r("p",{children:[s("stats-none")," ",r("a",{href:"/",onClick:d=>{d.preventDefault(),F("/")},children:s("back-home")})]}),a==null?void 0:a.systems.map(d=>r(Yi,{stats:d},d.system))]})}function Yi({stats:e}){let t=`stats-${e.system}`,a=[[s("stats-matches"),K(e.matches)],[s("stats-wins"),s("stats-wins-rate",{wins:K(e.wins),rate:K(e.win_rate,{style:"percent",maximumFractionDigits:0})})],[s("stats-hands"),s("stats-hands-won",{hands:K(e.hands),won:K(e.hands_won)})],[s("stats-gins"),K(e.gins)],[s("stats-undercuts"),K(e.undercuts)],[s("stats-knocks"),K(e.knocks)],[s("stats-knock-deadwood"),e.mean_knock_deadwood===null?"\u2014":K(e.mean_knock_deadwood,_e)],[s("stats-streak"),K(e.streak)],[s("stats-longest-streak"),K(e.longest_streak)],[s("stats-rating"),e.rating===null?s("stats-not-rated"):s("stats-rating-now",{rating:K(e.rating.rating,_e),matches:e.rating.matches})]];return r("section",{class:"panel stats-system","aria-labelledby":t,"data-system":e.system,children:[r("h2",{id:t,children:s(`system-${e.system}`)}),r("dl",{class:"stats-numbers",children:a.map(([n,o])=>r("div",{children:[r("dt",{children:n}),r("dd",{children:o})]},n))}),e.history.length>0&&r(Qi,{points:e.history,system:e.system})]})}function Zi(e,t,a){let o=Math.max(t-e,1)/a,i=10**Math.floor(Math.log10(o)),d=[1,2,5,10].map(c=>c*i).find(c=>c>=o)??o,l=[];for(let c=Math.floor(e/d)*d;;c+=d)if(l.push(Number(c.toFixed(6))),c>=t-d*1e-6)return l}var We=640,bt=260,Me=52,wt=16,xr=14,Sr=40;function Qi({points:e,system:t}){let a=e.map(g=>g.rating),n=Zi(Math.min(...a),Math.max(...a),4),o=n[0]??0,i=n[n.length-1]??1,d=g=>e.length===1?(Me+We-wt)/2:Me+g/(e.length-1)*(We-Me-wt),l=g=>xr+(1-(g-o)/Math.max(i-o,1e-9))*(bt-xr-Sr),c=Math.max(1,Math.ceil(e.length/8)),u=new Intl.DateTimeFormat(Pn(),{dateStyle:"medium"}),p=a[0]??0,k=a[a.length-1]??0,m=`chart-${t}-title`,h=`chart-${t}-desc`;return r("figure",{class:"rating-chart","data-testid":"rating-chart",children:[r("svg",{viewBox:`0 0 ${We} ${bt}`,role:"img","aria-labelledby":`${m} ${h}`,preserveAspectRatio:"xMidYMid meet",children:[r("title",{id:m,children:s("stats-chart-title",{system:s(`system-${t}`)})}),r("desc",{id:h,children:s("stats-chart-desc",{count:e.length,first:K(p,_e),last:K(k,_e),high:K(Math.max(...a),_e),low:K(Math.min(...a),_e)})}),r("g",{class:"chart-grid",children:[n.map(g=>r("g",{children:[r("line",{x1:Me,x2:We-wt,y1:l(g),y2:l(g)}),r("text",{x:Me-6,y:l(g),"text-anchor":"end","dominant-baseline":"middle",children:K(g)})]},g)),e.map((g,_)=>_%c===0||_===e.length-1?r("text",{x:d(_),y:bt-Sr+18,"text-anchor":"middle",children:K(_+1)},_):null),r("text",{x:(Me+We-wt)/2,y:bt-4,"text-anchor":"middle",class:"chart-axis-name",children:s("stats-chart-x")})]}),r("polyline",{class:"chart-line",points:e.map((g,_)=>`${d(_)},${l(g.rating)}`).join(" ")}),e.map((g,_)=>r("circle",{class:"chart-point",cx:d(_),cy:l(g.rating),r:4,"data-rating":g.rating,children:r("title",{children:s("stats-chart-point",{number:_+1,rating:K(g.rating,_e)})})},g.table))]}),r("figcaption",{children:r("details",{children:[r("summary",{children:s("stats-history-table")}),r("table",{class:"history","data-testid":"rating-history",children:[r("caption",{class:"visually-hidden",children:s("stats-chart-title",{system:s(`system-${t}`)})}),r("thead",{children:r("tr",{children:[r("th",{scope:"col",children:s("stats-chart-x")}),r("th",{scope:"col",children:s("stats-history-ended")}),r("th",{scope:"col",children:s("leaderboard-rating")})]})}),r("tbody",{children:e.map((g,_)=>r("tr",{children:[r("th",{scope:"row",children:K(_+1)}),r("td",{children:r("time",{dateTime:g.at,children:u.format(new Date(g.at))})}),r("td",{children:K(g.rating,_e)})]},g.table))})]})]})})]})}function Xi(e,t){let a=[],n=[],o=0;return e.forEach((i,d)=>{let l=Math.max(0,Math.min(i.cards.length,t-o));l>0&&a.push({...i,cards:i.cards.slice(0,l),group:d,continued:!1}),l<i.cards.length&&n.push({...i,cards:i.cards.slice(l),group:d,continued:l>0}),o+=i.cards.length}),n.length?[a,n]:[a]}function _t(e){return e.reduce((t,a)=>t+a.cards.length,0)}function es(e,t){let a=_t(e),n=e.length;return(t-(n-1)*8-6*n-(a-n)*46)/n}function ts(e,t,a){let n=_t(e),o=e.length;return n===o?1/0:(t-(o-1)*8-o*(a+6))/(n-o)}function as(e,t){let a=Math.min(...e.map(l=>es(l,t.width))),n=Math.max(40,Math.min(t.card,a)),o=Math.min(...e.map(l=>ts(l,t.width,n))),i=Math.min(Math.max(.6*n,46),o),d=e.map(_t);return{rows:e,card:n,step:i,whole:e.every(l=>l.every(c=>!c.continued)),balance:Math.abs((d[0]??0)-(d[1]??0))}}function ns(e,t){return Math.abs(e.card-t.card)>.5?e.card>t.card?e:t:e.whole!==t.whole?e.whole?e:t:Math.abs(e.step-t.step)>.5?e.step>t.step?e:t:t.balance<e.balance?t:e}function Er(e,t){let a=_t(e),n=null;for(let o=1;o<=Math.max(1,Math.min(2,t.rows));o+=1){let i=null,d=o===1||a<2?[a]:Array.from({length:a-1},(l,c)=>c+1);for(let l of d){let c=as(Xi(e,l),t);i=i?ns(i,c):c}if(i){if(i.card>=t.card-.5)return i;n=n&&n.card>=i.card-.5?n:i}}return n??{rows:[],card:t.card,step:46}}var $t="A23456789TJQK",xt="shdc";function vt(e,t){return $t.indexOf(e[0]??"")-$t.indexOf(t[0]??"")||xt.indexOf(e[1]??"")-xt.indexOf(t[1]??"")}function is(e,t){return xt.indexOf(e[1]??"")-xt.indexOf(t[1]??"")||$t.indexOf(e[0]??"")-$t.indexOf(t[0]??"")}function jr(e,t,a,n){if(a==="melds"&&t){let o=new Set(t.melds.flat()),i=t.melds.filter(l=>l.every(c=>e.includes(c))).map(l=>({meld:!0,cards:[...l].sort(vt)})),d=e.filter(l=>!o.has(l)).sort(vt);return d.length&&i.push({meld:!1,cards:d}),i}if(a==="own"){let o=n.filter(d=>e.includes(d)),i=e.filter(d=>!o.includes(d)).sort(vt);return[{meld:!1,cards:[...o,...i]}]}return[{meld:!1,cards:[...e].sort(a==="rank"?vt:is)}]}function ss(){let e=N(null),t=N(null),[a,n]=x(null);return Oe(()=>{let o=e.current,i=t.current,d=o==null?void 0:o.parentElement;if(!o||!i||!d)return;let l=()=>{let u=Number.parseInt(getComputedStyle(d).getPropertyValue("--hand-rows"),10),p={width:Math.floor(o.getBoundingClientRect().width)-1,card:i.getBoundingClientRect().width,rows:u>0?u:2};n(k=>k&&k.width===p.width&&k.card===p.card&&k.rows===p.rows?k:p)};l();let c=new ResizeObserver(l);return c.observe(o),c.observe(i),window.addEventListener("resize",l),()=>{c.disconnect(),window.removeEventListener("resize",l)}},[]),{space:a,width:e,card:t}}function Cr(e){let{space:t,width:a,card:n}=ss(),o=t&&t.width>0?Er(e.groups,t):null,i=o?o.rows:[e.groups.map((m,h)=>({...m,group:h,continued:!1}))],d={"--group-gap":`${8}px`,"--group-pad":`${3}px`,...o?{"--card-w":`${o.card}px`,"--hand-step":`${o.step}px`}:{}},l=N(null),c=(m,h)=>{m.button===0&&(l.current={card:h,x:m.clientX,y:m.clientY,element:m.currentTarget,moved:!1,pointer:m.pointerId})},u=m=>{let h=l.current;if(!h||h.pointer!==m.pointerId)return;let g=m.clientX-h.x,_=m.clientY-h.y;!h.moved&&Math.hypot(g,_)<10||(h.moved||(h.moved=!0,h.element.setPointerCapture(m.pointerId),h.element.classList.add("dragging")),h.element.style.transform=`translate(${g}px, ${_}px)`)},p=m=>{var $;let h=l.current;if(l.current=null,!h||!h.moved)return;h.element.classList.remove("dragging"),h.element.style.transform="";let g=document.elementsFromPoint(m.clientX,m.clientY);if(g.some(v=>v.closest("[data-drop='pile']"))){e.onPlay(h.card);return}let _=g.map(v=>v.closest("[data-hand-card]")).find(v=>v&&v.dataset.handCard!==h.card);if(_){let v=_.getBoundingClientRect(),b=($=_.nextElementSibling)==null?void 0:$.getBoundingClientRect(),C=m.clientX>v.left+(b?b.left-v.left:v.width)/2,z=e.groups.flatMap(M=>M.cards).filter(M=>M!==h.card),H=z.indexOf(_.dataset.handCard??"");e.onMove(h.card,C?z[H+1]??null:z[H]??null)}else g.some(v=>v.closest(".hand"))&&e.onMove(h.card,null)},k=(m,h)=>{var $;let g=e.groups.flatMap(v=>v.cards),_=g.indexOf(h);if(m.key==="ArrowRight"||m.key==="ArrowLeft"){let v=m.key==="ArrowRight"?1:-1;if(m.shiftKey){let b=g.filter(z=>z!==h),C=Math.max(0,Math.min(b.length,_+v));e.onMove(h,b[C]??null),requestAnimationFrame(()=>{var z;return(z=document.querySelector(`[data-hand-card="${h}"]`))==null?void 0:z.focus()})}else{let b=g[(_+v+g.length)%g.length];b&&(($=document.querySelector(`[data-hand-card="${b}"]`))==null||$.focus())}m.preventDefault()}else(m.key==="Delete"||m.key==="d")&&(e.playable.has(h)&&e.onPlay(h),m.preventDefault())};return r("div",{class:"hand",role:"group","aria-label":e.label,style:d,onPointerMove:u,onPointerUp:p,onPointerCancel:p,children:[r("span",{class:"hand-probe hand-probe-width",ref:a,"aria-hidden":"true"}),r("span",{class:"hand-probe hand-probe-card",ref:n,"aria-hidden":"true"}),i.map((m,h)=>r("div",{class:"hand-row",children:m.map(g=>{var _;return r("div",{class:`hand-group${g.meld?" meld":""}${g.continued?" continued":""}`,role:"group","aria-label":g.meld?s("meld-label",{cards:(((_=e.groups[g.group])==null?void 0:_.cards)??g.cards).map(J).join(", ")}):void 0,children:g.cards.map($=>{var M,O;let v=e.deadwood.has($),b=["hand-card"];e.selected===$&&b.push("selected"),v&&b.push("deadwood"),e.fresh===$&&b.push("fresh"),e.playable.size&&!e.playable.has($)&&b.push("barred");let C=((M=e.knockCards)==null?void 0:M.has($))??!1,z=((O=e.ginCards)==null?void 0:O.has($))??!1;C&&b.push("knock-card"),z&&b.push("gin-card");let H=J($)+(v?`, ${s("deadwood-label")}`:"")+(z?`, ${s("gin-mark")}`:C?`, ${s("knock-mark")}`:"");return r("button",{type:"button",class:b.join(" "),"data-card":$,"data-hand-card":$,"aria-label":H,"aria-pressed":e.selected===$,onClick:()=>e.onSelect($),onDblClick:()=>e.playable.has($)&&e.onPlay($),onPointerDown:I=>c(I,$),onKeyDown:I=>k(I,$),children:[r(Y,{card:$,label:"",fourColour:e.fourColour}),(C||z)&&r("span",{class:`mark ${z?"gin":"knock"}`,"aria-hidden":"true"})]},$)})},g.group)})},h))]})}var ds={pass:{kinds:["pass"],rest:"why-blind-draw"},take:{kinds:["draw_discard"],rest:"hint-why-take"},discard:{kinds:["discard"],rest:"hint-why-discard"},knock:{kinds:["knock"],rest:"hint-why-knock"},"knock-or-play-on":{kinds:["knock"],rest:"hint-why-knock-or-play-on"},"knock-expected":{kinds:["knock"],rest:"hint-why-knock-expected"},gin:{kinds:["knock"],rest:null},"big-gin":{kinds:["big_gin"],rest:"hint-why-big-gin"}};function Pr(e,t){let a={};for(let[n,o]of Object.entries(t.args))o!==void 0&&(a[n]=typeof o=="string"?A(o):Ae(o,ra[n]??{}));return s(e,a)}function Ar(e,t,a){let{action:n}=e;if(n.action==="draw_discard"&&a==="offer"){let o=t;if(o)return s("action-take-upcard",{card:A(o)})}return pe(n,t)}function zr(e){if(!(e.why.length>0&&e.why.every(n=>me(`why-${n.code}`))))return Kn(e);let a=[];for(let n of e.why){let o=ds[n.code];o&&o.kinds.includes(e.action.action)?o.rest&&a.push(Pr(o.rest,n)):a.push(Pr(`why-${n.code}`,n))}return a.join(", ")}var Mr={off:0,slow:560,normal:340,fast:190},Rr={off:0,slow:150,normal:90,fast:50},ls="cubic-bezier(0.2, 0.75, 0.25, 1)",St="ginrummy-motion";function pa(){return typeof window>"u"?{x:0,y:0}:{x:window.scrollX||0,y:window.scrollY||0}}function Re(e,t){let a=e.getBoundingClientRect();return{left:a.left+t.x,top:a.top+t.y,width:a.width,height:a.height}}var Lr="[role='dialog'], [role='alertdialog'], [data-motion='still']";function ha(e){return Array.from(e.querySelectorAll("[data-card]")).filter(a=>{var o;if(a.closest(Lr))return!1;let n=(o=a.parentElement)==null?void 0:o.closest("[data-card]");return!n||!e.contains(n)})}function cs(){return typeof document<"u"&&document.querySelector("[role='dialog'], [role='alertdialog']")!==null}function fa(e){let t=new Map;return e.querySelectorAll("[data-anchor]").forEach(a=>{let n=a.dataset.anchor;n&&!t.has(n)&&t.set(n,a)}),t}function Nr(e){let t=new Map,a=new Map;if(!e||typeof e.querySelectorAll!="function")return{cards:t,anchors:a};let n=pa();for(let o of ha(e)){let i=o.dataset.card??"",d=t.get(i),l=Re(o,n);d?d.push(l):t.set(i,[l])}for(let[o,i]of fa(e))a.set(o,Re(i,n));return{cards:t,anchors:a}}function Or(e){if(!e||e.speed==="off"||!(e.speed in Mr)||typeof document<"u"&&document.visibilityState==="hidden"||cs())return!0;try{if(typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches)return!0}catch{}return!1}function Dr(e){return typeof e.animate=="function"}function us(e){if(typeof e.getAnimations=="function"){for(let t of e.getAnimations({subtree:!0}))t.id===St&&t.cancel();return}for(let t of ha(e))if(typeof t.getAnimations=="function")for(let a of t.getAnimations())a.id===St&&a.cancel()}function ms(e){let t=getComputedStyle(e),a=t.transform&&t.transform!=="none"?t.transform:"",n=0,o=0;if(a&&typeof DOMMatrixReadOnly=="function")try{let l=new DOMMatrixReadOnly(a);n=l.m41,o=l.m42}catch{}let[i="0",d="0"]=(t.transformOrigin||"0 0").split(" ");return{transform:a,tx:n,ty:o,ox:parseFloat(i)||0,oy:parseFloat(d)||0}}function ps(e,t){let{from:a,to:n}=e,o=a.width/n.width,i=a.height/n.height;e.entering&&(o=i=Math.min(o,i)),(!Number.isFinite(o)||o<=0)&&(o=1),(!Number.isFinite(i)||i<=0)&&(i=1);let d=a.left+a.width/2-(n.left+n.width/2),l=a.top+a.height/2-(n.top+n.height/2),c=n.width/2+t.tx-t.ox,u=n.height/2+t.ty-t.oy,p=h=>Math.round(h*100)/100,k=`translate(${p(d)}px, ${p(l)}px) translate(${p(c)}px, ${p(u)}px) scale(${p(o*1e3)/1e3}, ${p(i*1e3)/1e3})`+` translate(${p(-c)}px, ${p(-u)}px) ${t.transform}`.trimEnd(),m=`translate(0px, 0px) translate(${p(c)}px, ${p(u)}px) scale(1, 1) translate(${p(-c)}px, ${p(-u)}px) ${t.transform}`.trimEnd();return[{transform:k},{transform:m}]}function Hr(e,t){if(!e.length)return Promise.resolve();let a=e.map(d=>ms(d.element)),n=Mr[t.speed],o=[];if(e.forEach((d,l)=>{let c=Math.hypot(d.from.left-d.to.left,d.from.top-d.to.top),u=Math.round(n*Math.min(1.35,Math.max(.8,.75+c/900)));try{let p=d.element.animate(ps(d,a[l]),{duration:u,delay:d.delay,easing:ls,fill:d.delay>0?"backwards":"none"});p.id=St,o.push(p)}catch{}}),!o.length)return Promise.resolve();let i=Math.max(...e.map(d=>d.delay))+n*1.35;return new Promise(d=>{let l=!1,c,u=()=>{l||(l=!0,c!==void 0&&clearTimeout(c),document.removeEventListener("visibilitychange",k),d())},p=()=>{for(let m of o)try{m.playState!=="finished"&&m.playState!=="idle"&&m.finish()}catch{m.cancel()}u()},k=()=>{document.visibilityState==="hidden"&&p()};document.addEventListener("visibilitychange",k),Promise.allSettled(o.map(m=>m.finished)).then(u),c=setTimeout(p,i+600)})}function Ir(e,t,a){var c;if(!e||typeof e.querySelectorAll!="function"||(us(e),!t||Or(a)))return Promise.resolve();let n=pa(),o=fa(e),i=new Map,d=[],l=0;for(let u of ha(e)){if(!Dr(u))continue;let p=u.dataset.card??"",k=i.get(p)??0;i.set(p,k+1);let m=Re(u,n);if(m.width<1||m.height<1)continue;let h=(c=t.cards.get(p))==null?void 0:c[k];if(h){if(h.width<1||h.height<1||Math.abs(h.left-m.left)<.5&&Math.abs(h.top-m.top)<.5&&Math.abs(h.width-m.width)<.5&&Math.abs(h.height-m.height)<.5)continue;d.push({element:u,from:h,to:m,entering:!1,delay:0});continue}let g=u.dataset.from??"stock";if(g===""||g==="none")continue;let _=t.anchors.get(g)??(o.has(g)?Re(o.get(g),n):void 0);!_||_.width<1||_.height<1||(d.push({element:u,from:_,to:m,entering:!0,delay:0}),l+=1)}if(l>1){let u=0;for(let p of d)p.entering&&(p.delay=u++*Rr[a.speed]*.6)}return Hr(d,a)}function Br(e,t,a){if(!e||typeof e.querySelectorAll!="function")return Promise.resolve();for(let l of t??[])if(!(!l||typeof l.getAnimations!="function"))for(let c of l.getAnimations())c.id===St&&c.cancel();if(Or(a))return Promise.resolve();let n=fa(e).get("stock");if(!n)return Promise.resolve();let o=pa(),i=Re(n,o);if(i.width<1||i.height<1)return Promise.resolve();let d=[];for(let l of t??[]){if(!l||!l.isConnected||!Dr(l)||l.closest(Lr))continue;let c=Re(l,o);c.width<1||c.height<1||d.push({element:l,from:i,to:c,entering:!0,delay:d.length*Rr[a.speed]})}return Hr(d,a)}var Kr=["hello","good-luck","nice","thanks","good-game","rematch"],Tt=null;function hs(e){if(!Tt){Tt=new Map;for(let a of Kr)for(let n of An(`chat-preset-${a}`))Tt.set(n,a)}let t=Tt.get(e);return t?s(`chat-preset-${t}`):e}function Fr({state:e,seated:t}){let[a,n]=x(""),o=e.log.filter(d=>d.event.type==="chat"),i=d=>{let l=d.trim().slice(0,200);l&&e.send({type:"chat",text:l})&&n("")};return r("section",{class:"panel chat","aria-label":s("chat"),children:[r("h2",{children:s("chat")}),r("ul",{class:"chat-lines","aria-live":"polite","data-testid":"chat-lines",children:o.map((d,l)=>{if(d.event.type!=="chat")return null;let c=d.event.text,u=hs(c);return r("li",{title:u===c?void 0:c,children:[r("strong",{children:[d.event.name,":"]})," ",u]},l)})}),t&&r(U,{children:[r("div",{class:"presets",children:Kr.map(d=>r("button",{type:"button",onClick:()=>i(s(`chat-preset-${d}`)),children:s(`chat-preset-${d}`)},d))}),r("form",{class:"chat-form",onSubmit:d=>{d.preventDefault(),i(a)},children:[r("input",{type:"text",maxLength:200,value:a,"aria-label":s("chat-placeholder"),placeholder:s("chat-placeholder"),onInput:d=>n(d.currentTarget.value)}),r("button",{type:"submit",children:s("chat-send")})]})]})]})}function Gr({state:e,seats:t}){let a=e.log.map(n=>Fe(n.event,t)).filter(n=>n!==null);return r("details",{class:"panel log",children:[r("summary",{children:s("log-title")}),r("ol",{"data-testid":"log",children:a.slice(-40).map((n,o)=>r("li",{children:n},o))})]})}function fs(e){return e.hand_seats??[]}function qr(e,t){return t===null||!e.roles?null:e.roles.box===t?"box":e.roles.captain===t?"captain":"out"}function Vr({state:e,settings:t,setSettings:a,guide:n}){let o=e.snapshot;return o?r(ks,{snapshot:o,state:e,settings:t,setSettings:a,guide:n}):r("p",{class:"loading",role:"status",children:s("loading")})}function ks({snapshot:e,state:t,settings:a,setSettings:n,guide:o}){var va,$a,xa,Sa,Ta,Ea,ja,Ca,Pa,Aa,za;let{table:i,view:d,choices:l,you:c}=e,u=i.seats,p=c.seat,k=qr(i,p),m=k==="out",h=fs(i),g=t.link==="open",[_,$]=x(null),[v,b]=x(null),[C,z]=x(!1),[H,M]=x(()=>Hn(i.id)),O=N(null),I=N(null),f=N(e.seq);f.current!==e.seq&&(f.current=e.seq,O.current&&(I.current=Nr(O.current))),j(()=>{O.current&&I.current&&Ir(O.current,I.current,{speed:a.speed}),I.current=null},[e.seq]),j(()=>{if(!O.current||e.hand===null)return;let T=[...O.current.querySelectorAll(".hand-card, .back-slot")];Br(O.current,T,{speed:a.speed})},[e.hand]),j(()=>{_&&!((d==null?void 0:d.hand)??[]).includes(_)&&$(null)},[d==null?void 0:d.hand.join()]);let w=N(null);j(()=>{let T=ee=>{let te=w.current;if(w.current=null,!te)return;document.elementsFromPoint(ee.clientX,ee.clientY).some(Le=>Le.closest(".hand"))&&y.current.has(te)&&S.current({action:te})};return window.addEventListener("pointerup",T),()=>window.removeEventListener("pointerup",T)},[]);let y=N(new Set),S=N(()=>{}),E=T=>{$(null),t.send(m?{type:"advise",action:T}:{type:"act",action:T})};S.current=E;let P=T=>B(u,h[T]),R=(d==null?void 0:d.seat)??null,Z=R===null?null:1-R,le=new Map(((l==null?void 0:l.discards)??[]).map(T=>[T.card,T])),ka=((l==null?void 0:l.to_act)??!1)&&p!==null,ne=ka?new Set((l==null?void 0:l.actions)??[]):new Set,Ye=ne.has("discard")?new Set(le.keys()):new Set;y.current=ne;let ga=d?jr(d.hand,l,a.handOrder,H):[],eo=new Set((l==null?void 0:l.deadwood_cards)??[]),to=(T,ee)=>{let te=ga.flatMap(Le=>Le.cards).filter(Le=>Le!==T),Nt=ee===null?te.length:te.indexOf(ee);te.splice(Nt<0?te.length:Nt,0,T),M(te),In(i.id,te),a.handOrder!=="own"&&n({...a,handOrder:"own"})},ya=T=>{Ye.has(T)&&E({action:"discard",card:T})},ao=T=>{let ee=le.get(T);ee&&b({kind:ee.gin?"gin":"knock",card:T,deadwood:ee.deadwood})},jt=new Set(ne.has("knock")?[...le.values()].filter(T=>T.knock&&!T.gin).map(T=>T.card):[]),Ct=new Set(ne.has("knock")?[...le.values()].filter(T=>T.gin).map(T=>T.card):[]),no=_?le.get(_):void 0,he=d?d.pile[d.pile.length-1]:(va=e.public)==null?void 0:va.pile[e.public.pile.length-1],ba=(d==null?void 0:d.stock_count)??(($a=e.public)==null?void 0:$a.stock_count)??null,ce=(d==null?void 0:d.phase)??((xa=e.public)==null?void 0:xa.phase)??null,Pt=(d==null?void 0:d.knock_limit)??((Sa=e.public)==null?void 0:Sa.knock_limit)??null,wa=(d==null?void 0:d.upcard)??((Ta=e.public)==null?void 0:Ta.upcard)??null,ro=i.spades_double,oo=(d==null?void 0:d.taken)??null,ve=d==null?void 0:d.events[d.events.length-1],_a=ve!==void 0&&ve.seat===R&&(ve.action==="draw_stock"||ve.action==="draw_discard"),At=N({hand:[],fresh:null});if(d&&_a){let T=At.current;if(T.fresh===null||!d.hand.includes(T.fresh)){let ee=d.hand.filter(te=>!T.hand.includes(te));T.fresh=(ve==null?void 0:ve.card)??oo??(ee.length===1?ee[0]??null:null)}}else At.current={hand:(d==null?void 0:d.hand)??[],fresh:null};let io=_a?At.current.fresh:null,zt=(Ea=d??e.public)==null?void 0:Ea.events.at(-1),so=zt&&zt.action==="discard"&&zt.seat!==R?"opponent":"none",Mt=e.timers.find(T=>T.running),Rt=ce!==null&&ce!=="over"?h[((ja=d??e.public)==null?void 0:ja.to_act)??0]??null:null,Lt=d!==null&&l!==null&&!m&&(ne.has("arrange")||ne.has("lay_off"));return r("div",{class:`table${a.fourColour?" four-colour":""}`,ref:O,children:[o,r(gs,{table:i,mySeat:p,toAct:Rt??null,state:t,dealer:h[((Ca=d??e.public)==null?void 0:Ca.dealer)??-1]??null}),k&&r("p",{class:"role-note",children:s(`you-are-${k}`)}),c.role==="spectator"&&r("p",{class:"role-note",children:s("spectating")}),i.status==="waiting"&&r(bs,{table:i}),ce!==null&&r("section",{class:"felt","aria-label":s("hand-number",{number:e.hand??i.hand_number}),children:[r(Ur,{snapshot:e,handSeat:Z??1,name:P(Z??1),fourColour:a.fourColour}),!d&&e.public&&r(Ur,{snapshot:e,handSeat:0,name:P(0),fourColour:a.fourColour}),r("div",{class:"centre",children:[r("button",{type:"button",class:"stock","data-anchor":"stock",disabled:!ne.has("draw_stock"),"aria-label":s("card-stock",{count:ba??0}),onClick:()=>E({action:"draw_stock"}),onPointerDown:()=>{w.current="draw_stock"},children:[r(Y,{card:null,label:""}),r("span",{class:"count","aria-hidden":"true",children:ba})]}),r("button",{type:"button",class:"pile","data-anchor":"pile","data-drop":"pile",disabled:!(ne.has("draw_discard")||_!==null&&Ye.has(_)),"aria-label":he?s("card-pile",{card:J(he)}):s("card-pile-empty"),onClick:()=>_&&Ye.has(_)?ya(_):ne.has("draw_discard")&&E({action:"draw_discard"}),onPointerDown:()=>{w.current="draw_discard"},children:he?r("span",{class:"pile-top","data-card":he,"data-from":so,children:r(Y,{card:he,label:"",fourColour:a.fourColour})}):r("span",{class:"pile-empty"})}),r("div",{class:"hand-facts",children:[Pt!==null&&r("span",{class:"badge knock-limit",children:Pt===0?s("knock-limit-gin"):s("knock-limit",{limit:Pt})}),ro&&r("span",{class:"badge spades",children:s("spades-double")}),Mt&&r($s,{seconds:Mt.seconds_left,decision:Mt.decision})]})]}),ce==="offer"&&wa&&Rt!==null&&r("p",{class:"offer-note","data-testid":"offer-note",children:yr(wa,B(u,Rt),P(Z??1),d!==null&&!m&&((l==null?void 0:l.to_act)??!1)&&d.to_act===d.seat,(d==null?void 0:d.passes)??0)}),ce==="lay_off"&&!Lt&&((Pa=d??e.public)==null?void 0:Pa.arrangement)&&r(vs,{snapshot:e,name:P(((Aa=d??e.public)==null?void 0:Aa.knocker)??0),fourColour:a.fourColour}),Lt&&d&&l&&r(gr,{options:ce==="arrange"?l.arrangements:l.showings,knocker:ce==="lay_off"?((za=d.arrangement)==null?void 0:za.melds)??[]:null,knockerName:P(d.knocker??0),fourColour:a.fourColour,disabled:!g,send:E},`${e.hand}-${ce}`),d&&l&&!Lt&&r("div",{class:"mine",children:[r("div",{class:"hand-tools",children:[r("strong",{class:"deadwood-count","data-testid":"deadwood",children:d.hand.length===11&&l.discards.length?s("your-deadwood-after",{deadwood:Math.min(...l.discards.map(T=>T.deadwood))}):s("your-deadwood",{deadwood:l.deadwood})}),r("label",{class:"sort",children:[s("sort-label")," ",r("select",{value:a.handOrder,onChange:T=>n({...a,handOrder:T.currentTarget.value}),children:[r("option",{value:"melds",children:s("sort-melds")}),r("option",{value:"rank",children:s("sort-rank")}),r("option",{value:"suit",children:s("sort-suit")}),r("option",{value:"own",children:s("sort-own")})]})]})]}),r(Cr,{groups:ga,deadwood:eo,selected:_,playable:Ye,fourColour:a.fourColour,fresh:io,knockCards:jt,ginCards:Ct,label:m?s("hand-label-captain"):s("hand-label"),onSelect:T=>$(_===T?null:T),onPlay:ya,onMove:to}),(jt.size>0||Ct.size>0)&&r(_s,{knock:jt.size>0,gin:Ct.size>0}),r(ws,{actions:ne,view:d,choices:l,selected:_,selectedOption:no,advising:m,send:E,knock:ao,live:g,bigGin:()=>b({kind:"big_gin",card:null,deadwood:0})})]})]}),r(xs,{snapshot:e,myRole:k,state:t,pileTop:he}),r(Ss,{state:t}),r(Ts,{state:t,pileTop:he}),r(Es,{state:t,pileTop:he,phase:ce}),r("div",{class:"table-extras",children:[r(Ve,{table:i}),r("div",{class:"buttons",children:[c.hints&&i.status==="playing"&&ka&&!m&&r("button",{type:"button",disabled:!g,onClick:()=>t.send({type:"hint",count:3}),children:s("hint")}),c.hints&&i.status==="playing"&&r("button",{type:"button",disabled:!g,onClick:()=>t.send({type:"undo"}),children:s("undo")}),r("button",{type:"button","aria-expanded":C,onClick:()=>z(!C),children:s("rules")}),r(cr,{system:i.system})]}),C&&r(ht,{rules:i.rules,system:i.system}),r(Fr,{state:t,seated:p!==null}),r(js,{state:t,seats:u}),r(Gr,{state:t,seats:u})]}),v&&r(br,{text:v.kind==="big_gin"?s("confirm-big-gin"):v.kind==="gin"?s("confirm-gin",{card:A(v.card??"")}):s("confirm-knock",{card:A(v.card??""),deadwood:v.deadwood}),onCancel:()=>b(null),disabled:!g,onConfirm:()=>{let T=v;b(null),T.kind==="big_gin"?E({action:"big_gin"}):T.card!==null&&E({action:"knock",card:T.card})}}),i.status==="between_hands"&&r(_r,{snapshot:e,state:t,fourColour:a.fourColour}),i.status==="over"&&r(vr,{snapshot:e,state:t,fourColour:a.fourColour}),i.status==="closed"&&r("p",{class:"panel",role:"status",children:s("table-closed")})]})}function gs({table:e,mySeat:t,toAct:a,state:n,dealer:o}){let i=De(()=>{let l=new Map;for(let c of n.log)(c.event.type==="action"||c.event.type==="advice")&&l.set(c.event.player,c.event);return l},[n.log]),d=new Map;for(let[l,c]of i){let u=Fe(c,e.seats);u&&d.set(l,u)}return r("ul",{class:"seats","aria-label":s("score-title"),children:e.seats.map(l=>r("li",{class:`seat${l.seat===a?" to-act":""}${l.seat===t?" mine":""}`,"data-testid":`seat-${l.seat}`,children:[r("span",{class:"seat-name",children:[B(e.seats,l.seat),l.seat===t?` (${s("seat-you")})`:""]}),r(ys,{seat:l,table:e,toAct:a,dealer:o}),d.get(l.seat)&&r("span",{class:"seat-last",children:s("last-action",{action:d.get(l.seat)??""})}),l.kind==="empty"&&t===null&&e.status!=="over"&&r("button",{type:"button",onClick:()=>n.send({type:"sit",seat:l.seat}),children:s("seat-sit")})]},l.seat))})}function ys({seat:e,table:t,toAct:a,dealer:n}){let o=qr(t,e.seat),i=[];return o&&i.push(s(`role-${o}`)),e.seat===n&&i.push(s("seat-dealer")),e.seat===a&&i.push(s("seat-to-act")),e.away?i.push(s("seat-away")):e.kind==="person"&&!e.connected&&i.push(s("seat-offline")),e.ready&&t.status==="between_hands"&&i.push(s("seat-ready")),r("span",{class:"seat-flags",children:i.map(d=>r("span",{class:"flag",children:d},d))})}function bs({table:e}){let[t,a]=x(!1),n=e.code?`${location.origin}/join/${e.code}`:null;return r("section",{class:"panel waiting","aria-live":"polite",children:[r("p",{children:s("table-waiting")}),n&&r("p",{class:"share",children:[s("table-share")," ",r("a",{href:n,"data-testid":"share-link",children:n})," ",r("button",{type:"button",onClick:()=>{var o;(o=navigator.clipboard)==null?void 0:o.writeText(n).then(()=>a(!0))},children:t?s("private-copied"):s("private-copy")})]})]})}function Ur({snapshot:e,handSeat:t,name:a,fourColour:n}){var l,c;let o=e.view,i=o?o.opponent_hand_size:((l=e.public)==null?void 0:l.hand_sizes[t])??0,d=o?o.opponent_known:((c=e.public)==null?void 0:c.taken_known[t])??[];return r("div",{class:"opponent","data-testid":"opponent","data-anchor":"opponent",children:[r("p",{class:"opponent-count",children:s("opponent-cards",{name:a,count:i})}),r("div",{class:"backs","aria-hidden":"true",children:Array.from({length:i},(u,p)=>r("span",{class:"back-slot",children:r(Y,{card:null,label:""})},p))}),d.length>0&&r("p",{class:"known",children:[s("opponent-known",{name:a})," ",d.map(u=>r("span",{class:"mini","data-card":u,children:r(Y,{card:u,label:J(u),fourColour:n})},u))]})]})}function ws(e){let{actions:t,view:a,choices:n,selected:o,selectedOption:i,send:d,live:l}=e,c=a.pile[a.pile.length-1],u=[];if(t.has("draw_stock")&&u.push(r("button",{type:"button",class:"primary",disabled:!l,onClick:()=>d({action:"draw_stock"}),children:s("action-draw-stock")},"stock")),t.has("draw_discard")&&c){let m=a.phase==="offer"?s("action-take-upcard",{card:A(c)}):s("action-draw-discard",{card:A(c)});u.push(r("button",{type:"button",disabled:!l,onClick:()=>d({action:"draw_discard"}),children:m},"pile"))}t.has("pass")&&u.push(r("button",{type:"button",disabled:!l,onClick:()=>d({action:"pass"}),children:s("action-pass")},"pass")),t.has("discard")&&(o&&i?u.push(r("button",{type:"button",class:"primary",disabled:!l,onClick:()=>d({action:"discard",card:o}),children:s("action-discard",{card:A(o)})},"discard")):u.push(r("span",{class:"prompt",children:s("action-choose-card")},"choose")));let p=i!=null&&i.knock&&o?o:n.knock_card,k=p?n.discards.find(m=>m.card===p):void 0;return t.has("knock")&&p&&k&&u.push(r("button",{type:"button",class:k.gin?"gin":"knock","data-testid":"knock",disabled:!l,onClick:()=>e.knock(p),children:k.gin?s("action-gin-with",{card:A(p)}):s("action-knock-with",{card:A(p)})},"knock")),t.has("big_gin")&&u.push(r("button",{type:"button",class:"gin",disabled:!l,onClick:e.bigGin,children:s("action-big-gin")},"big")),u.length?r("div",{class:"actions",role:"toolbar","aria-label":e.advising?s("advise"):s("turn-yours"),children:u}):null}function _s({knock:e,gin:t}){return r("p",{class:"legend knock-legend","data-testid":"knock-legend",children:[e&&r("span",{children:[r("span",{class:"swatch knock-swatch","aria-hidden":"true"})," ",s("knock-mark-legend")]}),t&&r("span",{children:[r("span",{class:"swatch gin-swatch","aria-hidden":"true"})," ",s("gin-mark-legend")]})]})}function vs({snapshot:e,name:t,fourColour:a}){var o;let n=(o=e.view??e.public)==null?void 0:o.arrangement;return n?r("section",{class:"laydown shown","aria-label":s("laydown-knocker",{name:t}),"data-motion":"still",children:[r("h3",{children:s("laydown-knocker",{name:t})}),r(Ee,{melds:n.melds,extra:n.deadwood_cards,fourColour:a})]}):null}function $s({seconds:e,decision:t}){let[a,n]=x(Math.ceil(e));return j(()=>{let o=performance.now();n(Math.ceil(e));let i=window.setInterval(()=>n(Math.max(0,Math.ceil(e-(performance.now()-o)/1e3))),250);return()=>window.clearInterval(i)},[t,e]),r("span",{class:`badge clock${a<=10?" urgent":""}`,role:"timer",children:s("turn-clock",{seconds:a})})}function xs({snapshot:e,myRole:t,state:a,pileTop:n}){if(t!=="captain"&&t!=="out"||e.table.status!=="playing")return null;let o=e.advice;return r("p",{class:"advice",role:"status","data-testid":"advice",children:[o===null?s("advice-none"):t==="captain"?s("advice-from",{action:pe(o,n)}):s("advice-sent",{action:pe(o,n)}),o!==null&&t==="out"&&r("button",{type:"button",onClick:()=>a.send({type:"advise",action:null}),children:s("advice-withdraw")})]})}function Ss({state:e}){var n;let[t,a]=x(null);return j(()=>{if(a(e.refusal),!e.refusal)return;let o=window.setTimeout(()=>a(null),8e3);return()=>window.clearTimeout(o)},[(n=e.refusal)==null?void 0:n.at]),t?r("div",{class:"refusal",role:"alert","data-testid":"refusal",children:r("strong",{children:qe(t)})}):null}function Ts({state:e,pileTop:t}){var o;let[a,n]=x(null);return j(()=>{if(n(e.unsent),!e.unsent)return;let i=window.setTimeout(()=>n(null),12e3);return()=>window.clearTimeout(i)},[(o=e.unsent)==null?void 0:o.at]),a?r("div",{class:"refusal",role:"alert","data-testid":"unsent",children:r("strong",{children:a.action?s("action-not-made",{action:pe(a.action,t)}):s("action-not-sent")})}):null}function Es({state:e,pileTop:t,phase:a}){return e.hints?r("section",{class:"panel hints","aria-label":s("hints-title"),children:[r("h2",{children:s("hints-title")}),r("ol",{children:e.hints.map((n,o)=>{let i=zr(n);return r("li",{"data-testid":"hint-line",children:[r("strong",{children:Ar(n,t,a)}),i&&r("span",{class:"reason",children:[": ",i]})]},o)})}),r("button",{type:"button",onClick:e.clearHints,children:s("action-cancel")})]}):null}function js({state:e,seats:t}){let a=e.log[e.log.length-1],n=a?Fe(a.event,t):null;return r("p",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true",children:n??""})}var Cs=new Set(["table","view","public","choices","hand","commitment","timers","advice","you"]),Ps=new Set(["view","public"]),de=class extends Error{};function Je(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Wr(e){let{type:t,...a}=e;return a}function Jr(e,t,a){if(!Je(a))throw new de("changes are not an object");if(t<e.seq)throw new de(`changes as of ${t} to a snapshot as of ${e.seq}`);let n={...e,seq:t};for(let[o,i]of Object.entries(a)){if(!Cs.has(o))throw new de(`unknown part ${o}`);let d=n[o];if(o==="table"){if(!Je(i)||!Je(d))throw new de("the table's changes are not an object");n[o]={...d,...i}}else if(Ps.has(o)&&i!==null&&d!==null&&d!==void 0){if(!Je(i)||!Je(d))throw new de(`the ${o}'s changes are not an object`);let l={...d};for(let[c,u]of Object.entries(i))if(c==="new_events"){let p=l.events;if(!Array.isArray(p)||!Array.isArray(u))throw new de(`events added to a ${o} without events`);l.events=[...p,...u]}else l[c]=u;n[o]=l}else n[o]=i}return n}var Yr=[300,800,1500,3e3,5e3],zs=25e3,Et=class{constructor(t,a,n,o){G(this,"table",t);G(this,"token",a);G(this,"as",n);G(this,"listener",o);G(this,"socket",null);G(this,"held",null);G(this,"seq",0);G(this,"attempt",0);G(this,"stopped",!1);G(this,"missed",[]);G(this,"timer");G(this,"pinger");G(this,"nextId",1);G(this,"pending",null);G(this,"fresh",!1);G(this,"state","connecting")}get snapshot(){return this.held}open(){this.stopped=!1,this.connect()}close(){var t;this.stopped=!0,window.clearTimeout(this.timer),window.clearInterval(this.pinger),(t=this.socket)==null||t.close(1e3),this.socket=null,this.setState("closed")}send(t){var n,o;if(!this.socket||this.socket.readyState!==WebSocket.OPEN||this.state!=="open")return!1;let a={...t,id:this.nextId++};if(t.type==="act"||t.type==="ready"){let i=((n=this.held)==null?void 0:n.view)??null;this.pending={intent:a,hand:((o=this.held)==null?void 0:o.hand)??null,turn:(i==null?void 0:i.turn)??null,phase:(i==null?void 0:i.phase)??null}}return this.socket.send(JSON.stringify(a)),!0}tells(t){var o;let a=this.pending,n=((o=this.held)==null?void 0:o.you.seat)??null;return!a||n===null?!1:a.intent.type==="act"?t.type==="action"&&t.player===n&&t.by==="person":t.type==="ready"?t.seat===n:t.type==="deal"}heard(t){t.some(a=>this.tells(a.event))&&(this.pending=null)}resume(t){var l,c,u;let a=this.pending;if(!a)return;this.pending=null;let n=a.intent,o=t.view,i=t.you.seat,d=!1;if(n.type==="act"?d=t.hand===a.hand&&o!==null&&o.turn===a.turn&&o.phase===a.phase&&(((l=t.choices)==null?void 0:l.to_act)??!1)&&(((c=t.choices)==null?void 0:c.actions)??[]).includes(n.action.action):d=t.table.status==="between_hands"&&i!==null&&!(((u=t.table.seats[i])==null?void 0:u.ready)??!0),d){let{id:p,...k}=n;this.send(k)}else n.type==="act"&&this.listener.unsent(n.action)}setState(t){this.state!==t&&(this.state=t,this.listener.state(t))}connect(){let t=location.protocol==="https:"?"wss:":"ws:",a=new WebSocket(`${t}//${location.host}/ws`);this.socket=a,this.missed=[],this.fresh=!0,a.onopen=()=>{let n={type:"hello",protocol:2,token:this.token,table:this.table,as:this.as};n.last_seq=this.held!==null?this.seq:0,a.send(JSON.stringify(n))},a.onmessage=n=>{if(a!==this.socket)return;let o;try{o=JSON.parse(String(n.data))}catch{return this.resync()}this.receive(o)},a.onclose=()=>{a===this.socket&&(this.socket=null,window.clearInterval(this.pinger),this.stopped||this.retry())}}retry(){this.setState("reconnecting");let t=Yr[Math.min(this.attempt,Yr.length-1)]??5e3;this.attempt+=1,window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.connect(),t)}resync(){let t=this.socket;this.socket=null,t==null||t.close(4e3),this.connect()}receive(t){switch(t.type){case"welcome":return;case"event":this.missed.push({seq:t.seq,event:t.event});return;case"snapshot":{let a=Wr(t),n=this.fresh&&this.held!==null;this.fresh=!1,this.heard(this.missed),this.held=a,this.seq=a.seq,this.attempt=0,this.setState("open"),window.clearInterval(this.pinger),this.pinger=window.setInterval(()=>this.send({type:"ping"}),zs),this.missed.length&&this.listener.events(this.missed,!1),this.missed=[],this.listener.snapshot(a),n&&this.resume(a);return}case"update":{if(this.held===null||t.seq<this.seq)return this.resync();try{this.held=Jr(this.held,t.seq,t.changes)}catch(a){if(a instanceof de)return this.resync();throw a}this.seq=t.seq,this.heard(t.events),t.events.length&&this.listener.events(t.events,!0),this.listener.snapshot(this.held);return}case"hints":this.listener.hints(t.hints);return;case"error":{this.pending&&t.id===this.pending.intent.id&&(this.pending=null);let a=this.held===null;a&&(this.stopped=["not_authenticated","unknown_table","not_allowed","bad_message"].includes(t.code)),t.code==="conflict"&&t.field==="hello.last_seq"&&(this.held=null,this.stopped=!1),this.listener.refused({code:t.code,message:t.message,field:t.field,reason:t.reason},a&&this.stopped),a&&this.stopped&&this.setState("closed");return}case"pong":return}}};async function Ms(e,t){let a=`ginrummy-deck-v1:${e.join(",")}:${t}`,n=await crypto.subtle.digest("SHA-256",new TextEncoder().encode(a));return[...new Uint8Array(n)].map(o=>o.toString(16).padStart(2,"0")).join("")}async function Zr(e,t,a){var o;return(o=globalThis.crypto)!=null&&o.subtle?t.length===52&&new Set(t).size===52&&await Ms(t,a)===e?"verified":"mismatch":"unavailable"}var Rs=200;function Qr(e,t,a){let[n,o]=x(null),[i,d]=x("connecting"),[l,c]=x([]),[u,p]=x(null),[k,m]=x(null),[h,g]=x(null),[_,$]=x(null),[v,b]=x(null),[C,z]=x(null),H=N({}),M=N(null);return j(()=>{let O=f=>{if(f.type==="commitment")H.current[f.hand]=f.sha256;else if(f.type==="deal")b(null),g(null);else if(f.type==="hand_end"){let w=f.hand,y={hand:w,end:f.end,score:f.score,verdict:"checking"};b(y);let S=H.current[w],E=f.reveal.salt;S===void 0||E===null?b({...y,verdict:"unavailable"}):Zr(S,f.reveal.deck,E).then(P=>b(R=>R&&R.hand===w?{...R,verdict:P}:R))}else f.type==="match_end"?z({winner:f.winner,totals:f.totals,forfeit:f.forfeit}):f.type==="action"&&g(null)},I=new Et(e,t,a,{snapshot:f=>{var w,y;f.hand!==null&&f.commitment!==null&&((w=H.current)[y=f.hand]??(w[y]=f.commitment)),o(f)},events:f=>{f.forEach(w=>O(w.event)),c(w=>[...w,...f].slice(-Rs))},state:d,refused:(f,w)=>w?m(f):p({...f,at:Date.now()}),hints:g,unsent:f=>$({action:f,at:Date.now()})});return M.current=I,I.open(),()=>I.close()},[e,t,a]),De(()=>({snapshot:n,link:i,log:l,refusal:u,fatal:k,hints:h,unsent:_,lastEnd:v,matchEnd:C,commitments:H.current,send:O=>{var f;let I=((f=M.current)==null?void 0:f.send(O))??!1;return!I&&(O.type==="act"||O.type==="ready")&&$({action:O.type==="act"?O.action:null,at:Date.now()}),I},clearHints:()=>g(null)}),[n,i,l,u,k,h,_,v,C])}function Ls(e){let t=document.documentElement;t.dataset.cardSize=e.cardSize,t.classList.toggle("cards-contrast",e.highContrast),t.classList.toggle("four-colour",e.fourColour),t.dataset.speed=e.speed}function Ns(){let[e,t]=x(On),[a,n]=x(mt.get),[o,i]=x(!1),d=Ln(),l=jn(e.language);Cn(l),Oe(()=>Ls(e),[e]),Oe(()=>{document.documentElement.dataset.page=d.page},[d.page]),j(()=>{document.title=s("app-title")},[l]);let c=k=>{Dn(k),t(k)},u=()=>{mt.set(null),n(null)},p;return d.page==="fair"?p=r(Mn,{}):d.page==="replay"?p=r($r,{id:d.id,fourColour:e.fourColour}):d.page==="howto"?p=r(ur,{system:d.system,fourColour:e.fourColour,fallback:e.lastSystem}):a?d.page==="join"?p=r(Fs,{code:d.code,identity:a,onUnknown:u}):d.page==="stats"?p=r(Tr,{identity:a,onUnknown:u}):d.page==="table"?p=r(Gs,{id:d.id,identity:a,settings:e,setSettings:c,onUnknown:u},d.id):p=r(tr,{identity:a,settings:e,setSettings:c}):p=r(Ks,{onDone:k=>{mt.set(k),n(k)}}),r(U,{children:[r("header",{class:"top",children:[r("a",{class:"brand",href:"/",onClick:k=>{k.preventDefault(),F("/")},children:s("app-title")}),a&&r("span",{class:"me",children:a.name}),r(Ds,{chosen:e.language,shown:l,onChange:k=>c({...e,language:k})}),r("button",{type:"button",class:"settings-button","aria-expanded":o,onClick:()=>i(!o),children:[r(Is,{}),r("span",{class:"settings-word",children:s("settings")})]}),o&&r(Bs,{settings:e,setSettings:c,identity:a,forget:u,onClose:()=>{var k;i(!1),(k=document.querySelector("header .settings-button"))==null||k.focus()}})]}),r("main",{class:"content",children:p}),r("footer",{class:"bottom",children:r("a",{href:"/fair",onClick:k=>{k.preventDefault(),F("/fair")},children:s("fair-link")})})]})}var Os={en:"English",tr:"T\xFCrk\xE7e",hy:"\u0540\u0561\u0575\u0565\u0580\u0565\u0576",el:"\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC",lt:"Lietuvi\u0173"};function Xr(e){return Os[e]}function Ds({chosen:e,shown:t,onChange:a}){return r("label",{class:"language",children:[r("span",{class:"language-face","aria-hidden":"true",children:[r(Hs,{}),r("span",{lang:t,children:Xr(t)})]}),r("select",{value:e??"","aria-label":s("settings-language"),"data-testid":"language",onChange:n=>a(n.currentTarget.value||null),children:[r("option",{value:"",children:s("settings-language-auto")}),Pe.map(n=>r("option",{value:n,lang:n,children:Xr(n)},n))]})]})}function Hs(){return r("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[r("circle",{cx:"12",cy:"12",r:"9.5"}),r("path",{d:"M2.5 12h19M12 2.5c-3.2 3.4-3.2 15.6 0 19M12 2.5c3.2 3.4 3.2 15.6 0 19M4.6 6.5h14.8M4.6 17.5h14.8"})]})}function Is(){return r("svg",{class:"icon",viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:[r("path",{d:"M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.7 1.7 2.6.6v3.4l-2.6.6-.7 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.7-.5 2.6h-3.4l-.6-2.6-1.7-.7-2.4 1.2-2.4-2.4 1.2-2.4-.7-1.7-2.6-.6v-3.4l2.6-.6.7-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"}),r("circle",{cx:"12",cy:"12",r:"3.2"})]})}function Bs({settings:e,setSettings:t,identity:a,forget:n,onClose:o}){return r("section",{class:"panel settings","aria-label":s("settings"),"data-testid":"settings",onKeyDown:i=>{i.key==="Escape"&&(i.preventDefault(),o())},children:[r("label",{children:[s("settings-speed")," ",r("select",{value:e.speed,onChange:i=>t({...e,speed:i.currentTarget.value}),children:["off","slow","normal","fast"].map(i=>r("option",{value:i,children:s(`speed-${i}`)},i))})]}),r("label",{children:[s("settings-card-size")," ",r("select",{value:e.cardSize,"data-testid":"card-size",onChange:i=>t({...e,cardSize:i.currentTarget.value}),children:aa.map(i=>r("option",{value:i,children:s(`card-size-${i}`)},i))})]}),r("label",{children:[r("input",{type:"checkbox",checked:e.highContrast,onChange:i=>t({...e,highContrast:i.currentTarget.checked})})," ",s("settings-high-contrast")]}),r("label",{children:[r("input",{type:"checkbox",checked:e.fourColour,onChange:i=>t({...e,fourColour:i.currentTarget.checked})})," ",s("settings-four-colour")]}),r(Qn,{}),a&&r("button",{type:"button",onClick:n,children:s("name-change")})]})}function Ks({onDone:e}){let[t,a]=x(""),[n,o]=x(null),i=async()=>{o(null);try{let d=await Q("POST","/api/identities",{name:t.trim()});e(d)}catch(d){o(d)}};return r("form",{class:"panel name-prompt",onSubmit:d=>{d.preventDefault(),i()},children:[r("h1",{children:s("app-title")}),r("p",{children:s("home-tagline")}),r("label",{for:"name",children:s("name-prompt")}),r("input",{id:"name",name:"name",autoComplete:"nickname",maxLength:24,required:!0,value:t,onInput:d=>a(d.currentTarget.value)}),n!==null&&r("p",{class:"refusal",role:"alert",children:X(n)}),r("button",{type:"submit",class:"primary",children:s("name-save")})]})}function Fs({code:e,identity:t,onUnknown:a}){let[n,o]=x(null);return j(()=>{Q("POST","/api/tables/join",{code:e},t.token).then(i=>F(`/table/${i.id}${i.seat===null?"?watch=1":""}`,!0),i=>{i instanceof re&&i.code==="not_authenticated"&&a(),o(i)})},[e,t.token]),n!==null?r("p",{class:"refusal",role:"alert",children:X(n)}):r("p",{class:"loading",role:"status",children:s("loading")})}function Gs({id:e,identity:t,settings:a,setSettings:n,onUnknown:o}){let i=new URLSearchParams(location.search),d=i.get("watch")==="1",l=i.get("sit"),c=Qr(e,t.token,d?"spectator":"player");return Jn(c),j(()=>{var u;((u=c.fatal)==null?void 0:u.code)==="not_authenticated"&&o()},[c.fatal]),j(()=>{l!==null&&c.snapshot&&c.snapshot.you.seat===null&&c.link==="open"&&(c.send({type:"sit",seat:Number(l)}),history.replaceState(null,"",`/table/${e}`))},[c.snapshot!==null,c.link]),r(U,{children:[c.link==="reconnecting"&&r("div",{class:"banner",role:"status","data-testid":"reconnecting",children:[s("link-reconnecting")," ",s("link-paused")]}),c.fatal&&r("p",{class:"refusal",role:"alert",children:qe(c.fatal)}),!c.fatal&&r(Vr,{state:c,settings:a,setSettings:n,guide:r(Un,{state:c})})]})}Wa(r(Ns,{}),document.getElementById("app"));
