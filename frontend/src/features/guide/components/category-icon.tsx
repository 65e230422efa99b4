import {
  BarChart3,
  Bot,
  Brain,
  BookOpen,
  Briefcase,
  Calculator,
  Camera,
  Code,
  DollarSign,
  FileText,
  GraduationCap,
  Headphones,
  Image,
  Lock,
  Megaphone,
  MessageSquare,
  Music,
  Palette,
  PenTool,
  Search,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
  Video,
  Wand2,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icon names the guide data may use, resolved to components. A static map (not `import *`) keeps
 * the bundle to these icons; an unknown name falls back to a generic icon.
 */
const ICONS: Record<string, LucideIcon> = {
  BarChart3,
  Bot,
  Brain,
  BookOpen,
  Briefcase,
  Calculator,
  Camera,
  Code,
  DollarSign,
  FileText,
  GraduationCap,
  Headphones,
  Image,
  Lock,
  Megaphone,
  MessageSquare,
  Music,
  Palette,
  PenTool,
  Search,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
  Video,
  Wand2,
  Zap,
};

export const resolveCategoryIcon = (name: string): LucideIcon => ICONS[name] ?? Sparkles;

export const CategoryIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = resolveCategoryIcon(name);
  return <Icon className={className} aria-hidden="true" data-icon={ICONS[name] ? name : 'fallback'} />;
};
