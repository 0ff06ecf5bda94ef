import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import styles from './filters-drawer.module.css';

type FiltersDrawerProps = {
  activeCount: number;
  matching: number;
  children: ReactNode;
  /**
   * The filters for a page without script, which cannot open the drawer: in the page under a
   * disclosure instead. Rendered inside a `<noscript>`, so it must hold no `<noscript>` of its own.
   */
  withoutScript: ReactNode;
};

const loadPanel = () => import('./filters-drawer-panel');
const FiltersDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.FiltersDrawerPanel })));

/**
 * Small screens: the filters slide in from the side, above the results. The drawer (React Aria's
 * modal, with the price slider inside) is loaded when the visitor reaches for the button, not with the
 * page's first paint (issue 18): the button is a plain one, and it stays in the page once opened so
 * React Aria can return focus to it. A page without script gets a `<details>` in the button's place,
 * the filters as a form inside it; with script that `<noscript>` is inert and the page unchanged.
 */
export function FiltersDrawer({ activeCount, matching, children, withoutScript }: FiltersDrawerProps) {
  const { t } = useTranslation('results');
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpen(true);
  };
  const label = activeCount > 0 ? t('filters.openActive', { count: activeCount }) : t('filters.open');
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
          {label}
        </button>
        <noscript>
          {/* The button needs script; the disclosure stands in for it, also from lg, where a page with
              script moves the filters to the sidebar. */}
          <style>{`button.${styles.openButton}{display:none}.${styles.open}{display:block}`}</style>
          <details className={styles.inPage}>
            <summary className={joinClassNames(buttonStyles.button, styles.openButton)}>{label}</summary>
            {withoutScript}
          </details>
        </noscript>
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
