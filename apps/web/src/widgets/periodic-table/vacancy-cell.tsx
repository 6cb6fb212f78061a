import { useTranslation } from 'react-i18next';

/** The job-centre layout's virtual vacancy cell VA (002 §2.7): always shown selected, not a choice. */
export function VacancyCell({ column, row }: { column: number; row: number }) {
  const { i18n } = useTranslation();
  const label = i18n.resolvedLanguage === 'zh' ? 'VA 空位' : 'VA vacancy';
  return (
    <button
      type="button"
      aria-pressed
      aria-disabled
      aria-label={label}
      title={label}
      data-symbol="VA"
      data-state="selected"
      style={{
        gridColumn: column,
        gridRow: row,
        background: '#595959',
        color: '#ffffff',
        border: '1px solid #595959',
        borderRadius: 2,
        font: 'inherit',
        fontWeight: 600,
        cursor: 'default',
      }}
    >
      VA
    </button>
  );
}
