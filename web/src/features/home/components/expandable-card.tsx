// A home card whose whole list opens in a window (Latest News' Expand, Links' More) where the county offers it.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { Modal } from '#src/components/modal.tsx';
import { Card } from './card.tsx';

export function ExpandableCard(props: {
  id: string;
  /** the card's and the window's title */
  title: string;
  /** the button: whether it shows (the county offers more and there is something to show), its text and name */
  expand: { shown: boolean; label: string; name: string };
  /** what the window shows */
  full: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <Card
      id={props.id}
      title={props.title}
      action={
        props.expand.shown && (
          <Button variant="ghost" onClick={() => setExpanded(true)} aria-label={props.expand.name}>
            {props.expand.label}
          </Button>
        )
      }
    >
      {props.children}
      {expanded && (
        <Modal
          size="lg"
          title={props.title}
          onClose={() => setExpanded(false)}
          footer={<Button onClick={() => setExpanded(false)}>{t('Close')}</Button>}
        >
          {props.full}
        </Modal>
      )}
    </Card>
  );
}
