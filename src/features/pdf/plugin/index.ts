/**
 * Docusaurus plugin: the printed manuals (README.md here). The site build
 * only writes, per locale, each docs section's pages in its sidebar's tree
 * (`_deploy/pdf-plan.<locale>.json`, ../shared/plan.ts); `npm run build:pdf`
 * (./buildPdf.ts) prints them with Chromium once the whole site is built.
 * The landing's "Download PDF" link comes with the theme (../client).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {siteConfig as tessera} from '../../../../site.config';
import {siteRoot} from '../../../lib/plugin/siteRoot';
import type {PropItem} from '../../catalog/shared/data';
import {checkSidebarsContract, versionSidebars} from '../../catalog/plugin/sidebars';
import {planFile, type LocalePlan, type PlanNode, type SectionPlan} from '../shared/plan';

/**
 * The route folders of the generated references (REST and OData from the OpenAPI description, the
 * viewer library's from its TSDoc) below a locale's base URL: hundreds of small pages, each an
 * operation, schema or type, read on the site where search and the reference's own navigation are;
 * a manual's links to them go to the site.
 */
export function generatedReferenceRoutes(baseUrl: string): string[] {
  const dirs = [tessera.openapiReference.outDir, tessera.viewerReference.outDir];
  return dirs.flatMap((dir) => {
    const section = tessera.sections.find((s) => dir.startsWith(`${s.dir}/`));
    return section ? [`${baseUrl}${section.routeBasePath}/${dir.slice(section.dir.length + 1)}/`] : [];
  });
}

/**
 * Sidebar items as the printer reads them: unlisted pages, HTML items, links out of the section and
 * the generated references (`leftOut`, route prefixes) dropped.
 */
export function planNodes(
  items: readonly PropItem[],
  sectionBase: string,
  leftOut: readonly string[] = [],
): PlanNode[] {
  // Sidebars link a page without its trailing slash; the site's address (and the page's own links) have it.
  const slash = (href: string): string => (href.endsWith('/') ? href : `${href}/`);
  const printed = (href: string): boolean =>
    href.startsWith(sectionBase) && !leftOut.some((prefix) => href.startsWith(prefix));
  return items.flatMap((item): PlanNode[] => {
    if (item.type === 'link') {
      if (item.unlisted || !printed(item.href)) return [];
      return [{label: item.label, href: slash(item.href)}];
    }
    if (item.type === 'category') {
      const href = item.href && !item.linkUnlisted && printed(item.href) ? slash(item.href) : undefined;
      const children = planNodes(item.items, sectionBase, leftOut);
      if (!href && children.length === 0) return [];
      return [{label: item.label, ...(href ? {href} : {}), items: children}];
    }
    return [];
  });
}

export default function pdfPlugin(context: LoadContext): Plugin {
  let sections: SectionPlan[] = [];
  // The manuals follow the sections' sidebars, read through the catalog's checked reader.
  checkSidebarsContract(context.siteDir);
  return {
    name: 'tessera-pdf',
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent | undefined>;
      sections = [];
      for (const section of tessera.sections) {
        const version = docs[section.id]?.loadedVersions[0];
        if (!version) continue;
        const landing = `${context.siteConfig.baseUrl}${section.routeBasePath}/`;
        const landingDoc = version.docs.find((doc) => doc.permalink === landing);
        const sidebar: readonly PropItem[] | undefined = versionSidebars(version)[0];
        const items = planNodes(sidebar ?? [], landing, generatedReferenceRoutes(context.siteConfig.baseUrl));
        if (!landingDoc || items.length === 0) continue;
        sections.push({id: section.id, title: landingDoc.title, landing, items});
      }
    },
    async postBuild({outDir}) {
      const {baseUrl} = context.siteConfig;
      const locale = context.i18n.currentLocale;
      const plan: LocalePlan = {
        locale,
        htmlLang: context.i18n.localeConfigs[locale]?.htmlLang ?? locale,
        baseUrl,
        sections,
      };
      const dir = path.join(siteRoot(outDir, baseUrl), tessera.hosting.deployDir);
      fs.mkdirSync(dir, {recursive: true});
      fs.writeFileSync(path.join(dir, planFile(locale)), JSON.stringify(plan, null, 1));
    },
  };
}
