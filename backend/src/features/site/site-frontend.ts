import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type FrontendBuild, inlineScriptHashes, loadFrontendBuild } from './frontend-build.js';
import { compileTemplate, inlineStylesheets, type PageParts, screenModules } from './page-template.js';
import { securityHeaders } from './security-headers.js';
import { loadStaticAssets, type StaticAsset } from './static-assets.js';

/** Where the built frontend is read from; a test points it elsewhere. */
export const FRONTEND_DIST_DIR = Symbol('FRONTEND_DIST_DIR');

type LoadedFrontend = {
  build: FrontendBuild;
  assets: Map<string, StaticAsset>;
  page: (parts: PageParts) => string;
  screenModules: (modules: string[]) => string;
};

/**
 * The built frontend as the server uses it: the page template, the files of the browser bundle in
 * memory, the server entry, and the security headers, whose script hashes come from the template.
 * Without a build (the backend on its own) the API works and pages answer 404.
 */
@Injectable()
export class SiteFrontend implements OnModuleInit {
  private readonly logger = new Logger(SiteFrontend.name);
  private loaded: LoadedFrontend | null = null;
  private headers: Record<string, string>;
  private readonly merged = new WeakMap<Record<string, string>, { security: Record<string, string>; headers: Record<string, string> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FRONTEND_DIST_DIR) private readonly dist: string | undefined,
  ) {
    this.headers = securityHeaders(config, []);
  }

  async onModuleInit(): Promise<void> {
    const build = await loadFrontendBuild(this.dist);
    if (!build) {
      this.logger.warn('No frontend build found (run npm run build): serving the API only.');
      return;
    }
    const assets = loadStaticAssets(build.clientDir);
    const template = inlineStylesheets(build.template, (path) => assets.get(path)?.representation.body.toString('utf8'));
    this.loaded = { build, assets, page: compileTemplate(template), screenModules: screenModules(build.manifest) };
    this.headers = securityHeaders(this.config, inlineScriptHashes(build.template));
  }

  get ready(): LoadedFrontend | null {
    return this.loaded;
  }

  /** Content-Security-Policy, HSTS and the rest, for every answer of the app. */
  get securityHeaders(): Record<string, string> {
    return this.headers;
  }

  /**
   * The security headers with an answer's own headers, merged once per headers object (callers
   * pass constants), so a cached answer builds no header object per request.
   */
  headersWith(own: Record<string, string>): Record<string, string> {
    let merged = this.merged.get(own);
    if (!merged || merged.security !== this.headers) {
      merged = { security: this.headers, headers: { ...this.headers, ...own } };
      this.merged.set(own, merged);
    }
    return merged.headers;
  }

  asset(path: string): StaticAsset | undefined {
    return this.loaded?.assets.get(path);
  }
}
