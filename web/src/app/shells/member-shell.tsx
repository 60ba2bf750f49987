import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/texts';
import { useNavigate } from 'react-router-dom';
import { useSpinActive } from '../../api/queries';
import {
  ChatIcon,
  DocumentIcon,
  GiftIcon,
  HomeIcon,
  ListIcon,
  LogoutIcon,
  UserIcon,
  WheelIcon,
} from '../../components/icons';
import { paths } from '../../lib/pages';
import { clearSession } from '../../lib/storage';
import { useHydrated } from '../../components/hydration';
import { BottomMenu } from './bottom-menu';
import { PageFrame } from './page-frame';
import styles from './shell.module.css';
import { TopBar } from './top-bar';

/**
 * The member's shell: top bar with logout, the bottom menu of home, statement, conditions, contact, profile
 * (spec §2). On wide screens the menu is a rail with room to spare: it also offers the bonus page and, while a
 * wheel is active, the spin wheel, which on phones are reached from the home's tiles.
 */
export default function MemberShell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Pre-drawn before the app runs, the button could do nothing yet: it shows so (components/hydration.tsx).
  const hydrated = useHydrated();
  const spinActive = useSpinActive().data?.body.isActive === true;

  const logout = () => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <PageFrame
      topOffset
      topBar={
        <TopBar
          actions={
            <button
              type="button"
              className={styles.iconButton}
              onClick={logout}
              aria-label={t('logout')}
              disabled={!hydrated}
            >
              <LogoutIcon size={20} />
            </button>
          }
        />
      }
      menu={
        <BottomMenu
          label={t('menu.label')}
          items={[
            { to: paths.home, label: t('menu.home'), icon: HomeIcon },
            { to: paths.statement, label: t('menu.statement'), icon: ListIcon },
            { to: paths.bonus, label: t('menu.bonus'), icon: GiftIcon, wideOnly: true },
            ...(spinActive ? [{ to: paths.spin, label: t('menu.spin'), icon: WheelIcon, wideOnly: true }] : []),
            { label: t('menu.conditions'), icon: DocumentIcon, modal: 'conditions' },
            { to: paths.memberContact, label: t('menu.contact'), icon: ChatIcon },
            { to: paths.profile, label: t('menu.profile'), icon: UserIcon },
          ]}
        />
      }
    />
  );
}
