// The icon the owner app shows for each step type (outline, editor headers); every type must have one.
import type { StepType } from '@forms-engine/model';
import {
  Contact,
  FileText,
  FileUp,
  LayoutGrid,
  ListChecks,
  type LucideIcon,
  MapPin,
  MessageSquarePlus,
  SlidersHorizontal,
  SquareChevronDown,
  Star,
  Hash,
  TextCursorInput,
  CalendarClock,
  CalendarDays,
  ToggleRight,
} from 'lucide-react';

export const STEP_TYPE_ICONS = {
  tiles: LayoutGrid,
  multiSelect: ListChecks,
  dropdown: SquareChevronDown,
  slider: SlidersHorizontal,
  followup: MessageSquarePlus,
  textbox: TextCursorInput,
  location: MapPin,
  contact: Contact,
  documentUpload: FileUp,
  documentInfo: FileText,
  booking: CalendarClock,
  yesNo: ToggleRight,
  number: Hash,
  rating: Star,
  date: CalendarDays,
} satisfies Record<StepType, LucideIcon>;
