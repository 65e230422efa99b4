import { Body, Controller, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { RouteReply } from '../../contract/define-route.js';
import { operationsRoutes as routes } from '../../contract/operations.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { JobRunner } from '../../core/jobs/job-runner.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { operatorOf } from '../admin-auth/admin-session.js';

/** Scheduled jobs for the admin: each job's schedule, next and last run, and a way to run one now. */
@Controller()
@UseGuards(AdminGuard)
export class JobsController {
  constructor(private readonly jobs: JobRunner) {}

  @Endpoint(routes.jobs)
  list(): Promise<RouteReply<typeof routes.jobs>> {
    return this.jobs.list();
  }

  @Endpoint(routes.runJob)
  async run(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.runJob>> {
    const { name } = parseInput(routes.runJob.params, params, 'path');
    const { runId } = await this.jobs.runNow(name, parseInput(routes.runJob.body, body), operatorOf(request));
    return { accepted: true as const, job: name, runId };
  }
}
