// What "deck verified" proves, and how to check a match yourself.
import { t } from "./i18n";

export function Fair() {
  return (
    <article class="panel fair" data-testid="fair">
      <h1>{t("fair-title")}</h1>
      <p>{t("fair-body-1")}</p>
      <p>{t("fair-body-2")}</p>
      <p>{t("fair-body-4")}</p>
      <p>{t("fair-body-3")}</p>
      <pre><code>pip install ginrummy{"\n"}ginrummy verify RECORD.json</code></pre>
    </article>
  );
}
