import './catalogue.css';

/** Grey cards in the shape of the catalogue's cards while a list loads, so nothing jumps when it arrives. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card">
          <div className="skeleton-card-photo skeleton-block" />
          <div className="skeleton-card-body">
            <div className="skeleton-line" style={{ width: '40%' }} />
            <div className="skeleton-line skeleton-line-lg" style={{ width: '80%' }} />
            <div className="skeleton-line" style={{ width: '95%' }} />
            <div className="skeleton-line" style={{ width: '60%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
