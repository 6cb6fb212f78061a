import type { Notice } from '@topoforge/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchNotices } from './content-api';
import type { RotationEvent } from './notice-rotation';
import { NOTICE_ROTATE_MS, NOTICE_SLIDE_MS, ROTATION_START, rotationStep } from './notice-rotation';
import { useRemote } from './use-remote';

const LINE = 28;
const BAR_STYLE = { background: '#fffbe6', borderBottom: '1px solid #ffe58f', paddingInline: 24 };

/**
 * The rotating notice banner (002 §1, §9): published notices, each sliding in after 2000 ms (500 ms
 * slide), paused while the pointer is over it. Mini form: one line with the title; expanded form: the
 * title, text and link of the current notice. Without notices there is no banner.
 */
export function NoticeBanner() {
  const remote = useRemote(fetchNotices, 'notices');
  const notices = remote.state === 'done' ? remote.data : [];
  if (notices.length === 0) return null;
  return <RotatingNotices notices={notices} />;
}

function RotatingNotices({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const count = notices.length;
  const [rotation, dispatch] = useReducer(
    (state: typeof ROTATION_START, event: RotationEvent) => rotationStep(state, event, count),
    ROTATION_START,
  );
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => dispatch('tick'), NOTICE_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, []);
  const current = notices[rotation.index % count] ?? notices[0];
  return (
    <div
      style={BAR_STYLE}
      data-testid="notice-banner"
      data-index={rotation.index}
      data-paused={rotation.paused}
      data-form={expanded ? 'expanded' : 'mini'}
      onMouseEnter={() => dispatch('enter')}
      onMouseLeave={() => dispatch('leave')}
    >
      <Flex align="center" gap="middle" style={{ minHeight: LINE + 8 }}>
        <Typography.Text strong>{t('site.notices.label')}</Typography.Text>
        <div style={{ height: LINE, overflow: 'hidden', flex: 1, minWidth: 0 }} aria-live="polite">
          <div
            style={{
              transform: `translateY(-${rotation.index * LINE}px)`,
              transition: `transform ${NOTICE_SLIDE_MS}ms ease-in-out`,
            }}
          >
            {notices.map((n, i) => (
              <div
                key={n.id}
                style={{ height: LINE, lineHeight: `${LINE}px` }}
                aria-hidden={i !== rotation.index}
              >
                <Typography.Text ellipsis data-testid={i === rotation.index ? 'notice-current' : undefined}>
                  {n.title}
                </Typography.Text>
              </div>
            ))}
          </div>
        </div>
        <Button type="link" size="small" data-testid="notice-toggle" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('site.notices.collapse') : t('site.notices.expand')}
        </Button>
      </Flex>
      {expanded && current !== undefined && (
        <div data-testid="notice-expanded" style={{ paddingBottom: 12 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {current.title}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 4 }}>
            {current.text}
          </Typography.Paragraph>
          {current.link !== null && <NoticeLink link={current.link} label={t('site.notices.more')} />}
        </div>
      )}
    </div>
  );
}

/** A site path stays in the app; an http(s) address (the server allows no other) opens in a new tab. */
function NoticeLink({ link, label }: { link: string; label: string }) {
  if (link.startsWith('/')) return <Link to={link}>{label}</Link>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
