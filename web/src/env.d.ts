// esbuild bundles the message catalogs as text (build.mjs: loader ".ftl": "text").
declare module "*.ftl" {
  const text: string;
  export default text;
}
