import { ROLE_LABELS } from "@catercrew/shared/enums";
import { useLingui } from "@lingui/react/macro";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { labelOf } from "@/lib/labels";
import { useMe } from "./api/profile";
import { PayoutDetailsCard } from "./components/payout-details-card";
import { ProfileForm } from "./components/profile-form";
import { ReachSettings } from "./components/reach-settings";
import { UnavailableDays } from "./components/unavailable-days";
import { WhatsappCard } from "./components/whatsapp-card";

function ReadOnly({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value || t`N/A`}</dd>
    </div>
  );
}

/** /user/profile: read-only identity, editable details and the license image. */
export function ProfilePage() {
  const { t } = useLingui();
  const me = useMe();
  if (me.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t`Loading profile...`}</span>
        <Skeleton className="h-8 w-40" />
        <Card>
          <SkeletonText lines={4} />
        </Card>
        <Card>
          <SkeletonText lines={8} />
        </Card>
      </div>
    );
  }
  if (me.isError) {
    return (
      <ErrorState
        title={t`Failed to load your profile`}
        message={me.error.message}
        onRetry={() => me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  const u = me.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t`My Profile`}</h1>
      <Card>
        <h2 className="mb-3 text-base font-semibold">{t`Account`}</h2>
        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
          <ReadOnly label={t`Name`} value={u.user_name} />
          <ReadOnly label={t`Role`} value={labelOf(ROLE_LABELS, u.role)} />
          <ReadOnly label={t`Mobile`} value={u.mobile_number ?? ""} />
          <ReadOnly label={t`User ID`} value={u.user_id} />
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t`To change these, contact the admin.`}</p>
      </Card>
      <Card>
        <h2 className="mb-1 text-base font-semibold">{t`Language`}</h2>
        <p className="mb-3 text-sm text-slate-600">{t`The language of your screens and messages.`}</p>
        <LanguageSwitch />
      </Card>
      <Card>
        <h2 className="mb-3 text-base font-semibold">{t`Details`}</h2>
        <ProfileForm key={u.id} user={u} />
      </Card>
      <PayoutDetailsCard />
      <Card>
        <h2 className="mb-2 text-base font-semibold">{t`Days I can't work`}</h2>
        <UnavailableDays />
      </Card>
      <WhatsappCard />
      <ReachSettings />
    </div>
  );
}
