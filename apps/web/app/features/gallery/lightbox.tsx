import {
  acceptWheel,
  canSwipe,
  readSwipe,
  readWheel,
  stepZoom,
  wrapIndex,
  ZOOM_MAX,
  ZOOM_MIN,
  type ZoomDirection,
} from '@travel/domain/lightbox';
import { type PointerEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { AriaLocale } from '../../ui/aria-locale';
import type { LightboxItem } from './gallery';
import styles from './lightbox.module.css';
import { useGalleryTranslation } from './use-gallery-translation';

/** Spec §4: an image is loading until its load event, and broken after an error event. */
type ImageStatus = 'loading' | 'loaded' | 'error';

const ZOOM_ANIMATION_MS = 150;

/** The zoom library sizes its boxes to their content; the stage fixes the size instead. */
const FILL = { width: '100%', height: '100%' } as const;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type LightboxProps = {
  items: readonly LightboxItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The images one at a time in a modal dialog (React Aria: focus kept inside, Escape closes, focus goes
 * back to the thumbnail), zoomed and panned with react-zoom-pan-pinch. Spec §9's rules come from the
 * domain: zoom steps of 0.12 between 0.1 and 3, the wheel at most once per 80 ms, a swipe past 50 px.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useGalleryTranslation();
  const current = wrapIndex(index, items.length);
  const item = items[current];
  const zoomRef = useRef<ReactZoomPanPinchRef | null>(null);
  const [view, setView] = useState<{ src: string; status: ImageStatus }>({
    src: item?.src ?? '',
    status: 'loading',
  });
  // Another image starts over, loading (its stage, keyed by src, starts at full size).
  if (item && view.src !== item.src) setView({ src: item.src, status: 'loading' });
  const setStatus = (status: ImageStatus) => setView((previous) => ({ ...previous, status }));

  const show = (step: 1 | -1) => onIndexChange(wrapIndex(current + step, items.length));
  const zoom = (direction: ZoomDirection, at?: { x: number; y: number }) => {
    const controls = zoomRef.current;
    const wrapper = controls?.instance.wrapperComponent;
    if (!controls || !wrapper) return;
    const box = wrapper.getBoundingClientRect();
    const point = at ?? { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const scale = stepZoom(controls.state.scale, direction);
    void controls.zoomToPoint(scale, point.x, point.y, prefersReducedMotion() ? 0 : ZOOM_ANIMATION_MS);
  };

  // Arrow keys change image anywhere in the dialog; + and - zoom.
  const keys = useRef({ show, zoom });
  keys.current = { show, zoom };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = {
        ArrowRight: () => keys.current.show(1),
        ArrowLeft: () => keys.current.show(-1),
        '+': () => keys.current.zoom('in'),
        '=': () => keys.current.zoom('in'),
        '-': () => keys.current.zoom('out'),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!item) return null;
  const hasSeveral = items.length > 1;
  return (
    <AriaLocale>
      <ModalOverlay
        className={styles.overlay}
        isOpen
        isDismissable
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            <header className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {item.title}
              </Heading>
              {hasSeveral && (
                <p className={styles.position} aria-live="polite">
                  {t('position', { current: current + 1, total: items.length })}
                </p>
              )}
              <Button slot="close" className={styles.button}>
                <CloseIcon />
                <span>{t('close')}</span>
              </Button>
            </header>
            <LightboxStage
              key={item.src}
              item={item}
              status={view.status}
              zoomRef={zoomRef}
              onStatus={setStatus}
              onSwipe={(direction) => show(direction === 'next' ? 1 : -1)}
              onWheelZoom={zoom}
            />
            {/* Never disabled: a disabled button loses focus (and Escape with it); at a bound or without an
              image a zoom simply does nothing. */}
            <div className={styles.toolbar}>
              <Button className={styles.button} onPress={() => zoom('out')}>
                <ZoomIcon direction="out" />
                <span>{t('zoomOut')}</span>
              </Button>
              <Button className={styles.button} onPress={() => zoom('in')}>
                <ZoomIcon direction="in" />
                <span>{t('zoomIn')}</span>
              </Button>
              {hasSeveral && (
                <>
                  <Button className={styles.button} onPress={() => show(-1)}>
                    <ArrowIcon direction="previous" />
                    <span>{t('previous')}</span>
                  </Button>
                  <Button className={styles.button} onPress={() => show(1)}>
                    <span>{t('next')}</span>
                    <ArrowIcon direction="next" />
                  </Button>
                </>
              )}
            </div>
            {hasSeveral && <p className={styles.hint}>{t('hint')}</p>}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}

type StageProps = {
  item: LightboxItem;
  status: ImageStatus;
  zoomRef: RefObject<ReactZoomPanPinchRef | null>;
  onStatus: (status: ImageStatus) => void;
  onSwipe: (direction: 'next' | 'previous') => void;
  onWheelZoom: (direction: ZoomDirection, at: { x: number; y: number }) => void;
};

/** One image: its zoom and pan, the wheel, swipes, and its loading and broken states. */
function LightboxStage({ item, status, zoomRef, onStatus, onSwipe, onWheelZoom }: StageProps) {
  const { t } = useGalleryTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const reducedMotion = prefersReducedMotion();

  // React's wheel listener is passive, so the page would scroll too: this one is not.
  const wheel = useRef(onWheelZoom);
  wheel.current = onWheelZoom;
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    let lastAcceptedAt: number | null = null;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const direction = readWheel(event.deltaY);
      if (!direction || !acceptWheel(lastAcceptedAt, event.timeStamp)) return;
      lastAcceptedAt = event.timeStamp;
      wheel.current(direction, { x: event.clientX, y: event.clientY });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const endSwipe = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    setDragging(false);
    if (!start || !canSwipe(zoomRef.current?.state.scale ?? 1)) return;
    const direction = readSwipe(event.clientX - start.x, event.clientY - start.y);
    if (direction) onSwipe(direction);
  };

  return (
    <div
      ref={stageRef}
      className={styles.stage}
      data-status={status}
      data-dragging={dragging || undefined}
      onPointerDown={(event) => {
        if (!event.isPrimary) return;
        swipeStart.current = { x: event.clientX, y: event.clientY };
        setDragging(true);
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        swipeStart.current = null;
        setDragging(false);
      }}
    >
      {status !== 'error' && (
        <TransformWrapper
          ref={zoomRef}
          minScale={ZOOM_MIN}
          maxScale={ZOOM_MAX}
          initialScale={1}
          centerZoomedOut
          wheel={{ disabled: true }}
          doubleClick={{ disabled: true }}
          zoomAnimation={{ disabled: reducedMotion }}
          velocityAnimation={{ disabled: reducedMotion }}
        >
          <TransformComponent wrapperStyle={FILL} contentStyle={FILL}>
            <img
              className={styles.image}
              src={item.src}
              alt={item.alt}
              onLoad={() => onStatus('loaded')}
              onError={() => onStatus('error')}
            />
          </TransformComponent>
        </TransformWrapper>
      )}
      {status === 'loading' && (
        <div role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className={styles.broken}>
          <BrokenImageIcon />
          <p>{t('broken')}</p>
        </div>
      )}
    </div>
  );
}

/** A decorative line icon: the buttons say what they do in words. */
function Icon({ children, className = styles.icon }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

function ZoomIcon({ direction }: { direction: ZoomDirection }) {
  return (
    <Icon>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d={direction === 'in' ? 'M8 10.5h5M10.5 8v5M15.5 15.5L20 20' : 'M8 10.5h5M15.5 15.5L20 20'} />
    </Icon>
  );
}

function ArrowIcon({ direction }: { direction: 'next' | 'previous' }) {
  return (
    <Icon>
      <path d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
    </Icon>
  );
}

/** A picture frame with a tear across it. */
function BrokenImageIcon() {
  return (
    <Icon className={styles.brokenIcon}>
      <path d="M4 5h16v9l-3-2-3 3-2-2M4 5v14h7l1-3 2 1 2-2 4 3" />
      <circle cx="9" cy="9.5" r="1.5" />
    </Icon>
  );
}
