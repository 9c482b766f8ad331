// The fixed option lists of SPEC §3 and §9. Server validation and the forms both read them
// from here, so a value accepted by one is always accepted by the other.

export const TIERS = ["bronze", "silver", "gold"] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
};

export const CHALLENGES = [
  "Limited Market Reach",
  "High Operating Costs",
  "Lack of Skilled Labor",
  "Regulatory Compliance",
  "Cash Flow Management",
  "Insufficient Marketing Skills",
  "Poor Infrastructure",
  "Lack of Business Skills",
  "Competition from Larger Companies",
  "Understanding the Business Environment",
  "Inefficiencies",
] as const;
export type Challenge = (typeof CHALLENGES)[number];

export const SECTORS = [
  "Business",
  "Retail",
  "Marketing",
  "Finance",
  "Logistics",
  "Micro-manufacturing",
  "Professional Services",
  "Manufacturing",
] as const;
export type Sector = (typeof SECTORS)[number];

export const ICONS = [
  "ChartBarIcon",
  "ChatIcon",
  "UserGroupIcon",
  "ShoppingCartIcon",
  "MailIcon",
  "DocumentTextIcon",
  "CogIcon",
  "GlobeAltIcon",
  "LightningBoltIcon",
  "DatabaseIcon",
  "DesktopComputerIcon",
  "DeviceMobileIcon",
  "ChipIcon",
  "CloudIcon",
  "CloudDownloadIcon",
  "CloudUploadIcon",
  "CodeIcon",
  "CubeIcon",
  "CubeTransparentIcon",
  "CurrencyDollarIcon",
  "ChartPieIcon",
  "ChartSquareBarIcon",
  "PresentationChartLineIcon",
  "ServerIcon",
  "SparklesIcon",
  "LightBulbIcon",
  "LockClosedIcon",
  "PaperAirplaneIcon",
  "PuzzleIcon",
  "TemplateIcon",
  "TerminalIcon",
  "TrendingUpIcon",
  "WifiIcon",
] as const;
export type IconName = (typeof ICONS)[number];

/** Implementation steps may also show UserIcon (SPEC §3, the public step icons). */
export const STEP_ICONS = [...ICONS, "UserIcon"] as const;
export type StepIconName = (typeof STEP_ICONS)[number];

/** Node types the editor offers; the public chart draws data and decision like process. */
export const NODE_TYPES = ["input", "process", "output", "data", "decision"] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const INTERESTS = [
  { value: "market-analysis", label: "Market & Competitor Analysis Tool" },
  { value: "social-media", label: "Social Media Content Generation" },
  { value: "crm", label: "Customer Relationship Management" },
  { value: "inventory", label: "E-commerce Stock Management" },
  { value: "chatbot", label: "Email & WhatsApp Auto-Reply Bot" },
  { value: "ocr", label: "OCR Receipt Data Capture" },
  { value: "report-generation", label: "AI-Powered Report Generation" },
  { value: "automation", label: "Business Process Automation" },
  { value: "other", label: "Other/Not Sure Yet" },
] as const;
export type Interest = (typeof INTERESTS)[number]["value"];
export const INTEREST_VALUES = INTERESTS.map((i) => i.value) as [Interest, ...Interest[]];
export const DEFAULT_INTEREST: Interest = "market-analysis";

/** The fixed interest tag of enquiries sent from the Get Started dialog. */
export const GET_STARTED_INTEREST = "Get Started Modal";

export const CONTACT_STATUSES = ["new", "in-progress", "completed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 6;
