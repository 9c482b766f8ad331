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
import type { IconName, StepIconName } from "#domain/options";

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

const STEP_ICONS: Record<StepIconName, HeroIcon> = { ...SOLUTION_ICONS, UserIcon };

// A Map, not the objects above: a stored name such as "constructor" or "__proto__" must find
// nothing, where indexing an object would reach its prototype and break the page.
const ICONS_BY_NAME = new Map<string, HeroIcon>(Object.entries(STEP_ICONS));

/** The icon a stored name stands for; any name outside the lists gets the chart icon. */
export function iconByName(name: string): HeroIcon {
  return ICONS_BY_NAME.get(name) ?? ChartBarIcon;
}
