import { useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useLocation } from 'react-router-dom';
import { ChatIcon, LoginIcon, PlayCircleIcon, UserPlusIcon } from '../../components/icons';
import { clearSession, getToken } from '../../lib/storage';
import { BottomMenu } from './bottom-menu';
import { paths, pathsWithoutTopOffset } from '../../lib/pages';
import { PageFrame } from './page-frame';
import { TopBar } from './top-bar';

/** A visit to the public area while holding a token ends that session (spec §2). */
function clearHeldSession(): true {
  if (getToken()) clearSession();
  return true;
}

/** The visitor's shell: top bar and the bottom menu of login, register, how-to and contact. */
export function PublicShell() {
  useState(clearHeldSession);
  const { t } = useTranslation('shell');
  const topOffset = !pathsWithoutTopOffset.includes(useLocation().pathname);
  return (
    <PageFrame
      topOffset={topOffset}
      topBar={<TopBar overlay={!topOffset} />}
      menu={
        <BottomMenu
          label={t('menu.label')}
          items={[
            { to: paths.login, label: t('menu.login'), icon: LoginIcon },
            { to: paths.register, label: t('menu.register'), icon: UserPlusIcon },
            { to: paths.howto, label: t('menu.howto'), icon: PlayCircleIcon },
            { to: paths.contact, label: t('menu.contact'), icon: ChatIcon },
          ]}
        />
      }
    />
  );
}
