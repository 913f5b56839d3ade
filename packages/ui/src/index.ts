export { cn } from './lib/cn';
export { textLinkClass } from './lib/text-link';
export { pageContainerClass } from './lib/page-container';
export { Button, buttonVariants } from './components/button';
export type { ButtonProps } from './components/button';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card';
export { Input } from './components/input';
export { Textarea } from './components/textarea';
export { Label } from './components/label';
export { Checkbox } from './components/checkbox';
export { Switch } from './components/switch';
export { Badge, badgeVariants } from './components/badge';
export type { BadgeProps } from './components/badge';
export { PayoutStatusBadge, StatusBadge, SubmissionStatusBadge } from './components/status-badge';
export { PayoutRow } from './components/payout-row';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from './components/accordion';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
export type { DialogContentProps } from './components/dialog';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select';
export type { SelectTriggerProps } from './components/select';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Alert, AlertDescription, AlertTitle, alertVariants } from './components/alert';
export type { AlertProps } from './components/alert';
export { Spinner } from './components/spinner';
export { Skeleton } from './components/skeleton';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './components/toast';
export type { ToastProps } from './components/toast';
export { useScrollToTop } from './hooks/use-scroll-to-top';
export { FormField } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
export { FormFields } from './components/form-fields';
export type { FieldDescription } from './components/form-fields';
export { SignInRequired } from './components/sign-in-required';
export { StaticPage } from './components/static-page';
export { MessageComposer } from './components/message-composer';
export type { MessageComposerProps } from './components/message-composer';
export { ChatBubble } from './components/chat-bubble';
export { ChatLog } from './components/chat-log';
export { IconCard } from './components/icon-card';
export { TitledCard } from './components/titled-card';
export { PageTitle } from './components/page-title';
export { ConfirmDialog } from './components/confirm-dialog';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export type { TitledCardProps } from './components/titled-card';
export type { IconCardProps } from './components/icon-card';
export type { ChatLogProps, EarlierMessages } from './components/chat-log';
export type { ChatBubbleProps } from './components/chat-bubble';
export { useScrollToEnd } from './hooks/use-scroll-to-end';
export { SearchInput } from './components/search-input';
export { FormDialog } from './components/form-dialog';
export type { FormDialogProps } from './components/form-dialog';
