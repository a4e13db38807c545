/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** host:port of the Auth emulator, set by the local launchers; unset for production builds. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  /** Where Razorpay Checkout's script is loaded from; local stacks point it at their stand-in. */
  readonly VITE_RAZORPAY_CHECKOUT_URL?: string;
  /** Where the YouTube IFrame Player API is loaded from; local stacks point it at their stand-in. */
  readonly VITE_YOUTUBE_IFRAME_API_URL?: string;
}
