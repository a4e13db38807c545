/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** host:port of the Auth emulator, set by the local launchers; unset for production builds. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
}
