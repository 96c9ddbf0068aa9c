import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatDateTime } from "@/lib/format";
import { useLeads } from "../api/inbox";

/** Inquiries from the public page's contact form, newest first. */
export function LeadsList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useLeads(page);
  const data = query.data;
  return (
    <section aria-labelledby="leads-title" className="flex flex-col gap-3">
      <h2 id="leads-title" className="text-lg font-semibold text-slate-900">
        {t`Inquiries`}
        {data ? ` (${data.pagination.total_items})` : ""}
      </h2>
      {query.isError && <Alert tone="error">{query.error.message}</Alert>}
      {data && data.results.length === 0 && (
        <EmptyState
          title={t`No inquiries yet`}
          description={t`Inquiries sent from the public page appear here.`}
        />
      )}
      <ul className="flex flex-col gap-3">
        {data?.results.map((lead) => (
          <li key={lead.id}>
            <Card className="flex flex-col gap-1">
              <p className="font-semibold text-slate-900">
                {[lead.first_name, lead.last_name].filter(Boolean).join(" ")}
              </p>
              <p className="text-sm text-slate-600">{formatDateTime(lead.created_at)}</p>
              {lead.event_details && (
                <p className="whitespace-pre-line break-words text-sm text-slate-800">{lead.event_details}</p>
              )}
              {lead.email && (
                <a
                  href={`mailto:${lead.email}`}
                  className="inline-flex min-h-11 w-fit items-center break-all text-sm text-brand-700 underline"
                >
                  {lead.email}
                </a>
              )}
              {lead.phone && (
                <PhoneLinks mobile={lead.phone} name={lead.first_name} language={lead.language} />
              )}
            </Card>
          </li>
        ))}
      </ul>
      {data && data.pagination.total_pages > 1 && (
        <Pagination page={page} totalPages={data.pagination.total_pages} onPage={setPage} />
      )}
    </section>
  );
}
