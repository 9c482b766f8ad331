import type { SolutionInput } from "#domain/solution";

// Demo catalogue used to seed an empty database: ten offerings across the three tiers,
// written for South African small, medium and micro enterprises (SMMEs).

export const demoSolutions: SolutionInput[] = [
  // ───────────────────────────── Bronze ─────────────────────────────
  {
    id: "whatsapp-auto-reply-bot",
    title: "WhatsApp & Email Auto-Reply Bot",
    tagline: "Answer customer questions on WhatsApp and email in seconds, even after hours.",
    description:
      "Most of your customers already message you on WhatsApp, and every unanswered chat is a sale that may go to the shop down the road. This bot replies instantly to common questions about prices, opening hours, stock and delivery, in English and other local languages you choose. Anything it cannot handle is passed to you or your staff with the full conversation, so nobody has to repeat themselves.",
    challenges: ["Inefficiencies", "Limited Market Reach"],
    sectors: ["Retail", "Business"],
    icon: "ChatIcon",
    tier: "bronze",
    features: [
      {
        title: "Instant answers, day and night",
        description:
          "Replies to frequently asked questions within seconds, including weekends and public holidays.",
      },
      {
        title: "One inbox for WhatsApp and email",
        description: "See every customer conversation in one place instead of juggling phones and laptops.",
      },
      {
        title: "Smart hand-over to a person",
        description:
          "When a question is unusual or a customer is unhappy, the chat is flagged and sent to the right staff member.",
      },
      {
        title: "Price list and catalogue sharing",
        description:
          "Sends your latest price list, menu or catalogue on request, so customers always see current prices in rand.",
      },
    ],
    techStack: ["WhatsApp Business Platform", "OpenAI GPT", "Node.js", "Gmail / Outlook API"],
    animation: {
      nodes: [
        { id: "message", label: "Customer Message", type: "input", x: 60, y: 110 },
        { id: "understand", label: "Understand Question", type: "process", x: 220, y: 110 },
        { id: "known", label: "Known Answer?", type: "decision", x: 380, y: 110 },
        { id: "reply", label: "Instant Reply", type: "output", x: 540, y: 40 },
        { id: "staff", label: "Staff Hand-over", type: "output", x: 540, y: 180 },
      ],
      edges: [
        { from: "message", to: "understand" },
        { from: "understand", to: "known" },
        { from: "known", to: "reply" },
        { from: "known", to: "staff" },
      ],
    },
    implementationSteps: [
      {
        title: "Collect your common questions",
        description:
          "We go through your recent chats and emails together and list the questions customers ask most.",
        iconName: "ChatIcon",
      },
      {
        title: "Connect your business number",
        description: "We set up the WhatsApp Business Platform on your number and link your email inbox.",
        iconName: "CogIcon",
      },
      {
        title: "Test with real conversations",
        description: "You and your staff try the bot for a few days and we fine-tune its answers and tone.",
        iconName: "UserGroupIcon",
      },
      {
        title: "Go live and review monthly",
        description: "The bot goes live and we send a short monthly summary of what customers are asking.",
        iconName: "ChartBarIcon",
      },
    ],
    timeline: "1-2 weeks",
    pricing: { upfront: "R1,200", monthly: "R250 / month" },
  },
  {
    id: "ocr-receipt-capture",
    title: "OCR Receipt Capture for Bookkeeping",
    tagline: "Snap a photo of a slip and let it land in your books, ready for SARS.",
    description:
      "Shoeboxes of faded till slips make VAT returns and year-end a nightmare. Take a photo of any receipt or supplier invoice with your phone and the system reads the date, supplier, amount and VAT, then files it in your accounting package. You keep a searchable digital copy of every document, so you are ready if SARS asks for proof of an expense.",
    challenges: ["Regulatory Compliance", "Inefficiencies", "Cash Flow Management"],
    sectors: ["Finance", "Professional Services", "Retail"],
    icon: "DocumentTextIcon",
    tier: "bronze",
    features: [
      {
        title: "Photo-to-books in one step",
        description: "Reads supplier name, date, total and VAT amount from a phone photo or emailed PDF.",
      },
      {
        title: "VAT split done for you",
        description: "Separates the 15% VAT from the amount excluding VAT, ready for your VAT201 return.",
      },
      {
        title: "Automatic categories",
        description: "Learns that fuel, airtime and stationery go to the right expense accounts.",
      },
      {
        title: "Safe digital archive",
        description:
          "Keeps searchable copies of every slip for the five years SARS generally expects records to be kept.",
      },
    ],
    techStack: ["Google Cloud Vision", "Python", "Sage Business Cloud Accounting", "Xero API"],
    animation: {
      nodes: [
        { id: "photo", label: "Receipt Photo", type: "input", x: 60, y: 110 },
        { id: "ocr", label: "Read Text", type: "process", x: 220, y: 110 },
        { id: "categorise", label: "Categorise & VAT", type: "process", x: 380, y: 110 },
        { id: "books", label: "Accounting Package", type: "output", x: 540, y: 60 },
        { id: "archive", label: "Digital Archive", type: "data", x: 540, y: 170 },
      ],
      edges: [
        { from: "photo", to: "ocr" },
        { from: "ocr", to: "categorise" },
        { from: "categorise", to: "books" },
        { from: "categorise", to: "archive" },
      ],
    },
    implementationSteps: [
      {
        title: "Review your current bookkeeping",
        description: "We look at how you capture expenses today and which accounting package you use.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Link your accounting package",
        description:
          "We connect the capture tool to Sage, Xero or a simple spreadsheet and map your expense accounts.",
        iconName: "CogIcon",
      },
      {
        title: "Train your team",
        description:
          "A short session shows you and your staff how to snap and forward slips from WhatsApp or email.",
        iconName: "UserGroupIcon",
      },
    ],
    timeline: "1-2 weeks",
    pricing: { upfront: "R1,500", monthly: "R200 / month" },
  },
  {
    id: "social-media-content-generator",
    title: "Social Media Content Generator",
    tagline: "A month of Facebook, Instagram and WhatsApp Status posts, drafted in an afternoon.",
    description:
      "You know your products better than anyone, but finding time and words to post every day is hard. Tell the generator about your business, your specials and your customers, and it drafts posts, captions and hashtags in your own voice for you to approve. A simple calendar reminds you what goes out when, so your business stays visible without hiring a marketing agency.",
    challenges: ["Insufficient Marketing Skills", "Limited Market Reach", "High Operating Costs"],
    sectors: ["Marketing", "Retail"],
    icon: "SparklesIcon",
    tier: "bronze",
    features: [
      {
        title: "Posts in your own voice",
        description:
          "Learns from a few examples how you speak to customers, whether formal, friendly or full of local slang.",
      },
      {
        title: "Monthly content calendar",
        description:
          "Plans posts around paydays, school holidays, Heritage Day, Black Friday and the festive season.",
      },
      {
        title: "Ready-made image ideas",
        description: "Suggests simple photos you can take on your phone to go with each post.",
      },
      {
        title: "Approve before anything goes out",
        description: "Nothing is published until you have read and approved it.",
      },
    ],
    animation: {
      nodes: [
        { id: "brief", label: "Business Brief", type: "input", x: 80, y: 110 },
        { id: "draft", label: "AI Drafting", type: "process", x: 250, y: 110 },
        { id: "approve", label: "Owner Approval", type: "decision", x: 400, y: 110 },
        { id: "publish", label: "Scheduled Posts", type: "output", x: 550, y: 110 },
      ],
      edges: [
        { from: "brief", to: "draft" },
        { from: "draft", to: "approve" },
        { from: "approve", to: "publish" },
      ],
    },
    implementationSteps: [
      {
        title: "Tell us about your brand",
        description:
          "A 30-minute call about your products, customers, specials and the way you like to talk.",
        iconName: "UserIcon",
      },
      {
        title: "Set up your content calendar",
        description: "We load your key dates and link your Facebook and Instagram pages for scheduling.",
        iconName: "CogIcon",
      },
      {
        title: "Approve your first month",
        description: "You review the first batch of posts and we adjust the tone until it sounds like you.",
        iconName: "ChatIcon",
      },
    ],
    timeline: "1 week",
    pricing: { upfront: "R800", monthly: "R150 / month" },
  },

  // ───────────────────────────── Silver ─────────────────────────────
  {
    id: "crm-ai-lead-scoring",
    title: "Customer Relationship Management with AI Lead Scoring",
    tagline: "Know which enquiries are most likely to buy and follow up before your competitors do.",
    description:
      "Leads arrive from your website, WhatsApp, Facebook and word of mouth, and it is easy to lose track of who needs a call back. This simple CRM collects every enquiry in one place and uses AI to score each lead on how likely it is to become a paying customer. Your team gets a short daily list of who to contact first, and customer information is stored in line with POPIA.",
    challenges: [
      "Limited Market Reach",
      "Competition from Larger Companies",
      "Insufficient Marketing Skills",
    ],
    sectors: ["Professional Services", "Business", "Marketing"],
    icon: "UserGroupIcon",
    tier: "silver",
    features: [
      {
        title: "All enquiries in one list",
        description: "Captures leads from web forms, WhatsApp, email and Facebook automatically.",
      },
      {
        title: "AI lead scores",
        description:
          "Ranks each lead as hot, warm or cold based on past sales and how they engaged with you.",
      },
      {
        title: "Daily follow-up list",
        description: "Each morning your team receives a prioritised list of calls and messages to make.",
      },
      {
        title: "POPIA-friendly records",
        description: "Tracks consent and lets you update or delete a person's details when they ask.",
      },
    ],
    techStack: ["HubSpot CRM", "Python", "scikit-learn", "WhatsApp Business Platform", "PostgreSQL"],
    animation: {
      nodes: [
        { id: "web", label: "Website Forms", type: "input", x: 60, y: 40 },
        { id: "whatsapp", label: "WhatsApp Leads", type: "input", x: 60, y: 180 },
        { id: "crm", label: "CRM Database", type: "data", x: 220, y: 110 },
        { id: "score", label: "AI Scoring", type: "process", x: 380, y: 110 },
        { id: "list", label: "Follow-up List", type: "output", x: 540, y: 110 },
      ],
      edges: [
        { from: "web", to: "crm" },
        { from: "whatsapp", to: "crm" },
        { from: "crm", to: "score" },
        { from: "score", to: "list" },
      ],
    },
    implementationSteps: [
      {
        title: "Map your sales process",
        description: "We sit with you to understand how an enquiry turns into a sale in your business.",
        iconName: "UserGroupIcon",
      },
      {
        title: "Import existing customers",
        description:
          "Your spreadsheets, phone contacts and old invoices are cleaned up and loaded into the CRM.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Connect your lead sources",
        description: "Website forms, WhatsApp and email are linked so new leads flow in automatically.",
        iconName: "MailIcon",
      },
      {
        title: "Switch on lead scoring",
        description:
          "The scoring model is trained on your past sales and checked with you before going live.",
        iconName: "ChartBarIcon",
      },
    ],
    timeline: "2-3 weeks",
    pricing: { upfront: "R2,500", monthly: "R450 / month" },
  },
  {
    id: "ecommerce-stock-forecasting",
    title: "E-commerce Stock Forecasting",
    tagline: "Order the right stock at the right time, without tying up cash on the shelf.",
    description:
      "Running out of a best-seller loses sales, while over-ordering ties up money you need for rent and wages. This tool studies your sales history from your online store and till, along with paydays, school terms and the festive season, to predict what you will sell in the coming weeks. It warns you before stock runs low and suggests order quantities, taking supplier lead times and courier delays into account.",
    challenges: ["Inefficiencies", "Cash Flow Management", "Poor Infrastructure"],
    sectors: ["Retail", "Logistics"],
    icon: "ShoppingCartIcon",
    tier: "silver",
    features: [
      {
        title: "Sales forecasts per product",
        description: "Predicts weekly demand for each item, including payday and month-end peaks.",
      },
      {
        title: "Low-stock alerts on WhatsApp",
        description: "Get a message before a popular item runs out, with a suggested reorder quantity.",
      },
      {
        title: "Slow-mover report",
        description: "Highlights stock that is gathering dust so you can run a special and free up cash.",
      },
      {
        title: "Works with your store",
        description: "Connects to Shopify, WooCommerce, Takealot seller exports or a simple spreadsheet.",
      },
    ],
    techStack: ["Python", "Prophet", "Shopify API", "WooCommerce API", "Google Sheets"],
    animation: {
      nodes: [
        { id: "sales", label: "Sales History", type: "input", x: 60, y: 60 },
        { id: "calendar", label: "Paydays & Holidays", type: "input", x: 60, y: 170 },
        { id: "forecast", label: "Demand Forecast", type: "process", x: 250, y: 110 },
        { id: "stock", label: "Stock Check", type: "decision", x: 400, y: 110 },
        { id: "order", label: "Reorder Alert", type: "output", x: 550, y: 110 },
      ],
      edges: [
        { from: "sales", to: "forecast" },
        { from: "calendar", to: "forecast" },
        { from: "forecast", to: "stock" },
        { from: "stock", to: "order" },
      ],
    },
    implementationSteps: [
      {
        title: "Connect your sales data",
        description:
          "We link your online store and point-of-sale system, or import at least six months of sales.",
        iconName: "ShoppingCartIcon",
      },
      {
        title: "Capture supplier details",
        description: "We record lead times and minimum order quantities for your main suppliers.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Build and check the forecast",
        description:
          "The model is trained on your history and we compare its predictions with your own experience.",
        iconName: "ChartBarIcon",
      },
      {
        title: "Set up alerts",
        description: "Low-stock and slow-mover alerts are sent to your phone by WhatsApp or email.",
        iconName: "ChatIcon",
      },
    ],
    timeline: "3-4 weeks",
    pricing: { upfront: "R3,000", monthly: "R500 / month" },
  },
  {
    id: "cash-flow-forecasting",
    title: "Cash-Flow Forecasting Dashboard",
    tagline: "See your bank balance 90 days ahead and spot a tight month before it arrives.",
    description:
      "Many profitable small businesses still close because the money runs out before customers pay. This dashboard reads your bank statements and invoices, then shows how much cash you are likely to have each week for the next three months. It flags months where SARS payments, salaries or rent could leave you short, so you can chase debtors or arrange finance in good time.",
    challenges: ["Cash Flow Management", "Lack of Business Skills"],
    sectors: ["Finance", "Business"],
    icon: "CurrencyDollarIcon",
    tier: "silver",
    features: [
      {
        title: "90-day cash outlook",
        description: "A simple weekly chart of expected money in, money out and closing balance in rand.",
      },
      {
        title: "Debtor reminders",
        description: "Sends polite payment reminders to customers with overdue invoices.",
      },
      {
        title: "Tax and payroll dates built in",
        description: "Includes VAT, PAYE and provisional tax payments so they never catch you by surprise.",
      },
      {
        title: "What-if scenarios",
        description: "Test the effect of a new hire, a big order or a late-paying client before you commit.",
      },
    ],
    animation: {
      nodes: [
        { id: "bank", label: "Bank Statements", type: "input", x: 60, y: 50 },
        { id: "invoices", label: "Invoices & Bills", type: "input", x: 60, y: 170 },
        { id: "model", label: "Cash Model", type: "process", x: 250, y: 110 },
        { id: "dashboard", label: "90-Day Outlook", type: "output", x: 450, y: 60 },
        { id: "alerts", label: "Shortfall Alerts", type: "output", x: 450, y: 170 },
      ],
      edges: [
        { from: "bank", to: "model" },
        { from: "invoices", to: "model" },
        { from: "model", to: "dashboard" },
        { from: "model", to: "alerts" },
      ],
    },
    implementationSteps: [
      {
        title: "Gather your financial records",
        description: "We collect recent bank statements and your list of outstanding invoices and bills.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Set up recurring payments",
        description: "Salaries, rent, loan repayments and SARS dates are added to the model.",
        iconName: "CogIcon",
      },
      {
        title: "Walk through your dashboard",
        description: "We explain how to read the outlook and what to do when a shortfall is flagged.",
        iconName: "ChartBarIcon",
      },
    ],
    timeline: "2-3 weeks",
    pricing: { upfront: "R2,800", monthly: "R400 / month" },
  },
  {
    id: "compliance-document-assistant",
    title: "Compliance Document Assistant",
    tagline: "Draft POPIA policies, contracts and staff documents without paying for every page.",
    description:
      "Keeping up with POPIA, labour law and industry rules is a full-time job that most small businesses cannot afford. The assistant helps you draft privacy notices, employment contracts, supplier agreements and workplace policies from templates written for South African conditions. It also keeps a register of renewal dates for licences, tax clearance and B-BBEE certificates, and reminds you before they lapse. For complex matters it tells you clearly when to consult a qualified professional.",
    challenges: ["Regulatory Compliance", "Lack of Skilled Labor", "High Operating Costs"],
    sectors: ["Professional Services", "Business", "Finance"],
    icon: "LockClosedIcon",
    tier: "silver",
    features: [
      {
        title: "Guided document drafting",
        description: "Answer plain-language questions and receive a first draft tailored to your business.",
      },
      {
        title: "POPIA starter pack",
        description:
          "Privacy notice, consent wording and an information officer checklist to get you started.",
      },
      {
        title: "Renewal reminders",
        description:
          "Tracks expiry dates for tax compliance status, B-BBEE affidavits, licences and permits.",
      },
      {
        title: "Secure document vault",
        description: "Stores signed documents safely, with access limited to the people you choose.",
      },
    ],
    techStack: ["OpenAI GPT", "Retrieval-augmented generation", "Microsoft 365", "Azure Blob Storage"],
    animation: {
      nodes: [
        { id: "questions", label: "Guided Questions", type: "input", x: 60, y: 110 },
        { id: "templates", label: "SA Templates", type: "data", x: 220, y: 40 },
        { id: "draft", label: "Draft Document", type: "process", x: 220, y: 180 },
        { id: "review", label: "Owner Review", type: "decision", x: 400, y: 110 },
        { id: "vault", label: "Signed & Stored", type: "output", x: 550, y: 110 },
      ],
      edges: [
        { from: "questions", to: "draft" },
        { from: "templates", to: "draft" },
        { from: "draft", to: "review" },
        { from: "review", to: "vault" },
      ],
    },
    implementationSteps: [
      {
        title: "Compliance health check",
        description:
          "A short questionnaire shows which documents and registrations your business is missing.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Set up your document vault",
        description: "We create a secure space for your documents and decide who on your team may see what.",
        iconName: "CogIcon",
      },
      {
        title: "Draft your priority documents",
        description: "Together we produce your POPIA notice and the most urgent contracts or policies.",
        iconName: "UserIcon",
      },
      {
        title: "Load renewal dates",
        description: "Expiry dates are captured and reminders are sent to you by email.",
        iconName: "MailIcon",
      },
    ],
    timeline: "2-3 weeks",
    pricing: { upfront: "R3,200", monthly: "R550 / month" },
  },

  // ────────────────────────────── Gold ──────────────────────────────
  {
    id: "market-competitor-analysis",
    title: "Market & Competitor Analysis Tool",
    tagline: "Understand your customers, your area and your competitors before you make your next move.",
    description:
      "Big retailers and franchises have whole teams studying the market, while small businesses often rely on gut feel. This tool gathers public information on competitor prices, online reviews, local demographics and search trends for your area. Each month you receive a clear report on where demand is growing, how your prices compare and which opportunities are worth chasing, whether you run a spaza shop or a growing online store.",
    challenges: [
      "Understanding the Business Environment",
      "Competition from Larger Companies",
      "Insufficient Marketing Skills",
    ],
    sectors: ["Marketing", "Retail", "Business"],
    icon: "TrendingUpIcon",
    tier: "gold",
    features: [
      {
        title: "Competitor price tracking",
        description: "Monitors published prices and specials of the competitors you name.",
      },
      {
        title: "Review and sentiment analysis",
        description:
          "Summarises what customers say about you and your competitors on Google and social media.",
      },
      {
        title: "Local market insights",
        description:
          "Combines Stats SA data and search trends to show demand in your suburb, township or town.",
      },
      {
        title: "Monthly opportunity report",
        description: "A plain-language report with three to five practical actions for the month ahead.",
      },
      {
        title: "Quarterly strategy session",
        description: "A one-hour session with our analyst to talk through the findings and plan next steps.",
      },
    ],
    techStack: ["Python", "Google Trends", "Stats SA open data", "Hugging Face Transformers", "Power BI"],
    animation: {
      nodes: [
        { id: "prices", label: "Competitor Prices", type: "input", x: 60, y: 30 },
        { id: "reviews", label: "Online Reviews", type: "input", x: 60, y: 110 },
        { id: "stats", label: "Local Statistics", type: "input", x: 60, y: 190 },
        { id: "analyse", label: "AI Analysis", type: "process", x: 280, y: 110 },
        { id: "insights", label: "Market Insights", type: "data", x: 420, y: 110 },
        { id: "report", label: "Monthly Report", type: "output", x: 560, y: 110 },
      ],
      edges: [
        { from: "prices", to: "analyse" },
        { from: "reviews", to: "analyse" },
        { from: "stats", to: "analyse" },
        { from: "analyse", to: "insights" },
        { from: "insights", to: "report" },
      ],
    },
    implementationSteps: [
      {
        title: "Define your market",
        description: "We agree on your target customers, trading area and the competitors that matter most.",
        iconName: "UserGroupIcon",
      },
      {
        title: "Set up data sources",
        description: "Price, review and statistics feeds are configured for your sector and region.",
        iconName: "CogIcon",
      },
      {
        title: "Deliver your baseline report",
        description: "You receive a first full picture of your market and where you stand today.",
        iconName: "ChartBarIcon",
      },
      {
        title: "Plan your strategy",
        description: "We meet to turn the findings into concrete marketing and pricing actions.",
        iconName: "UserIcon",
      },
    ],
    timeline: "4-5 weeks",
    pricing: { upfront: "R4,000", monthly: "R850 / month" },
  },
  {
    id: "ai-report-generation",
    title: "AI-Powered Report Generation",
    tagline: "Turn your spreadsheets and systems into clear weekly reports you actually read.",
    description:
      'Your numbers are spread across spreadsheets, your till, your accounting package and your bank, and pulling them together takes hours you do not have. This service connects those sources and produces a weekly management report with charts and a short written summary of what changed and why. You can also ask questions in plain English, like "Which branch sold the most last month?", and get an answer straight away.',
    challenges: ["Lack of Business Skills", "Inefficiencies", "Understanding the Business Environment"],
    sectors: ["Business", "Professional Services", "Manufacturing"],
    icon: "PresentationChartLineIcon",
    tier: "gold",
    features: [
      {
        title: "Automatic weekly reports",
        description: "Sales, expenses, margins and key trends delivered to your inbox every Monday morning.",
      },
      {
        title: "Written summaries",
        description: "AI explains the numbers in plain language, highlighting what needs your attention.",
      },
      {
        title: "Ask your data questions",
        description: "Type a question and get a chart or answer without building formulas.",
      },
      {
        title: "Board and funder packs",
        description: "Produce tidy reports for banks, investors or development funders in minutes.",
      },
    ],
    techStack: ["Power BI", "OpenAI GPT", "Python", "PostgreSQL", "Sage / Xero API"],
    animation: {
      nodes: [
        { id: "sheets", label: "Spreadsheets", type: "input", x: 60, y: 40 },
        { id: "accounts", label: "Accounting System", type: "input", x: 60, y: 180 },
        { id: "warehouse", label: "Data Store", type: "data", x: 220, y: 110 },
        { id: "summarise", label: "AI Summary", type: "process", x: 380, y: 110 },
        { id: "report", label: "Weekly Report", type: "output", x: 540, y: 60 },
        { id: "answers", label: "Instant Answers", type: "output", x: 540, y: 170 },
      ],
      edges: [
        { from: "sheets", to: "warehouse" },
        { from: "accounts", to: "warehouse" },
        { from: "warehouse", to: "summarise" },
        { from: "summarise", to: "report" },
        { from: "summarise", to: "answers" },
      ],
    },
    implementationSteps: [
      {
        title: "Agree on your key numbers",
        description: "We decide together which figures tell you whether the business is on track.",
        iconName: "ChartBarIcon",
      },
      {
        title: "Connect your data sources",
        description: "Spreadsheets, point-of-sale and accounting systems are linked to a secure data store.",
        iconName: "CogIcon",
      },
      {
        title: "Design your report",
        description: "We build the first report with you and adjust it until it answers your real questions.",
        iconName: "DocumentTextIcon",
      },
      {
        title: "Schedule delivery",
        description: "Reports are emailed automatically to you and anyone else you choose.",
        iconName: "MailIcon",
      },
    ],
    timeline: "4-6 weeks",
    pricing: { upfront: "R4,500", monthly: "R950 / month" },
  },
  {
    id: "business-process-automation",
    title: "Business Process Automation",
    tagline: "Take repetitive admin off your team's plate, from quotes and orders to invoices.",
    description:
      "Retyping orders, copying details between systems and chasing paperwork eat into the time your team should spend making and selling. We map your everyday processes, such as quote to order to invoice, and automate the repetitive steps end to end. The system queues work during load-shedding or connectivity drops and picks up where it left off when the power and internet return.",
    challenges: ["Inefficiencies", "High Operating Costs", "Poor Infrastructure"],
    sectors: ["Micro-manufacturing", "Manufacturing", "Logistics"],
    icon: "CogIcon",
    tier: "gold",
    features: [
      {
        title: "Process mapping workshop",
        description: "We document how work really flows through your business and where time is lost.",
      },
      {
        title: "Quote-to-invoice automation",
        description: "Approved quotes become job cards, delivery notes and invoices without retyping.",
      },
      {
        title: "Load-shedding resilience",
        description:
          "Tasks are queued offline and completed automatically once power and connectivity return.",
      },
      {
        title: "Job and delivery tracking",
        description: "Customers receive WhatsApp updates as their order moves from production to delivery.",
      },
      {
        title: "Time-saved reporting",
        description: "A monthly view of hours and rand saved, so you can see the return on your investment.",
      },
    ],
    techStack: ["n8n", "Microsoft Power Automate", "WhatsApp Business Platform", "PostgreSQL", "Docker"],
    animation: {
      nodes: [
        { id: "quote", label: "Approved Quote", type: "input", x: 60, y: 110 },
        { id: "jobcard", label: "Job Card", type: "process", x: 200, y: 110 },
        { id: "queue", label: "Offline Queue", type: "data", x: 340, y: 40 },
        { id: "delivery", label: "Delivery Note", type: "process", x: 340, y: 180 },
        { id: "invoice", label: "Invoice Sent", type: "output", x: 540, y: 110 },
      ],
      edges: [
        { from: "quote", to: "jobcard" },
        { from: "jobcard", to: "queue" },
        { from: "jobcard", to: "delivery" },
        { from: "queue", to: "invoice" },
        { from: "delivery", to: "invoice" },
      ],
    },
    implementationSteps: [
      {
        title: "Map your processes",
        description: "An on-site or online workshop to document your current workflow and pain points.",
        iconName: "UserGroupIcon",
      },
      {
        title: "Choose what to automate first",
        description: "We rank the tasks by time saved and pick the quickest wins for the first phase.",
        iconName: "ChartBarIcon",
      },
      {
        title: "Build and connect",
        description: "Automations are built and linked to your existing tools, email and WhatsApp.",
        iconName: "CogIcon",
      },
      {
        title: "Test with your team",
        description: "Your staff run real orders through the new process while we fix any snags.",
        iconName: "UserIcon",
      },
      {
        title: "Hand over and support",
        description: "You receive simple guides, and we monitor the automations and keep them running.",
        iconName: "DocumentTextIcon",
      },
    ],
    timeline: "5-6 weeks",
    pricing: { upfront: "R5,000", monthly: "R1,200 / month" },
  },
];
