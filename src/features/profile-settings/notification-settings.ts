import type { NotificationSettingsBody, NotificationSettingType } from '@/src/contracts/notifications';

export type Channel = keyof NotificationSettingType['channels'];
export const CHANNELS: Array<{ key: Channel; label: string }> = [
  { key: 'email', label: 'E-mail' },
  { key: 'interface', label: 'Interface' },
  { key: 'telegram', label: 'Telegram' },
];

/** One row of the form: the type's switches and, for types with one, the threshold as typed. */
export interface SettingDraft {
  id: string;
  name: string;
  channels: Record<Channel, boolean>;
  threshold: { value: string; default: string; unit: 'money' | 'percent' } | null;
}

export const draftsOf = (types: readonly NotificationSettingType[]): SettingDraft[] =>
  types.map((type) => ({
    id: type.id,
    name: type.name,
    channels: {
      email: type.channels.email.enabled,
      interface: type.channels.interface.enabled,
      telegram: type.channels.telegram.enabled,
    },
    threshold: type.threshold
      ? { value: type.threshold.value, default: type.threshold.default, unit: type.threshold.unit }
      : null,
  }));

/** The PUT body: every type with its switches; an emptied threshold goes back to its default (null). */
export const bodyOf = (drafts: readonly SettingDraft[]): NotificationSettingsBody => ({
  settings: drafts.map((draft) => ({
    id: draft.id as NotificationSettingsBody['settings'][number]['id'],
    channels: {
      email: { enabled: draft.channels.email },
      interface: { enabled: draft.channels.interface },
      telegram: { enabled: draft.channels.telegram },
    },
    ...(draft.threshold
      ? { threshold: draft.threshold.value.trim() === '' ? null : draft.threshold.value.trim() }
      : {}),
  })),
});

/** Errors keyed `settings.3.threshold` (server) → the message for row 3's threshold. */
export function thresholdErrorOf(errors: Record<string, string[]> | undefined, index: number): string[] | undefined {
  return errors?.[`settings.${index}.threshold`];
}
