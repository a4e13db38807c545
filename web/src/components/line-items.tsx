import './line-items.css';

interface LineItem {
  label: string;
  value: string;
}

/**
 * What a purchase is made of, one line each, and what it comes to: the plans page's invoice before
 * paying and the dashboard's receipt after. Long values (payment ids) wrap onto their own line on phones.
 */
export function LineItems({ lines, total }: { lines: readonly LineItem[]; total: LineItem }) {
  return (
    <dl className="line-items">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <div className="line-items-total">
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
    </dl>
  );
}
