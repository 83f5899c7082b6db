import { useRef, useState } from 'react';
import { Card, Skeleton, Switch } from '@seller/design-system';
import type { Resource } from '../../../platform/data/use-resource';
import { settingsCopy } from '../copy';
import {
  Actions,
  LoadFailed,
  Notice,
  SaveNoticeText,
  SectionIntro,
  useSectionSave,
} from './section-parts';

const copy = settingsCopy.masking;

export interface MaskingSectionProps {
  /** A single brand is chosen: the flag is kept per brand. */
  brandChosen: boolean;
  /** Whether the brand's buyer phones are masked. */
  enabled: Resource<boolean>;
  /** Saves the flag under the key; resolves with it as saved. */
  onSave: (enabled: boolean, key: string) => Promise<boolean>;
}

/** Number masking (§3 maskingNumberEnabled): a switch that saves at once and applies at once. */
export function MaskingSection({ brandChosen, enabled, onSave }: MaskingSectionProps) {
  const wanted = useRef(false);
  // The switch shows a saved flag in the frame of the notice that says so, until the read's
  // answer changes: to that flag a moment later, or to another brand's.
  const [saved, setSaved] = useState<boolean | null>(null);
  const [answer, setAnswer] = useState(enabled.data);
  if (answer !== enabled.data) {
    setAnswer(enabled.data);
    setSaved(null);
  }
  const checked = saved ?? enabled.data;
  const { run, busy, notice } = useSectionSave((key) => onSave(wanted.current, key));

  const change = (next: boolean) => {
    if (busy) return;
    wanted.current = next;
    void run((value) => {
      setSaved(value);
      return value ? copy.on : copy.off;
    });
  };

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {!brandChosen ? (
        <Notice $tone="danger">{copy.noBrand}</Notice>
      ) : enabled.status === 'error' ? (
        <LoadFailed message={copy.loadFailed} onRetry={enabled.retry} />
      ) : checked === null ? (
        <Skeleton width={220} height={24} aria-label={copy.label} />
      ) : (
        <Actions>
          <Switch
            checked={checked}
            onCheckedChange={change}
            label={copy.label}
            stateLabels={copy.states}
            disabled={busy}
          />
          <SaveNoticeText notice={notice} />
        </Actions>
      )}
    </Card>
  );
}
