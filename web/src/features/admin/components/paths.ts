export const ADMIN_LOGIN_PATH = '/Chemistry/Admin/login';
