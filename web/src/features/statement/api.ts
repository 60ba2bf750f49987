import { PAGE_SIZES } from '@portal/contract/constants';
import { tsr } from '../../api/client';
import { pagedList, usePagedQuery } from '../../api/paged';

/** POST /api/statement: the member's entries, newest first, 10 a page (spec §5, §9). */
const statementList = pagedList('statement', tsr.statement.list.mutate, (page) => page.total);

export const useStatementPage = (page: number) => usePagedQuery(statementList, page, PAGE_SIZES.statement);
