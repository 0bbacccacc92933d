// A listing's room type, as both listing forms ask for it: the listing form
// offers the spec's six, the older update form its own few.
import type { ComponentProps } from 'react';
import { NativeSelectField } from '@/components/form-fields';

type Props = Omit<ComponentProps<typeof NativeSelectField<string>>, 'label' | 'none'>;

export function RoomTypeField(props: Props) {
  return <NativeSelectField {...props} label="Room type" required none="Select a room type" />;
}
