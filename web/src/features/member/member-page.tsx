import { Placeholder, type MemberScreen } from './placeholder';

/** The member screens of later releases (the spin wheel): a titled placeholder each. */
export default function MemberPage({ screen }: { screen: MemberScreen }) {
  return <Placeholder screen={screen} />;
}
