// Each step type's name in the owner's words, as a text key: one per type, so a new type without a name fails to compile.
import type { StepType } from '@forms-engine/model';
import type { MessageKey } from '../../i18n/en.ts';

export const STEP_TYPE_NAMES = {
  tiles: 'builder.type.tiles',
  multiSelect: 'builder.type.multiSelect',
  dropdown: 'builder.type.dropdown',
  slider: 'builder.type.slider',
  followup: 'builder.type.followup',
  textbox: 'builder.type.textbox',
  location: 'builder.type.location',
  contact: 'builder.type.contact',
  documentUpload: 'builder.type.documentUpload',
  documentInfo: 'builder.type.documentInfo',
  booking: 'builder.type.booking',
  yesNo: 'builder.type.yesNo',
  number: 'builder.type.number',
  rating: 'builder.type.rating',
} as const satisfies Record<StepType, MessageKey>;

/** The key of a type's name; a type this app does not know (an old or foreign config) has none. */
export function stepTypeNameKey(type: string): MessageKey | null {
  return (STEP_TYPE_NAMES as Record<string, MessageKey | undefined>)[type] ?? null;
}
