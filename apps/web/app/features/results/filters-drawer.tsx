import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import styles from './filters-drawer.module.css';

type FiltersDrawerProps = { activeCount: number; matching: number; children: ReactNode };

const loadPanel = () => import('./filters-drawer-panel');
const FiltersDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.FiltersDrawerPanel })));

/**
 * Small screens: the filters slide in from the side, above the results. The drawer (React Aria's
 * modal, with the price slider inside) is loaded when the visitor reaches for the button, not with the
 * page's first paint (issue 18): the button is a plain one, and it stays in the page once opened so
 * React Aria can return focus to it.
 */
export function FiltersDrawer({ activeCount, matching, children }: FiltersDrawerProps) {
  const { t } = useTranslation('results');
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      <div className={styles.open}>
        <button
          type="button"
          className={joinClassNames(buttonStyles.button, styles.openButton)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          // A finger or pointer on its way: the drawer's code starts loading before the click.
          onPointerDown={() => void loadPanel()}
          onClick={open}
        >
          {activeCount > 0 ? t('filters.openActive', { count: activeCount }) : t('filters.open')}
        </button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel isOpen={isOpen} onOpenChange={setOpen} matching={matching}>
            {children}
          </FiltersDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
