import Typography from 'antd/es/typography';
import { paragraphsOf } from './body-text';

/** An administrator's plain-text body as paragraphs of text (never HTML). */
export function BodyView({ body }: { body: string }) {
  return (
    <div data-testid="content-body">
      {paragraphsOf(body).map((p, i) => (
        <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
          {p}
        </Typography.Paragraph>
      ))}
    </div>
  );
}

/** A date of the wire (ISO-8601) as year-month-day (002 §9). */
export const dayOf = (iso: string): string => iso.slice(0, 10);
