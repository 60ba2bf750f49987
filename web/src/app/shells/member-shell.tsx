import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChatIcon, DocumentIcon, HomeIcon, ListIcon, LogoutIcon, UserIcon } from '../../components/icons';
import { clearSession } from '../../lib/storage';
import { useHydrated } from '../../components/hydration';
import { BottomMenu } from './bottom-menu';
import { PageFrame } from './page-frame';
import styles from './shell.module.css';
import { TopBar } from './top-bar';

/** The member's shell: top bar with logout, the bottom menu of home, statement, conditions, contact, profile. */
export default function MemberShell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Pre-drawn before the app runs, the button could do nothing yet: it shows so (components/hydration.tsx).
  const hydrated = useHydrated();

  const logout = () => {
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
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
            { to: '/user/home', label: t('menu.home'), icon: HomeIcon },
            { to: '/user/statement', label: t('menu.statement'), icon: ListIcon },
            { label: t('menu.conditions'), icon: DocumentIcon, modal: 'conditions' },
            { to: '/user/contact', label: t('menu.contact'), icon: ChatIcon },
            { to: '/user/profile', label: t('menu.profile'), icon: UserIcon },
          ]}
        />
      }
    />
  );
}
