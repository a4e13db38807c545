import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Await, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { ApiError } from '../../../lib/api-client';
import { confirmDialog, showAlert } from '../../../lib/dialogs';
import { getStoredUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadError } from '../../../components/catalogue/load-error';
import {
  CHECKOUT_LOAD_FAILED,
  CheckoutDismissed,
  listPlans,
  PaymentFailed,
  PaymentNeedsRefund,
  PaymentNotConfirmed,
  payForPlan,
  serverMessage,
  type Plan,
  type PurchaseDetails,
} from '../api/plans';
import { InvoiceDialog } from '../components/invoice-dialog';
import { PlanCard } from '../components/plan-card';
import { plansCatalog, type PlansT } from '../i18n';
import '../plans.css';
import { AUTH_PATH, dashboardPath } from '../../../config/paths';

export function loader({ request }: LoaderFunctionArgs) {
  return { plans: listPlans(request.signal) };
}

export function Component() {
  const t = useT(plansCatalog);
  useDocumentTitle(t('plans.title'));
  const { plans } = useLoaderData<typeof loader>();

  return (
    <div className="plans-page">
      <header className="catalogue-hero plans-hero">
        <h1>{t('plans.heading')}</h1>
        <p>{t('plans.lead')}</p>
      </header>
      <div className="catalogue-body">
        <Suspense
          fallback={
            <p className="plans-loading" role="status">
              {t('plans.loading')}
            </p>
          }
        >
          <Await resolve={plans} errorElement={<LoadError title={t('plans.loadFailed')} />}>
            {(list) => <PlanList plans={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function PlanList({ plans }: { plans: Plan[] }) {
  const t = useT(plansCatalog);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The middle plan of three is the one most students pick; highlight it as the default choice.
  const highlightedId = plans.length === 3 ? plans[1]?._id : undefined;

  const choose = async (plan: Plan) => {
    if (getStoredUser()) {
      setChosen(plan);
      return;
    }
    const logIn = await confirmDialog({
      title: t('plans.denied.title'),
      text: t('plans.denied.text'),
      icon: 'warning',
      confirmButtonText: t('plans.denied.logIn'),
      cancelButtonText: t('plans.denied.cancel'),
    });
    if (logIn) navigate(AUTH_PATH);
  };

  const pay = async (plan: Plan, details: PurchaseDetails) => {
    const user = getStoredUser();
    const userId = user?.id || user?._id;
    if (!userId) {
      setChosen(null);
      navigate(AUTH_PATH);
      return;
    }
    setNotice(null);
    // The invoice is closed before any dialog opens: a modal <dialog> would cover it. While
    // Checkout is open the invoice steps aside too (a modal dialog makes the rest of the page inert).
    const closeInvoiceAtOnce = () => flushSync(() => setChosen(null));
    try {
      await payForPlan(userId, plan, { onCheckout: (open) => flushSync(() => setCheckingOut(open)) }, details);
    } catch (error) {
      if (error instanceof CheckoutDismissed) {
        setNotice(t('plans.cancelled'));
        return;
      }
      closeInvoiceAtOnce();
      if (error instanceof PaymentNotConfirmed) {
        await showAlert({
          title: t('plans.received.title'),
          text: t('plans.received.text', { paymentId: error.paymentId }),
          icon: 'info',
          confirmButtonText: t('plans.goToDashboard'),
        });
        navigate(dashboardPath('subscription'));
        return;
      }
      if (error instanceof PaymentNeedsRefund) {
        await showAlert({
          title: t('plans.refundDue.title'),
          text: `${error.serverMessage ?? t('plans.refundDue.text')} ${t('plans.refundDue.paymentId', { paymentId: error.paymentId })}`,
          icon: 'warning',
          confirmButtonText: t('plans.goToDashboard'),
        });
        navigate('/UserDashboard?section=subscription');
        return;
      }
      await showAlert({ ...subscriptionFailure(error, t), confirmButtonText: t('plans.ok') });
      return;
    }
    closeInvoiceAtOnce();
    await showAlert({
      title: t('plans.success.title'),
      text: t('plans.success.text'),
      icon: 'success',
      confirmButtonText: t('plans.goToDashboard'),
    });
    navigate(dashboardPath('subscription'));
  };

  const closeInvoice = () => {
    setChosen(null);
    setNotice(null);
  };

  if (plans.length === 0) {
    return (
      <div className="catalogue-empty">
        <h2>{t('plans.empty.title')}</h2>
        <p>{t('plans.empty.text')}</p>
      </div>
    );
  }

  return (
    <>
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan._id} plan={plan} highlighted={plan._id === highlightedId} onChoose={(target) => void choose(target)} />
        ))}
      </div>
      <InvoiceDialog plan={chosen} hidden={checkingOut} notice={notice} onClose={closeInvoice} onConfirm={pay} />
    </>
  );
}

/**
 * Why a subscription failed, in words a student can act on: an invalid plan as such, else the
 * server's error or Razorpay's reason, else a generic line.
 */
function subscriptionFailure(error: unknown, t: PlansT) {
  const title = t('plans.failure.title');
  if (error instanceof PaymentFailed) return { title, text: error.message || t('plans.failure.notThrough'), icon: 'error' } as const;
  // The server says it in the reader's language: the same words as the catalogue's title (contract/src/i18n).
  const invalidPlan = ['Invalid plan selected.', t('plans.failure.invalidPlan')];
  if (error instanceof ApiError && error.status === 400 && invalidPlan.includes(serverMessage(error) ?? '')) {
    return { title: t('plans.failure.invalidPlan'), icon: 'error' } as const;
  }
  if (error instanceof ApiError && error.status !== 0) {
    return { title, text: serverMessage(error) ?? t('plans.failure.tryAgain'), icon: 'error' } as const;
  }
  if (error instanceof Error && error.message === CHECKOUT_LOAD_FAILED) {
    return { title, text: t('plans.failure.checkoutLoad'), icon: 'error' } as const;
  }
  return { title, text: t('plans.failure.generic'), icon: 'error' } as const;
}
