import { TIMEOUTS } from '@portal/contract/constants';
import type { SpinSlice } from '@portal/contract/schemas';
import type { z } from 'zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SPIN_EASING, wheelSize } from './wheel-math';
import styles from './spin.module.css';

type Slice = z.infer<typeof SpinSlice>;

/** The wheel's size now, and again 500 ms after the window stops resizing (spec §9). */
function useWheelSize(): number {
  const [size, setSize] = useState(() => wheelSize(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resized = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(wheelSize(window.innerWidth)), TIMEOUTS.wheelResizeDebounceMs);
    };
    window.addEventListener('resize', resized);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', resized);
    };
  }, []);
  return size;
}

/** The label in at most `width` pixels: smaller type first, then cut with an ellipsis. */
function fitLabel(
  context: CanvasRenderingContext2D,
  label: string,
  width: number,
  font: (px: number) => string,
  px: number,
) {
  let size = px;
  context.font = font(size);
  while (context.measureText(label).width > width && size > px * 0.7) {
    size -= 1;
    context.font = font(size);
  }
  if (context.measureText(label).width <= width) return label;
  let cut = label;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Draws the slices on a canvas at the screen's pixel density (sharp on high-density screens): each slice in
 * its colours, its label along its middle, read from the rim inwards. The labels wait for the app's Thai and
 * Lao fonts, which load only for text that needs them.
 */
function drawWheel(canvas: HTMLCanvasElement, slices: readonly Slice[], size: number): void {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const radius = size / 2;
  const step = (2 * Math.PI) / slices.length;
  const family = getComputedStyle(canvas).fontFamily;
  const font = (px: number) => `600 ${px}px ${family}`;
  const labelPx = Math.max(11, Math.min(18, Math.round(size * 0.05)));

  context.clearRect(0, 0, size, size);
  context.translate(radius, radius);
  slices.forEach((slice, index) => {
    // Slice 0 starts at the top (−90°) and the slices follow clockwise (wheel-math.ts).
    const start = -Math.PI / 2 + index * step;
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, radius - 2, start, start + step);
    context.closePath();
    context.fillStyle = slice.bgColor;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = 'rgba(11, 15, 26, 0.55)';
    context.stroke();

    context.save();
    // Labels run along the slice's middle from the rim inwards; on the left half they are turned over, so
    // that none reads upside down.
    const middle = start + step / 2;
    const leftHalf = Math.cos(middle) < 0;
    context.rotate(leftHalf ? middle + Math.PI : middle);
    context.fillStyle = slice.textColor;
    context.textAlign = leftHalf ? 'left' : 'right';
    context.textBaseline = 'middle';
    const label = fitLabel(context, slice.label, radius * 0.62, font, labelPx);
    context.fillText(label, leftHalf ? -(radius - 14) : radius - 14, 0);
    context.restore();
  });
  context.beginPath();
  context.arc(0, 0, radius - 2, 0, 2 * Math.PI);
  context.lineWidth = 4;
  context.strokeStyle = '#e8b84f';
  context.stroke();
}

interface WheelProps {
  slices: readonly Slice[];
  /** Degrees the wheel is turned clockwise. */
  rotation: number;
  /** How long the turn to `rotation` takes; 0 to jump there. */
  durationMs: number;
  /** Counts the turns asked for: each new one ends with `onTurned` (0: none asked yet). */
  turn: number;
  /** The turn has ended (also when it was a jump). */
  onTurned: () => void;
  /** The centre button. */
  children: ReactNode;
  label: string;
}

/** The wheel (spec §2): a canvas that turns to `rotation`, the pointer at the top, the spin button in the middle. */
export function Wheel({ slices, rotation, durationMs, turn, onTurned, children, label }: WheelProps) {
  const size = useWheelSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const turned = useRef(onTurned);
  useEffect(() => {
    turned.current = onTurned;
  }, [onTurned]);

  useEffect(() => {
    const node = canvas.current;
    if (!node) return;
    drawWheel(node, slices, size);
    let live = true;
    const family = getComputedStyle(node).fontFamily;
    const text = slices.map((slice) => slice.label).join('');
    void document.fonts?.load(`600 16px ${family}`, text).then(() => {
      if (live) drawWheel(node, slices, size);
    });
    return () => {
      live = false;
    };
  }, [slices, size]);

  // A turn ends when its time is up (not on transitionend, which a hidden tab may never fire).
  useEffect(() => {
    if (turn === 0) return;
    const timer = setTimeout(() => turned.current(), durationMs);
    return () => clearTimeout(timer);
  }, [turn, durationMs]);

  return (
    <div className={styles.wheel} style={{ width: size, height: size }}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        role="img"
        aria-label={label}
        data-testid="wheel"
        style={{
          width: size,
          height: size,
          transform: `rotate(${rotation}deg)`,
          transition: durationMs > 0 ? `transform ${durationMs}ms ${SPIN_EASING}` : 'none',
        }}
      />
      <span className={styles.pointer} aria-hidden="true" />
      <div className={styles.hub}>{children}</div>
    </div>
  );
}
