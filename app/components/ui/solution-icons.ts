import {
  ArrowTrendingUpIcon,
  BoltIcon,
  ChartBarIcon,
  ChartPieIcon,
  ChatBubbleLeftRightIcon,
  CircleStackIcon,
  CloudArrowDownIcon,
  CloudArrowUpIcon,
  CloudIcon,
  CodeBracketIcon,
  Cog6ToothIcon,
  CommandLineIcon,
  ComputerDesktopIcon,
  CpuChipIcon,
  CubeIcon,
  CubeTransparentIcon,
  CurrencyDollarIcon,
  DevicePhoneMobileIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  GlobeAltIcon,
  LightBulbIcon,
  LockClosedIcon,
  PaperAirplaneIcon,
  PresentationChartBarIcon,
  PresentationChartLineIcon,
  PuzzlePieceIcon,
  RectangleGroupIcon,
  ServerIcon,
  ShoppingCartIcon,
  SparklesIcon,
  UserGroupIcon,
  UserIcon,
  WifiIcon,
} from "@heroicons/react/24/outline";
import type { IconName } from "../../../domain/options";

type HeroIcon = typeof ChartBarIcon;

/**
 * The data keeps Heroicons v1 names (SPEC §3); the installed package is v2, where many were
 * renamed. This is the one place that knows the translation.
 */
export const SOLUTION_ICONS: Record<IconName, HeroIcon> = {
  ChartBarIcon,
  ChatIcon: ChatBubbleLeftRightIcon,
  UserGroupIcon,
  ShoppingCartIcon,
  MailIcon: EnvelopeIcon,
  DocumentTextIcon,
  CogIcon: Cog6ToothIcon,
  GlobeAltIcon,
  LightningBoltIcon: BoltIcon,
  DatabaseIcon: CircleStackIcon,
  DesktopComputerIcon: ComputerDesktopIcon,
  DeviceMobileIcon: DevicePhoneMobileIcon,
  ChipIcon: CpuChipIcon,
  CloudIcon,
  CloudDownloadIcon: CloudArrowDownIcon,
  CloudUploadIcon: CloudArrowUpIcon,
  CodeIcon: CodeBracketIcon,
  CubeIcon,
  CubeTransparentIcon,
  CurrencyDollarIcon,
  ChartPieIcon,
  ChartSquareBarIcon: PresentationChartBarIcon,
  PresentationChartLineIcon,
  ServerIcon,
  SparklesIcon,
  LightBulbIcon,
  LockClosedIcon,
  PaperAirplaneIcon,
  PuzzleIcon: PuzzlePieceIcon,
  TemplateIcon: RectangleGroupIcon,
  TerminalIcon: CommandLineIcon,
  TrendingUpIcon: ArrowTrendingUpIcon,
  WifiIcon,
};

/** Step icons may also name UserIcon (SPEC §3 public step icons). */
export const STEP_ICON_NAMES = [...Object.keys(SOLUTION_ICONS), "UserIcon"] as const;

export function iconByName(name: string): HeroIcon {
  if (name === "UserIcon") return UserIcon;
  return SOLUTION_ICONS[name as IconName] ?? ChartBarIcon;
}
