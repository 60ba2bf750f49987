import { PAGE_SIZES } from '@portal/contract/constants';
import type { StatementStatus } from '@portal/contract/schemas';
import { tsr } from '../../api/client';
import { pagedList, usePagedQuery } from '../../api/paged';

/** How often a page with an entry or a slip still in progress is read again, until each has settled. */
export const IN_PROGRESS_POLL_MS = 5_000;

/** Spec §4: SUCCESS and FAILED are final; anything else is in progress. */
export const isSettled = (status: StatementStatus) => status === 'SUCCESS' || status === 'FAILED';

const pollWhileInProgress = (rows: readonly { status: StatementStatus }[] | undefined) =>
  rows?.some((row) => !isSettled(row.status)) ? IN_PROGRESS_POLL_MS : false;

/** POST /api/statement: the member's entries, newest first, 10 a page (spec §5, §9). */
const statementList = pagedList('statement', tsr.statement.list.mutate, (page) => page.total);

export const useStatementPage = (page: number) =>
  usePagedQuery(statementList, page, PAGE_SIZES.statement, (answer) => pollWhileInProgress(answer?.statements));

/** POST /api/statement/slip: the slips uploaded, newest first, 10 a page. */
const slipList = pagedList('slips', tsr.statement.slips.mutate, (page) => page.total);

export const useSlipPage = (page: number) =>
  usePagedQuery(slipList, page, PAGE_SIZES.slip, (answer) => pollWhileInProgress(answer?.slips));
