import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Await, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
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
  PaymentNotConfirmed,
  payForPlan,
  type Plan,
  type PurchaseDetails,
} from '../api/plans';
import { InvoiceDialog } from '../components/invoice-dialog';
import { PlanCard } from '../components/plan-card';
import '../plans.css';

export function loader({ request }: LoaderFunctionArgs) {
  return { plans: listPlans(request.signal) };
}

export function Component() {
  useDocumentTitle('Subscription Plans');
  const { plans } = useLoaderData<typeof loader>();

  return (
    <div className="plans-page">
      <header className="catalogue-hero plans-hero">
        <h1>Choose Your Chemistry Plan</h1>
        <p>Unlock every note, video lecture and practice worksheet. Pay once for the period you choose; no automatic renewal.</p>
      </header>
      <div className="catalogue-body">
        <Suspense
          fallback={
            <p className="plans-loading" role="status">
              Loading plans...
            </p>
          }
        >
          <Await resolve={plans} errorElement={<LoadError title="Failed to fetch plans" />}>
            {(list) => <PlanList plans={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function PlanList({ plans }: { plans: Plan[] }) {
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
      title: 'Access Denied',
      text: 'Please log in to subscribe to a plan.',
      icon: 'warning',
      confirmButtonText: 'Log In',
      cancelButtonText: 'Cancel',
    });
    if (logIn) navigate('/AuthPage');
  };

  const pay = async (plan: Plan, details: PurchaseDetails) => {
    const user = getStoredUser();
    const userId = user?.id || user?._id;
    if (!userId) {
      setChosen(null);
      navigate('/AuthPage');
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
        setNotice('Payment cancelled. You have not been charged; you can pay whenever you are ready.');
        return;
      }
      closeInvoiceAtOnce();
      if (error instanceof PaymentNotConfirmed) {
        await showAlert({
          title: 'Payment received',
          text: `Your payment (ID ${error.paymentId}) went through, but we could not confirm it just now. Your plan will be activated within a few minutes: check your dashboard. Please do not pay again.`,
          icon: 'info',
          confirmButtonText: 'Go to Dashboard',
        });
        navigate('/UserDashboard?section=subscription');
        return;
      }
      await showAlert({ ...subscriptionFailure(error), confirmButtonText: 'OK' });
      return;
    }
    closeInvoiceAtOnce();
    await showAlert({
      title: 'Subscription Successful!',
      text: 'Your plan has been activated successfully.',
      icon: 'success',
      confirmButtonText: 'Go to Dashboard',
    });
    navigate('/UserDashboard?section=subscription');
  };

  const closeInvoice = () => {
    setChosen(null);
    setNotice(null);
  };

  if (plans.length === 0) {
    return (
      <div className="catalogue-empty">
        <h2>No plans on sale right now</h2>
        <p>Please check back soon, or contact us for help choosing a course.</p>
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
 * The spec's failure texts (§8): invalid plan as given, else the server's error or Razorpay's
 * reason, else a generic line.
 */
function subscriptionFailure(error: unknown) {
  if (error instanceof PaymentFailed) return { title: 'Subscription Failed', text: error.message, icon: 'error' } as const;
  if (error instanceof ApiError && error.status === 400 && serverMessage(error) === 'Invalid plan selected.') {
    return { title: 'Invalid plan selected.', icon: 'error' } as const;
  }
  if (error instanceof ApiError && error.status !== 0) {
    return { title: 'Subscription Failed', text: serverMessage(error) ?? 'Please try again.', icon: 'error' } as const;
  }
  if (error instanceof Error && error.message === CHECKOUT_LOAD_FAILED) {
    return { title: 'Subscription Failed', text: CHECKOUT_LOAD_FAILED, icon: 'error' } as const;
  }
  return { title: 'Subscription Failed', text: 'Something went wrong. Please try again later.', icon: 'error' } as const;
}

/** The server's own words ({ message, error }), if it sent any. */
function serverMessage(error: ApiError): string | undefined {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { error: text, message } = body as { error?: unknown; message?: unknown };
  if (typeof text === 'string' && text.trim()) return text;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
