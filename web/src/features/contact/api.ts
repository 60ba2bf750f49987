import { tsr } from '../../api/client';

/** GET /api/lookup/contact: the support text, QR image, account link and name. */
export const useContact = () => tsr.lookup.contact.useQuery({ queryKey: ['lookup', 'contact'], staleTime: 5 * 60_000 });
