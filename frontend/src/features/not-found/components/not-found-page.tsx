import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';

export const NotFoundPage = () => (
  <div className="flex min-h-[60vh] w-full items-center justify-center bg-gray-50 px-4 dark:bg-gray-950">
    <Card className="w-full max-w-md">
      <CardContent className="pt-6">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          Back to Home
        </Link>
      </CardContent>
    </Card>
  </div>
);
