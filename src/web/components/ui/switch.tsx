import { Trans } from '@lingui/react/macro';

type SwitchProps = {
  isOn: boolean;
  onChange: (next: boolean) => void;
  /** Id of the element naming the switch (e.g. the feature's heading). */
  labelledBy: string;
  disabled?: boolean;
  describedBy?: string;
};

/**
 * An on/off switch: a button with role="switch" and aria-checked, named by another element. The
 * knob's position and colour show the state, and the "On"/"Off" text beside it says it in words.
 */
export function Switch({ isOn, onChange, labelledBy, disabled = false, describedBy }: SwitchProps) {
  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 ${
          isOn ? 'border-accent-700 bg-accent-700' : 'border-ink-muted bg-surface-muted'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow ring-1 ring-ink-muted/40 transition-transform motion-reduce:transition-none ${
            isOn ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5'
          }`}
        />
      </button>
      <span aria-hidden="true" className={`w-7 text-sm font-semibold ${isOn ? 'text-accent-800' : 'text-ink-muted'}`}>
        {isOn ? <Trans>On</Trans> : <Trans>Off</Trans>}
      </span>
    </span>
  );
}
