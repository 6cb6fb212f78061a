import type { DragEndEvent } from '@dnd-kit/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addForceField, availableForceFields, moveForceField, removeForceField } from './force-field-picking';

const AVAILABLE = 'available';
const SELECTED = 'selected';
const availableId = (name: string): string => `available:${name}`;
const selectedId = (name: string): string => `selected:${name}`;
const nameOf = (id: string): string => id.slice(id.indexOf(':') + 1);

/**
 * The drag-and-drop force-field picker of 000 §2: drag from the available list into the selected list,
 * reorder the selected list, drag back to remove. The +/× buttons do the same without a pointer.
 */
export interface ForceFieldPickerProps {
  readonly offered: readonly string[];
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** Premium users may select more than FORCE_FIELD_LIMIT force fields (000 §5, §6). */
  readonly premium: boolean;
}

export function ForceFieldPicker({ offered, selected, onChange, premium }: ForceFieldPickerProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const available = availableForceFields(offered, selected);

  const add = (name: string, index?: number): void => {
    const result = addForceField(selected, name, premium, index);
    if (!result.ok) {
      void message.error(t('forceFields.limit'));
      return;
    }
    onChange(result.selected);
  };
  const remove = (name: string): void => onChange(removeForceField(selected, name));

  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over === null) return;
    const from = String(active.id);
    const to = String(over.id);
    const name = nameOf(from);
    const toSelected = to === SELECTED || to.startsWith('selected:');
    if (from.startsWith('available:') && toSelected) {
      add(name, to === SELECTED ? undefined : selected.indexOf(nameOf(to)));
    } else if (from.startsWith('selected:') && toSelected && to !== SELECTED) {
      onChange(moveForceField(selected, name, nameOf(to)));
    } else if (from.startsWith('selected:') && (to === AVAILABLE || to.startsWith('available:'))) {
      remove(name);
    }
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Flex gap="middle" data-testid="force-field-picker">
        <Column id={AVAILABLE} title={t('forceFields.available')}>
          {available.length === 0 && (
            <Typography.Text type="secondary">{t('forceFields.noneAvailable')}</Typography.Text>
          )}
          {available.map((name) => (
            <AvailableItem
              key={name}
              name={name}
              onAdd={() => add(name)}
              addLabel={t('forceFields.add', { name })}
            />
          ))}
        </Column>
        <Column id={SELECTED} title={t('forceFields.selected')}>
          <SortableContext items={selected.map(selectedId)} strategy={verticalListSortingStrategy}>
            {selected.length === 0 && (
              <Typography.Text type="secondary">{t('forceFields.dropHere')}</Typography.Text>
            )}
            {selected.map((name) => (
              <SelectedItem
                key={name}
                name={name}
                onRemove={() => remove(name)}
                removeLabel={t('forceFields.remove', { name })}
              />
            ))}
          </SortableContext>
        </Column>
      </Flex>
    </DndContext>
  );
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Flex
      vertical
      gap="small"
      ref={setNodeRef}
      data-testid={`force-fields-${id}`}
      style={{
        flex: 1,
        minHeight: 120,
        padding: 8,
        border: `1px dashed ${isOver ? '#1677ff' : '#d9d9d9'}`,
        borderRadius: 8,
      }}
    >
      <Typography.Text strong>{title}</Typography.Text>
      {children}
    </Flex>
  );
}

const ITEM_STYLE = {
  padding: '4px 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
} as const;

/** The name is the drag handle (pointer or keyboard: Space, arrows, Space); the button beside it clicks. */
const HANDLE_STYLE = { flex: 1, cursor: 'grab', touchAction: 'none' } as const;

function AvailableItem({ name, onAdd, addLabel }: { name: string; onAdd: () => void; addLabel: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: availableId(name),
  });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      justify="space-between"
      data-testid="force-field-available"
      data-name={name}
      style={{ ...ITEM_STYLE, transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.6 : 1 }}
    >
      <span style={HANDLE_STYLE} {...attributes} {...listeners}>
        {name}
      </span>
      <Button size="small" type="text" aria-label={addLabel} onClick={onAdd}>
        +
      </Button>
    </Flex>
  );
}

function SelectedItem({
  name,
  onRemove,
  removeLabel,
}: {
  name: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: selectedId(name),
  });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      justify="space-between"
      data-testid="force-field-selected"
      data-name={name}
      style={{
        ...ITEM_STYLE,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <span style={HANDLE_STYLE} {...attributes} {...listeners}>
        {name}
      </span>
      <Button size="small" type="text" aria-label={removeLabel} onClick={onRemove}>
        ×
      </Button>
    </Flex>
  );
}
