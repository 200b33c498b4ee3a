import type { SigningView } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Fragment, type ReactNode } from 'react';
import { DownloadPdf } from './DownloadPdf.tsx';

/** One part of the ticket: a heading and its rows, or what says there are none. */
function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="tac-sign__stack tac-sign__stack--tight" aria-label={title}>
      <h3>{title}</h3>
      {empty ? <p className="tac-sign__small tac-sign__muted">None</p> : children}
    </section>
  );
}

/** A part's lines; the last column (hours, quantity) lines up at the end. */
function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const end = (i: number) => (i === head.length - 1 ? 'tac-sign__end' : undefined);
  return (
    <div className="tac-sign__scroll">
      <table className="tac-sign__table">
        <caption className="tac-sign__sr">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={end(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines have no id of their own
            <tr key={r}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i} className={end(i)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Step two: the revision the signee is asked to sign, as the server answered it (the same content it
 * hashed): its labour, materials, equipment, notes and photos, and its PDF (the photos' images are in it).
 */
export function TicketView({ token, view }: { token: string; view: SigningView }) {
  const facts: [string, string][] = [
    ['Version', String(view.version)],
    ['Project', [view.projectNumber, view.projectName].filter(Boolean).join(' · ')],
    ['Task', [view.taskNumber, view.taskName].filter(Boolean).join(' · ')],
    ['Date', formatCalendarDate(view.createdDate)],
    ['Recorded by', view.employeeName],
    ['Signed for the company by', view.companySignerName],
  ];
  return (
    <div className="tac-sign__stack">
      <div className="tac-sign__stack tac-sign__stack--tight">
        <h2>T&M voucher {view.voucherNumber}</h2>
        <dl className="tac-sign__facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
        </dl>
      </div>
      <Part title="Labour" empty={view.labour.length === 0}>
        <Table
          caption="Labour"
          head={['Employee', 'Pay code', 'Hours']}
          rows={view.labour.map((l) => [
            [l.employeeName, l.employeeNumber].filter(Boolean).join(' · '),
            l.payCode,
            l.hours.toFixed(2),
          ])}
        />
      </Part>
      <Part title="Materials" empty={view.materials.length === 0}>
        <Table
          caption="Materials"
          head={['Material', 'Quantity']}
          rows={view.materials.map((m) => [m.name, `${m.quantity} ${m.unit}`.trim()])}
        />
      </Part>
      <Part title="Equipment" empty={view.equipment.length === 0}>
        <Table
          caption="Equipment"
          head={['Equipment', 'Hours']}
          rows={view.equipment.map((e) => [e.name, e.hours.toFixed(2)])}
        />
      </Part>
      <Part title="Notes" empty={!view.notes.trim()}>
        <p className="tac-sign__notes">{view.notes}</p>
      </Part>
      <Part title="Photos" empty={view.photos.length === 0}>
        <ul className="tac-sign__list">
          {view.photos.map((p) => (
            <li key={p.name}>{p.name}</li>
          ))}
        </ul>
        <p className="tac-sign__xs tac-sign__muted">The photos are in the voucher's PDF.</p>
      </Part>
      <DownloadPdf token={token} which="revision" label="Download the voucher as PDF" />
    </div>
  );
}
