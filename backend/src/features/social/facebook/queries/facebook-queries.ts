import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ApiTestResult, FacebookPage } from '../../../../contract/social.contract.js';
import { illegalState } from '../../../../core/errors/domain-errors.js';
import { SocialAccountStreams, storedCredential } from '../../social-account-streams.js';
import { FacebookGraph } from '../facebook-graph.js';

/** Step two of the wizard: the pages a (long-lived) user token manages, each with its page token. Nothing is stored. */
export class ListFacebookPages extends Query<{ pages: FacebookPage[] }> {
  constructor(readonly userAccessToken: string) {
    super();
  }
}

@QueryHandler(ListFacebookPages)
export class ListFacebookPagesHandler implements IQueryHandler<ListFacebookPages> {
  constructor(private readonly graph: FacebookGraph) {}

  async execute({ userAccessToken }: ListFacebookPages) {
    const pages = await this.graph.managedPages(userAccessToken, { source: 'input', field: 'userAccessToken' });
    return { pages: pages.map((page) => ({ pageId: page.id, pageName: page.name, pageToken: page.accessToken })) };
  }
}

/** The connection test: the stored token reads its page. */
export class TestFacebookConnection extends Query<ApiTestResult> {}

@QueryHandler(TestFacebookConnection)
export class TestFacebookConnectionHandler implements IQueryHandler<TestFacebookConnection> {
  constructor(
    private readonly graph: FacebookGraph,
    private readonly streams: SocialAccountStreams,
  ) {}

  async execute(): Promise<ApiTestResult> {
    this.graph.app();
    const { token } = await this.streams.connection('facebook');
    const page = await this.graph.account(token, storedCredential('facebook'));
    return { success: true, message: `Connected to the page ${page.name} (${page.id})` };
  }
}

/** A permission test: whether the stored token was granted this permission, as Facebook's debug_token says. */
export class TestFacebookPermission extends Query<ApiTestResult> {
  constructor(readonly permission: string) {
    super();
  }
}

@QueryHandler(TestFacebookPermission)
export class TestFacebookPermissionHandler implements IQueryHandler<TestFacebookPermission> {
  constructor(
    private readonly graph: FacebookGraph,
    private readonly streams: SocialAccountStreams,
  ) {}

  async execute({ permission }: TestFacebookPermission): Promise<ApiTestResult> {
    this.graph.app();
    const { token } = await this.streams.connection('facebook');
    const credential = storedCredential('facebook');
    const inspection = await this.graph.inspect(token, credential);
    if (!inspection.valid) throw illegalState(`Facebook refused the stored token: ${inspection.problem ?? 'it is no longer valid'}. ${credential.fix}`);
    if (inspection.scopes.includes(permission)) return { success: true, message: `The ${permission} permission is granted` };
    return { success: false, message: `The ${permission} permission is not granted (granted: ${inspection.scopes.join(', ') || 'none'})` };
  }
}
